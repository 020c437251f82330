import { HIDE_RECORD_PATH } from '@archive/contracts/record-visibility';
import { ApiError, apiPost, useArchive } from '@archive/ui';
import { useState } from 'react';
import { useMsg } from './use-msg';

/**
 * On a record page, the managers' bar offers to hide that record from visitors (access 0 in every
 * language): a record imported by mistake goes from the page it shows on, after a confirmation.
 * The gateway checks the level and writes the catalogue; this only asks and reports.
 */
export function HideRecordButton() {
  const m = useMsg();
  const route = useArchive((s) => s.route);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { table, id } = route.params;
  if (route.route !== 'record' || !table || !id) return null;
  const hide = async () => {
    if (!window.confirm(m('shell.userbar.hideRecordConfirm'))) return;
    setBusy(true);
    try {
      await apiPost(HIDE_RECORD_PATH, { table, id });
      setResult({ ok: true, text: m('shell.userbar.hideRecordDone') });
    } catch (err) {
      setResult({
        ok: false,
        text: err instanceof ApiError && err.message ? err.message : m('shell.userbar.hideRecordFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {!result?.ok && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={() => void hide()}
          data-action="hide-record"
        >
          {m('shell.userbar.hideRecord')}
        </button>
      )}
      {result && (
        <span role="status" data-hide-record={result.ok ? 'done' : 'failed'}>
          {result.text}
        </span>
      )}
    </>
  );
}
