import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { UploadControl } from '../components/upload-control';
import { richTextMessages as m } from './messages';

/**
 * An image in the text: uploaded through the site's uploads (the same control and endpoint as
 * every other image), with its alternative text, required so that visitors who cannot see it
 * know what it shows.
 */
export function ImageForm({
  id,
  onInsert,
  onClose,
}: {
  id: string;
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<'alt' | 'src' | null>(null);
  const altId = useId();
  const errorId = useId();
  const insert = () => {
    if (!src) return setError('src');
    if (!alt.trim()) return setError('alt');
    onInsert(src, alt.trim());
  };
  return (
    <fieldset
      id={id}
      className="rich-text-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <legend className="visually-hidden">{intl.formatMessage(m.image)}</legend>
      <UploadControl
        kind="image"
        onUploaded={(url) => {
          setSrc(url);
          setError(null);
        }}
      />
      {src && <img className="rich-text-preview" src={src} alt="" />}
      <label htmlFor={altId}>{intl.formatMessage(m.imageAlt)}</label>
      <input
        id={altId}
        value={alt}
        aria-invalid={error === 'alt' || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setAlt(e.currentTarget.value);
          setError(null);
        }}
      />
      {error && (
        <p id={errorId} className="admin-error" role="alert">
          {intl.formatMessage(error === 'alt' ? m.imageAltMissing : m.imageUploadFirst)}
        </p>
      )}
      <div className="rich-text-panel-actions">
        <button type="button" className="btn btn-primary" onClick={insert}>
          {intl.formatMessage(m.imageInsert)}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </fieldset>
  );
}
