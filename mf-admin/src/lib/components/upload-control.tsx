import { t } from '@archive/contracts/messages';
import { useArchive } from '@archive/ui';
import { UploadButtons } from '@archive/ui/upload-buttons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import { type UploadKind, uploadFile } from '../upload';

/**
 * Choose + upload buttons for an image or audio file: progress 0..100 while sending (reset after),
 * 'Inserito con successo!' or 'Ci dispiace, qualcosa è andato storto', and the returned URL handed
 * to `onUploaded` (the field being edited). Images lose their camera metadata (EXIF, GPS) unless
 * the 'keep' box is ticked; it is unticked again for each new upload control.
 */
export function UploadControl({
  kind,
  onUploaded,
  label,
}: {
  kind: UploadKind;
  onUploaded: (url: string) => void;
  label?: string;
}) {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [peak, setPeak] = useState(0);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [keepMetadata, setKeepMetadata] = useState(false);
  const hintId = useId();

  const upload = async (chosen: File) => {
    setResult(null);
    setProgress(0);
    setPeak(0);
    try {
      const answer = await uploadFile(
        chosen,
        kind,
        locale,
        (p) => {
          setProgress(p);
          setPeak((old) => Math.max(old, p));
        },
        { keepMetadata },
      );
      onUploaded(answer.url);
      setResult({ ok: true, text: t('upload.success', locale) });
      setFile(null);
    } catch {
      setResult({ ok: false, text: t('upload.failure', locale) });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="admin-upload" data-upload-kind={kind} data-progress-peak={peak}>
      <UploadButtons
        kind={kind}
        file={file}
        onChoose={(f) => {
          setFile(f);
          setResult(null);
        }}
        onUpload={(f) => void upload(f)}
        progress={progress}
        changeLabel={intl.formatMessage(libMessages.uploadChange)}
        uploadLabel={
          label ?? intl.formatMessage(kind === 'image' ? libMessages.uploadImage : libMessages.uploadAudio)
        }
      />
      {kind === 'image' && (
        <div className="admin-upload-keep">
          <label>
            <input
              type="checkbox"
              checked={keepMetadata}
              disabled={progress !== undefined}
              aria-describedby={hintId}
              onChange={(e) => setKeepMetadata(e.currentTarget.checked)}
            />{' '}
            {intl.formatMessage(libMessages.uploadKeepMetadata)}
          </label>
          <small id={hintId} className="admin-hint">
            {intl.formatMessage(libMessages.uploadKeepMetadataHint)}
          </small>
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {progress !== undefined ? intl.formatMessage(libMessages.uploadProgress, { percent: progress }) : ''}
      </span>
      {result && (
        <p className={result.ok ? 'admin-success' : 'admin-error'} role="status">
          {result.text}
        </p>
      )}
    </div>
  );
}
