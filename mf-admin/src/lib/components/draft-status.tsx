import { useIntl } from 'react-intl';
import { libMessages } from '../messages';
import type { DraftState } from '../options-draft';
import { ConflictPanel } from './conflict-panel';

/** Save notices, field errors and the conflict view of the site options draft. */
export function DraftStatus({ draft }: { draft: DraftState }) {
  const intl = useIntl();
  return (
    <>
      {draft.notice && (
        <p
          className={draft.notice.kind === 'success' ? 'admin-success' : 'admin-error'}
          role="status"
          data-notice={draft.notice.kind}
        >
          {draft.notice.text}
        </p>
      )}
      {draft.errors.length > 0 && (
        <div className="admin-error" role="alert">
          <p>{intl.formatMessage(libMessages.fieldErrors)}</p>
          <ul>
            {draft.errors.map((e) => (
              <li key={`${e.field}:${e.message}`}>
                <code>{e.field || '/'}</code> {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {draft.conflict && draft.draft && <ConflictPanel conflict={draft.conflict} mine={draft.draft} />}
    </>
  );
}
