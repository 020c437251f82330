/**
 * Video embed for YouTube and Vimeo only (spec section 5): any other link gives null, never an
 * iframe to an arbitrary site. YouTube uses the privacy-enhanced nocookie domain.
 */
export function videoEmbedUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : undefined);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v =
      id(url.searchParams.get('v')) ?? id(url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1]);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : undefined;
  }
  if (host === 'youtu.be') {
    const v = id(url.pathname.slice(1));
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = url.pathname.match(/(\d{5,12})/)?.[1];
    return v ? `https://player.vimeo.com/video/${v}` : undefined;
  }
  return undefined;
}

export const isSupportedVideo = (link: string): boolean => videoEmbedUrl(link) !== undefined;

export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const src = videoEmbedUrl(url);
  if (!src) return null;
  return (
    <div className="video-embed">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
