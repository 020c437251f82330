import type { ReactNode } from 'react';
import { readText, type TextDraft } from './text-drafts';

/**
 * Under an in-place text editor (home sections, document pages): "saved", the save error, and on a
 * conflict (409) the other version of each field with the button that saves ours over it. One
 * component, so the two editors cannot drift apart in what a manager is told.
 */
export function TextDraftStatus({
  draft,
  saved,
  kept,
  overwrite,
  onOverwrite,
}: {
  draft: TextDraft;
  /** "Saved" text. */
  saved: ReactNode;
  /** "Your text is kept" text, shown with a conflict. */
  kept: ReactNode;
  /** The overwrite button's label. */
  overwrite: ReactNode;
  onOverwrite: () => void;
}) {
  return (
    <>
      <p className="admin-hint" role="status">
        {draft.saved ? saved : ''}
      </p>
      {draft.error && (
        <p className="admin-error" role="alert">
          {draft.error}
        </p>
      )}
      {draft.stale && (
        <div className="admin-error" role="alert" data-conflict>
          <p>{draft.stale.text}</p>
          <p>{kept}</p>
          {draft.fields.map((field) => (
            <blockquote key={field} data-side="theirs">
              {readText(draft.stale?.theirs ?? {}, field)}
            </blockquote>
          ))}
          <button type="button" className="btn" onClick={onOverwrite}>
            {overwrite}
          </button>
        </div>
      )}
    </>
  );
}
