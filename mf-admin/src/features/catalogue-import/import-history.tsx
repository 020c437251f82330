import {
  CATALOGUE_IMPORTS_PATH,
  type CatalogueImportEntry,
} from '@archive/contracts/catalogue-import-history';
import { apiGet } from '@archive/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { importMessages as m } from './messages';
import { type UndoOutcome, undoImport } from './undo-import';

/**
 * The imports run from this page before, newest first, with their counts and who ran them (the
 * gateway keeps them for every gateway of the site). `refresh` changes after an import ends.
 */
export function ImportHistory({ refresh }: { refresh: number }) {
  const intl = useIntl();
  const [entries, setEntries] = useState<CatalogueImportEntry[] | null>(null);
  const [reread, setReread] = useState(0);
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' });
  // Issue 25: 'Sei sicuro?' first, then the result in words where the focus lands (the button is gone).
  const undo = async (e: CatalogueImportEntry) => {
    const asked = intl.formatMessage(m.undoConfirm, {
      when: when(e.at),
      inserted: intl.formatNumber(e.inserted),
      updated: intl.formatNumber(e.updated),
    });
    if (!window.confirm(asked)) return;
    setBusy(e.id);
    const result = await undoImport(e.id);
    setBusy(null);
    setOutcome({ text: describe(result, when(e.at)), ok: result.kind === 'done' });
    setReread((n) => n + 1);
    requestAnimationFrame(() => status.current?.focus());
  };
  const describe = (result: UndoOutcome, at: string) => {
    switch (result.kind) {
      case 'done':
        return intl.formatMessage(m.undoDone, {
          when: at,
          removed: intl.formatNumber(result.removed),
          restored: intl.formatNumber(result.restored),
        });
      case 'later':
        return intl.formatMessage(m.undoLater, { records: intl.formatNumber(result.records) });
      case 'unavailable':
        return intl.formatMessage(m.undoUnavailable);
      case 'unsupported':
        return intl.formatMessage(m.undoUnsupported);
      case 'already':
        return intl.formatMessage(m.undoAlready);
      case 'busy':
        return intl.formatMessage(m.undoBusy);
      default:
        return intl.formatMessage(m.undoFailed);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh and reread ask for a new read
  useEffect(() => {
    let live = true;
    apiGet<{ data: CatalogueImportEntry[] }>(CATALOGUE_IMPORTS_PATH).then(
      (answer) => live && setEntries(answer.data),
      () => live && setEntries(null),
    );
    return () => {
      live = false;
    };
  }, [refresh, reread]);
  if (!entries) return null;
  return (
    <section aria-labelledby="import-history-title" className="import-history">
      <h2 id="import-history-title">{intl.formatMessage(m.historyTitle)}</h2>
      <p className="admin-hint">{intl.formatMessage(m.undoHint)}</p>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        data-outcome={outcome ? (outcome.ok ? 'done' : 'refused') : undefined}
      >
        {outcome?.text ?? ''}
      </p>
      {entries.length === 0 ? (
        <p>{intl.formatMessage(m.historyEmpty)}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.historyWhen)}</th>
              <th scope="col">{intl.formatMessage(m.historyWho)}</th>
              <th scope="col">{intl.formatMessage(m.colFile)}</th>
              <th scope="col">{intl.formatMessage(m.colInserted)}</th>
              <th scope="col">{intl.formatMessage(m.colUpdated)}</th>
              <th scope="col">{intl.formatMessage(m.colRefused)}</th>
              <th scope="col">{intl.formatMessage(m.historyUndoColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-import={e.id}>
                <th scope="row">{when(e.at)}</th>
                <td>{e.by}</td>
                <td>{e.files.map((f) => f.file).join(', ')}</td>
                <td>{intl.formatNumber(e.inserted)}</td>
                <td>{intl.formatNumber(e.updated)}</td>
                <td>{intl.formatNumber(e.refused)}</td>
                <td>
                  {e.undone ? (
                    intl.formatMessage(m.historyUndone, { when: when(e.undone.at), by: e.undone.by })
                  ) : e.undoable === false ? (
                    // Its journal is gone (past the newest 10 or 30 days, or a store that keeps
                    // none): a button would only be refused; the hint above says why.
                    intl.formatMessage(m.historyNotUndoable)
                  ) : (
                    <button
                      type="button"
                      className="btn"
                      disabled={busy !== null}
                      aria-busy={busy === e.id}
                      onClick={() => void undo(e)}
                    >
                      {intl.formatMessage(m.historyUndo, { when: when(e.at) })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
