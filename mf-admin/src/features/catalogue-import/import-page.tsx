import {
  CATALOGUE_IMPORT_ACCEPT,
  type CatalogueImportEvent,
  type CatalogueImportFileReport,
  type CatalogueImportRefusal,
  type CatalogueImportTotals,
} from '@archive/contracts/catalogue-import';
import { type FormEvent, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import '../../lib/admin.css';
import { SettingsNav } from '../settings/components/settings-nav';
import { settingsMessages } from '../settings/messages';
import { ImportRequestError, importCatalogue } from './import-catalogue';
import { ImportHistory } from './import-history';
import { importMessages as m } from './messages';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; upload: number; reading: Record<string, number>; notes: string[] }
  | { phase: 'done'; reports: CatalogueImportFileReport[]; totals: CatalogueImportTotals; notes: string[] }
  | { phase: 'failed'; reason: string; notes: string[] };

/**
 * /settings/import: a catalogue manager uploads NDJSON files or a ZIP of them; the page shows the
 * upload, then each file's lines as the gateway reads them, then the import command's report
 * (counts per file, each refused line with its reason). The gateway checks the level (8 or 16).
 */
export default function ImportPage() {
  const intl = useIntl();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const [state, setState] = useState<State>({ phase: 'idle' });

  const skippedNote = (e: Extract<CatalogueImportEvent, { type: 'skipped' }>) =>
    intl.formatMessage(m.skipped, { file: e.file, reason: e.reason });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!files.length) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const notes: string[] = [];
    let last: State = { phase: 'running', upload: 0, reading: {}, notes };
    setState(last);
    const update = (next: State) => {
      last = next;
      setState(next);
    };
    try {
      await importCatalogue(files, {
        onUpload: (upload) => last.phase === 'running' && update({ ...last, upload }),
        onEvent: (e) => {
          if (e.type === 'skipped') notes.push(skippedNote(e));
          if (e.type === 'done') update({ phase: 'done', reports: e.reports, totals: e.totals, notes });
          else if (e.type === 'failed') update({ phase: 'failed', reason: e.message, notes });
          else if (last.phase === 'running') {
            const reading =
              e.type === 'progress' || e.type === 'start'
                ? { ...last.reading, [e.file]: e.type === 'progress' ? e.lines : 0 }
                : e.type === 'file'
                  ? { ...last.reading, [e.report.file]: e.report.lines }
                  : last.reading;
            update({ ...last, upload: 100, reading, notes: [...notes] });
          }
        },
      });
    } catch (err) {
      const reason = err instanceof ImportRequestError ? err.message : String(err);
      update({ phase: 'failed', reason, notes });
    }
  };

  return (
    <div className="settings">
      <SettingsNav />
      <section className="settings-content" aria-labelledby="settings-title">
        <h1 id="settings-title">{intl.formatMessage(settingsMessages['page.import'])}</h1>
        <p>{intl.formatMessage(m.intro)}</p>
        <p>{intl.formatMessage(m.dates)}</p>
        <form className="settings-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={inputId}>{intl.formatMessage(m.files)}</label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={CATALOGUE_IMPORT_ACCEPT}
            aria-invalid={missing || undefined}
            onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []))}
          />
          {missing && <p role="alert">{intl.formatMessage(m.noFiles)}</p>}
          <button type="submit" className="btn" disabled={state.phase === 'running'}>
            {intl.formatMessage(m.submit)}
          </button>
        </form>
        <ImportStatus state={state} />
        <ImportHistory refresh={state.phase === 'done' ? 1 : 0} />
      </section>
    </div>
  );
}

function ImportStatus({ state }: { state: State }) {
  const intl = useIntl();
  if (state.phase === 'idle') return null;
  const notes = state.notes.map((note) => <li key={note}>{note}</li>);
  if (state.phase === 'running')
    return (
      <div aria-live="polite" aria-busy="true" className="import-progress">
        <p>{intl.formatMessage(m.uploading, { percent: state.upload })}</p>
        <progress max={100} value={state.upload} />
        <ul>
          {Object.entries(state.reading).map(([file, lines]) => (
            <li key={file}>{intl.formatMessage(m.reading, { file, lines })}</li>
          ))}
          {notes}
        </ul>
      </div>
    );
  if (state.phase === 'failed')
    return (
      <div role="alert">
        <p>{intl.formatMessage(m.failed, { reason: state.reason })}</p>
        {notes.length > 0 && <ul>{notes}</ul>}
      </div>
    );
  return <ImportReport reports={state.reports} totals={state.totals} notes={notes} />;
}

function ImportReport({
  reports,
  totals,
  notes,
}: {
  reports: CatalogueImportFileReport[];
  totals: CatalogueImportTotals;
  notes: JSX.Element[];
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="import-report-title" className="import-report">
      <h2 id="import-report-title">{intl.formatMessage(m.reportTitle)}</h2>
      <p role="status">{intl.formatMessage(m.totals, { ...totals })}</p>
      <p className="admin-hint" data-hint="normalised">
        {intl.formatMessage(m.normalisedHint)}
      </p>
      {totals.refused > 0 ? (
        <p role="alert">{intl.formatMessage(m.refusedHint)}</p>
      ) : (
        <p>{intl.formatMessage(m.done)}</p>
      )}
      {notes.length > 0 && <ul>{notes}</ul>}
      <table>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.colFile)}</th>
            <th scope="col">{intl.formatMessage(m.colInserted)}</th>
            <th scope="col">{intl.formatMessage(m.colUpdated)}</th>
            <th scope="col">{intl.formatMessage(m.colNormalised)}</th>
            <th scope="col">{intl.formatMessage(m.colRefused)}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={`${r.file}-${r.kind}-${r.locale}`}>
              <th scope="row">{r.file}</th>
              <td>{intl.formatNumber(r.inserted)}</td>
              <td>{intl.formatNumber(r.updated)}</td>
              <td>{intl.formatNumber(r.normalised)}</td>
              <td>{intl.formatNumber(r.refused)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {reports
        .filter((r) => r.refused > 0)
        .map((r) => (
          <section key={`refused-${r.file}`} aria-label={r.file}>
            <h3>{r.file}</h3>
            <ul className="import-refused">
              {r.errors.map((e) => (
                <li key={e.line}>
                  {intl.formatMessage(m.refusedLine, { line: e.line, reason: reasonText(e, intl) })}
                </li>
              ))}
              {r.refused > r.errors.length && (
                <li>{intl.formatMessage(m.moreRefused, { count: r.refused - r.errors.length })}</li>
              )}
            </ul>
          </section>
        ))}
    </section>
  );
}

/**
 * A refused line's reason in the manager's language, from the gateway's code (the field named as a
 * curator knows it); the English sentence when the gateway gave no code.
 */
function reasonText(e: CatalogueImportRefusal, intl: IntlShape): string {
  const key = `reason.${e.code}` as keyof typeof m;
  if (!e.code || !Object.hasOwn(m, key)) return e.reason;
  const params = { ...e.params };
  if (params.field !== undefined) {
    const field = `field.${params.field}` as keyof typeof m;
    params.field = Object.hasOwn(m, field) ? intl.formatMessage(m[field]) : params.field;
  }
  return intl.formatMessage(m[key], params);
}
