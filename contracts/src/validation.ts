import { HEADER_LINKS_MAX, MULTIPLE_EDITOR_LIMIT } from './constants';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { t } from './messages';

/**
 * Editing rules of spec sections 4 and 5 that both the admin remote (to warn early) and the gateway
 * (to refuse) apply: video links, header links, titles, stripping empty values before saving, and
 * the multiple-editor's blank row.
 */

export type Check = { ok: true } | { ok: false; message: string };
const ok: Check = { ok: true };
const fail = (message: string): Check => ({ ok: false, message });

/* ----------------------------------------------------------------------------- video links -- */

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

export const checkVideoLinks = (links: readonly unknown[], locale: Locale = DEFAULT_LOCALE): Check =>
  links.every(isAcceptedVideoUrl) ? ok : fail(t('validation.videoLinksOnly', locale));

/* ------------------------------------------------------------------------- header and titles -- */

export const checkHeaderLinks = (links: readonly unknown[], locale: Locale = DEFAULT_LOCALE): Check =>
  links.length <= HEADER_LINKS_MAX
    ? ok
    : fail(t('validation.headerLinksMax', locale, { max: HEADER_LINKS_MAX }));

export const TITLE_MAX_LENGTH = 300;

/** A title is required ('Ricordati di inserire il titolo') and at most 300 characters. */
export const checkTitle = (
  title: unknown,
  locale: Locale = DEFAULT_LOCALE,
  max = TITLE_MAX_LENGTH,
): Check => {
  if (typeof title !== 'string' || title.trim() === '') return fail(t('validation.titleRequired', locale));
  if (title.trim().length > max) return fail(t('validation.titleTooLong', locale, { max }));
  return ok;
};

/* ------------------------------------------------------------------------------ stripEmpty -- */

const EMPTY: unique symbol = Symbol('empty');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const clean = (value: unknown): unknown => {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return value.trim() === '' ? EMPTY : value;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== EMPTY);
    return items.length === 0 ? EMPTY : items;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, clean(v)] as const)
      .filter(([, v]) => v !== EMPTY);
    return entries.length === 0 ? EMPTY : Object.fromEntries(entries);
  }
  // Numbers (0 included), booleans (false included), dates and other values are content.
  return value;
};

/** Whether a value holds no content at all once empty strings, nulls and empty containers go. */
export const isEmptyValue = (value: unknown): boolean => clean(value) === EMPTY;

/**
 * Document data as it should be saved: empty strings (blank too), null, undefined, empty objects
 * and empty rows removed at every depth; 0 and false kept. An entirely empty input gives an empty
 * value of the same kind.
 */
export const stripEmpty = <T>(data: T): T => {
  const cleaned = clean(data);
  if (cleaned !== EMPTY) return cleaned as T;
  if (Array.isArray(data)) return [] as T;
  if (isPlainObject(data)) return {} as T;
  return data;
};

/* --------------------------------------------------------------------------- multiple editor -- */

/**
 * The multiple-editor's blank row: appended when the list is empty or its last row has content,
 * and there are fewer than `limit` rows. Returns the same array when nothing changes.
 */
export const appendBlankRow = <T>(
  rows: readonly T[],
  blank: T,
  limit = MULTIPLE_EDITOR_LIMIT,
): readonly T[] => {
  if (rows.length >= limit) return rows;
  const last = rows[rows.length - 1];
  if (rows.length > 0 && isEmptyValue(last)) return rows;
  return [...rows, structuredClone(blank)];
};
