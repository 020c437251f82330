import { iiifImageProps } from '@archive/contracts/iiif-derivatives';
import { LazyImage } from '@archive/ui';
import { VideoEmbed } from '@archive/ui/video-embed';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RecordMedia as Media } from '../arrange';
import { messages } from '../messages';

/**
 * Media of a record: the chosen image large (the primary one first), a gallery of the others as
 * buttons, linked videos through the ui video embed (YouTube and Vimeo only), video and audio files.
 */
export function RecordMedia({
  media,
  videoLinks,
  label,
}: {
  media: Media;
  videoLinks: string[];
  label: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const { images, videos, audios } = media;
  if (images.length === 0 && videos.length === 0 && audios.length === 0 && videoLinks.length === 0)
    return null;
  const shown = images[Math.min(index, images.length - 1)];
  return (
    <section className="record-media" aria-label={intl.formatMessage(messages.mediaTitle)}>
      {shown && (
        <figure className="record-image">
          <a
            href={shown.original}
            target="_blank"
            rel="noopener"
            title={intl.formatMessage(messages.openOriginal)}
          >
            {/* The picture the page is about: the largest paint, so asked for first (LCP). Phone- and
                laptop-sized WebP copies through the site's IIIF Image API, cut from the original:
                the record's size may be the large copy's or the original's, and either way no copy
                asked for is wider than the original (the API refuses to upscale). */}
            <LazyImage
              {...iiifImageProps(shown.original, shown.width, shown.src)}
              // The whole width on a phone, one of the record's two columns from 60em on.
              sizes="(min-width: 80rem) 39rem, (min-width: 60em) 50vw, 100vw"
              alt={shown.title}
              width={shown.width}
              height={shown.height}
              priority
            />
          </a>
          {images.length > 1 && <figcaption>{shown.title}</figcaption>}
        </figure>
      )}
      {images.length > 1 && (
        <ul className="record-gallery" aria-label={intl.formatMessage(messages.galleryLabel)}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={intl.formatMessage(messages.galleryShow, {
                  n: i + 1,
                  total: images.length,
                  title: image.title,
                })}
                onClick={() => setIndex(i)}
              >
                <GalleryThumbnail image={image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {videoLinks.map((url) => (
        <VideoEmbed key={url} url={url} title={intl.formatMessage(messages.videoTitle, { label })} />
      ))}
      {videos.map((v) => (
        // biome-ignore lint/a11y/useMediaCaption: catalogue videos come without caption tracks
        <video key={v.src} src={v.src} controls preload="metadata" title={v.title} className="record-video" />
      ))}
      {audios.map((a) => (
        <figure key={a.src} className="record-audio">
          <figcaption>{a.title}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: catalogue audio comes without transcripts */}
          <audio src={a.src} controls preload="none" />
        </figure>
      ))}
    </section>
  );
}

/** Gallery buttons show an 80 px square: copies 80 to 240 px wide (for dense screens). */
const THUMBNAIL_WIDTHS = [80, 160, 240] as const;

/** A gallery button's picture: copies of its size cut from the original when the site holds it. */
function GalleryThumbnail({ image }: { image: Media['images'][number] }) {
  const copies = iiifImageProps(image.original, image.width, image.thumbnail, THUMBNAIL_WIDTHS);
  return <LazyImage {...copies} sizes="80px" alt="" width={80} height={80} />;
}
