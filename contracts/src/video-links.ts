/**
 * Video links (spec sections 2 and 5): only YouTube and Vimeo. One parser for everything that reads
 * a video link: the admin's check, the gateway's refusal (validation.ts) and ui's embed, so a link
 * the admin accepted is the link the page plays (an unlisted Vimeo video keeps its privacy hash).
 */

export type VideoProvider = 'youtube' | 'vimeo';
export interface VideoRef {
  provider: VideoProvider;
  id: string;
  /** Vimeo unlisted videos carry a privacy hash that the player needs. */
  hash?: string;
}

// Exact host names: a suffix test would let youtube.com.evil.example through.
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const parseUrl = (value: string): URL | undefined => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/** Provider and id of a YouTube or Vimeo link; undefined for anything else. */
export const parseVideoUrl = (value: unknown): VideoRef | undefined => {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  const url = parseUrl(value);
  if (!url || url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') {
    const id = parts[0];
    return parts.length === 1 && id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      parts[0] === 'watch' && parts.length === 1
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2
          ? parts[1]
          : undefined;
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const rest = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts.slice(1) : []) : parts;
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123
    const idIndex = rest[0] === 'channels' && rest.length >= 3 ? 2 : 0;
    const id = rest[idIndex];
    if (!id || !VIMEO_ID.test(id)) return undefined;
    const hash = rest[idIndex + 1] ?? url.searchParams.get('h') ?? undefined;
    if (rest.length > idIndex + 2) return undefined;
    if (hash !== undefined && !VIMEO_HASH.test(hash)) return undefined;
    return hash ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
  }
  return undefined;
};

/** Video links are accepted only from YouTube or Vimeo (spec section 5). */
export const isAcceptedVideoUrl = (value: unknown): boolean => parseVideoUrl(value) !== undefined;

/** The iframe URL of an accepted link (YouTube's no-cookie domain, no tracking before play). */
export const toEmbedUrl = (value: unknown): string | undefined => {
  const ref = parseVideoUrl(value);
  if (!ref) return undefined;
  if (ref.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${ref.id}`;
  return `https://player.vimeo.com/video/${ref.id}${ref.hash ? `?h=${ref.hash}` : ''}`;
};
