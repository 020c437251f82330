import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';
import { isAcceptedVideoUrl } from '@archive/contracts/validation';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { UploadControl } from '../../../lib/components/upload-control';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { documentMessages as m } from '../messages';

/** A block as the draft holds it (checked by the gateway's contentBlockSchema on save). */
export type DraftBlock = {
  id: string;
  type: string;
  value?: unknown;
  visible: boolean;
  color?: string;
  background?: string;
};
type ImageValue = { url: string; alt: string; caption?: string };

const imageOf = (value: unknown): ImageValue => {
  const v = (value ?? {}) as Partial<ImageValue>;
  return { url: v.url ?? '', alt: v.alt ?? '', ...(v.caption ? { caption: v.caption } : {}) };
};

/**
 * What a block shows, editable where it stands and drawn with the visitor's classes: a text with
 * the rich-text editor, an image or a gallery from the uploads with alt texts and captions, a
 * video by its YouTube or Vimeo address. Linked records keep their value (Settings, Contenuti).
 */
export function BlockBody({
  block,
  name,
  locale,
  onValue,
}: {
  block: DraftBlock;
  name: string;
  locale: Locale;
  onValue: (value: unknown) => void;
}) {
  const intl = useIntl();
  const id = useId();
  switch (block.type) {
    case 'text':
      return (
        <RichTextField
          value={typeof block.value === 'string' ? block.value : ''}
          onChange={onValue}
          label={name}
          className="block block-text"
        />
      );
    case 'image':
      return (
        <ImageFields
          image={imageOf(block.value)}
          label={name}
          onChange={onValue}
          uploadLabel={intl.formatMessage(m.imageUpload)}
        />
      );
    case 'gallery': {
      const images = Array.isArray(block.value) ? block.value.map(imageOf) : [];
      return (
        <div className="block block-gallery-edit">
          <ul className="block-gallery">
            {images.map((image, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an image's place is its identity here
              <li key={i}>
                <ImageFields
                  image={image}
                  label={intl.formatMessage(m.galleryImage, { n: i + 1 })}
                  onChange={(next) => onValue(images.map((old, j) => (j === i ? next : old)))}
                  uploadLabel={intl.formatMessage(m.imageUpload)}
                />
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => onValue(images.filter((_, j) => j !== i))}
                >
                  {intl.formatMessage(m.galleryRemove, { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
          <UploadControl
            kind="image"
            label={intl.formatMessage(m.galleryAdd)}
            onUploaded={(url) => onValue([...images, { url, alt: '' }])}
          />
        </div>
      );
    }
    case 'video': {
      const video = (block.value ?? {}) as { url?: string; caption?: string };
      const url = video.url ?? '';
      const wrong = url.trim() !== '' && !isAcceptedVideoUrl(url.trim());
      return (
        <div className="block block-video admin-field">
          <label htmlFor={`${id}-url`}>{intl.formatMessage(m.videoUrl)}</label>
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-error` : undefined}
            onChange={(e) => onValue({ ...video, url: e.currentTarget.value })}
          />
          {wrong && (
            <p id={`${id}-error`} className="admin-error">
              {t('validation.videoLinksOnly', locale)}
            </p>
          )}
          <label htmlFor={`${id}-caption`}>{intl.formatMessage(m.caption)}</label>
          <input
            id={`${id}-caption`}
            value={video.caption ?? ''}
            onChange={(e) => onValue({ ...video, caption: e.currentTarget.value })}
          />
        </div>
      );
    }
    case 'records': {
      const refs = Array.isArray(block.value) ? (block.value as { id?: string; label?: string }[]) : [];
      return (
        <p className="block admin-hint">
          {intl.formatMessage(m.recordsKept, { labels: refs.map((r) => r.label || r.id).join(', ') })}
        </p>
      );
    }
    default:
      return null;
  }
}

/** One image: drawn as the visitor sees it, replaced by an upload, with its alt text and caption. */
function ImageFields({
  image,
  label,
  onChange,
  uploadLabel,
}: {
  image: ImageValue;
  label: string;
  onChange: (image: ImageValue) => void;
  uploadLabel: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <figure className="block block-image" aria-label={label}>
      {image.url && <img src={image.url} alt={image.alt} />}
      <UploadControl kind="image" label={uploadLabel} onUploaded={(url) => onChange({ ...image, url })} />
      <div className="admin-field">
        <label htmlFor={`${id}-alt`}>{intl.formatMessage(m.imageAlt)}</label>
        <input
          id={`${id}-alt`}
          value={image.alt}
          onChange={(e) => onChange({ ...image, alt: e.currentTarget.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-caption`}>{intl.formatMessage(m.caption)}</label>
        <input
          id={`${id}-caption`}
          value={image.caption ?? ''}
          onChange={(e) => onChange({ ...image, caption: e.currentTarget.value })}
        />
      </div>
    </figure>
  );
}
