import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { describeDetail, describeIssue } from '../field-errors';
import { libMessages } from '../messages';
import type { DraftState } from '../options-draft';
import { ConflictPanel } from './conflict-panel';

/**
 * How many page-level DraftStatus are drawn (the home's sections editor, a settings page). The
 * footer's in-place editor shows the draft's status only where none is, so the home does not get
 * the conflict panel twice.
 */
let primaries = 0;
const primaryListeners = new Set<() => void>();
const notifyPrimaries = () => {
  for (const l of [...primaryListeners]) l();
};
const subscribePrimaries = (l: () => void) => {
  primaryListeners.add(l);
  return () => primaryListeners.delete(l);
};
const getPrimaries = () => primaries;

/**
 * Save notices, field errors (by the field's label, in the manager's language) and the conflict view
 * of the site options draft. A notice takes the focus when the control that caused it went away
 * (the user bar's Save disappears once saved): a keyboard user goes on from the result, not from the
 * top of the page.
 */
export function DraftStatus({ draft, onlyAlone = false }: { draft: DraftState; onlyAlone?: boolean }) {
  const intl = useIntl();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (onlyAlone) return;
    primaries++;
    notifyPrimaries();
    return () => {
      primaries--;
      notifyPrimaries();
    };
  }, [onlyAlone]);
  const others = useSyncExternalStore(subscribePrimaries, getPrimaries, getPrimaries);
  const shown = !onlyAlone || others === 0;
  useEffect(() => {
    if (!draft.notice || !shown) return;
    // The Save that was pressed disappears (user bar) or turns disabled (settings) once saved; the
    // check runs again after the store's last update has been drawn.
    const lost = () => {
      const active = document.activeElement;
      return (
        !active ||
        active === document.body ||
        !active.isConnected ||
        active.matches('[data-action="save"], [data-action="settings-save"]')
      );
    };
    if (lost()) notice.current?.focus();
    const again = setTimeout(() => lost() && notice.current?.focus(), 50);
    return () => clearTimeout(again);
  }, [draft.notice, shown]);
  if (!shown) return null;
  return (
    <>
      {draft.notice && (
        <p
          ref={notice}
          tabIndex={-1}
          className={
            draft.notice.kind === 'success'
              ? 'admin-success'
              : draft.notice.kind === 'info'
                ? 'admin-info'
                : 'admin-error'
          }
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
              <li key={`${e.field}:${e.message}`} data-field={e.field}>
                {e.issue ? describeIssue(e.issue, intl) : describeDetail(e.field, e.message, intl)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {draft.conflict && draft.draft && <ConflictPanel conflict={draft.conflict} mine={draft.draft} />}
    </>
  );
}
