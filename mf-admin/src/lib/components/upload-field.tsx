import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import type { UploadKind } from '../upload';
import { useField } from '../use-field';
import { FieldShell } from './field-shell';
import { UploadControl } from './upload-control';

/** A URL field of the draft (logo, placeholder, sponsor logo) that an upload can fill. */
export function UploadField({
  path,
  label,
  hint,
  kind = 'image',
}: {
  path: string;
  label: string;
  hint?: string;
  kind?: UploadKind;
}) {
  const intl = useIntl();
  const field = useField<string>(path);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div className="admin-upload-field">
      <FieldShell label={label} hint={hint} errors={field.errors}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            inputMode="url"
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => field.set(e.currentTarget.value)}
          />
        )}
      </FieldShell>
      <UploadControl kind={kind} onUploaded={(url) => field.set(url)} />
      {value && kind === 'image' && (
        <img className="admin-preview" src={value} alt={intl.formatMessage(libMessages.preview)} />
      )}
      {value && kind === 'audio' && (
        // biome-ignore lint/a11y/useMediaCaption: an uploaded sound preview has no captions to offer
        <audio className="admin-preview" src={value} controls />
      )}
    </div>
  );
}
