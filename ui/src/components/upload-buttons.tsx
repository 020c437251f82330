import { useId, useRef } from 'react';

/**
 * Upload buttons for an image or an audio file: a "change" button opens the file chooser (filtered
 * by kind), an "upload" button sends the chosen file. Progress (0..100) is shown while uploading.
 */
export type UploadKind = 'image' | 'audio';

const ACCEPT: Record<UploadKind, string> = { image: 'image/*', audio: 'audio/*' };

export function UploadButtons({
  kind,
  file,
  onChoose,
  onUpload,
  progress,
  changeLabel = 'Cambia',
  uploadLabel = 'Carica',
}: {
  kind: UploadKind;
  file: File | null;
  onChoose: (file: File | null) => void;
  onUpload: (file: File) => void;
  /** 0..100 while uploading, undefined otherwise. */
  progress?: number;
  changeLabel?: string;
  uploadLabel?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = progress !== undefined;
  return (
    <div className={`upload-buttons upload-${kind}`}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        className="visually-hidden"
        tabIndex={-1}
        // Reached through the button beside it, but still a form field: it needs a name (axe 'label').
        aria-label={changeLabel ?? uploadLabel}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
      />
      <button type="button" className="btn" disabled={busy} onClick={() => input.current?.click()}>
        {changeLabel}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!file || busy}
        onClick={() => file && onUpload(file)}
      >
        {uploadLabel}
      </button>
      {file && <span className="upload-name">{file.name}</span>}
      {busy && (
        <progress max={100} value={progress} aria-label={uploadLabel}>
          {progress}%
        </progress>
      )}
    </div>
  );
}
