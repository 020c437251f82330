import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConflictPanel, type ConflictWords } from './components/conflict-panel';
import { libMessages } from './messages';
import type { JsonRecord } from './object-path';
import type { Conflict } from './options-draft';
import { readText, type TextDraft, withIdsOf } from './text-drafts';

const changedKeys = (a: JsonRecord, b: JsonRecord) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );

/** Issue 25: a document's 409 as the home's conflict panel reads it. */
function conflictOf(draft: TextDraft): Conflict | null {
  if (!draft.stale) return null;
  const theirs = withIdsOf(draft.base, draft.stale.theirs);
  return {
    theirs: {
      revision: draft.stale.revision,
      data: theirs,
      updatedAt: draft.stale.updatedAt,
      updatedBy: draft.stale.updatedBy,
    },
    theirChanges: changedKeys(theirs, draft.base),
    myChanges: changedKeys(draft.data, draft.base),
    before: draft.base,
  };
}

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
  panel,
}: {
  draft: TextDraft;
  /** "Saved" text. */
  saved: ReactNode;
  /** "Your text is kept" text, shown with a conflict. */
  kept: ReactNode;
  /** The overwrite button's label. */
  overwrite: ReactNode;
  onOverwrite: () => void;
  /**
   * Issue 25: with these, a conflict shows the home's panel (what they changed, field by field and
   * block by block, "Riapplica le mie modifiche" then Salva) instead of their texts side by side.
   */
  panel?: { words: ConflictWords; onReapply: () => void };
}) {
  const intl = useIntl();
  const conflict = panel ? conflictOf(draft) : null;
  return (
    <>
      <p className="admin-hint" role="status">
        {draft.saved ? saved : draft.reapplied ? intl.formatMessage(libMessages.reapplied) : ''}
      </p>
      {draft.error && (
        <p className="admin-error" role="alert">
          {draft.error}
        </p>
      )}
      {conflict && panel && (
        <ConflictPanel
          conflict={conflict}
          mine={draft.data}
          words={panel.words}
          onReapply={panel.onReapply}
          onOverwrite={onOverwrite}
        />
      )}
      {draft.stale && !panel && (
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
