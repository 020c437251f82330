import { isAcceptedVideoUrl, toEmbedUrl } from '@archive/contracts/video-links';

/**
 * Video embed for YouTube and Vimeo only (spec section 5), through the contracts' one parser of video
 * links: any other link gives nothing, never an iframe to an arbitrary site; YouTube plays from the
 * privacy-enhanced nocookie domain; an unlisted Vimeo link keeps its privacy hash (`?h=`), without
 * which the player refuses the video the admin accepted.
 */
export const videoEmbedUrl = (link: string): string | undefined => toEmbedUrl(link);

export const isSupportedVideo = (link: string): boolean => isAcceptedVideoUrl(link);

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
