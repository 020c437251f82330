import {
  CATALOGUE_IMPORTS_PATH,
  type CatalogueImportEntry,
} from '@archive/contracts/catalogue-import-history';
import { apiGet } from '@archive/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { importMessages as m } from './messages';

/**
 * The imports run from this page before, newest first, with their counts and who ran them (the
 * gateway keeps them for every gateway of the site). `refresh` changes after an import ends.
 */
export function ImportHistory({ refresh }: { refresh: number }) {
  const intl = useIntl();
  const [entries, setEntries] = useState<CatalogueImportEntry[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh asks for a new read
  useEffect(() => {
    let live = true;
    apiGet<{ data: CatalogueImportEntry[] }>(CATALOGUE_IMPORTS_PATH).then(
      (answer) => live && setEntries(answer.data),
      () => live && setEntries(null),
    );
    return () => {
      live = false;
    };
  }, [refresh]);
  if (!entries) return null;
  return (
    <section aria-labelledby="import-history-title" className="import-history">
      <h2 id="import-history-title">{intl.formatMessage(m.historyTitle)}</h2>
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
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-import={e.id}>
                <th scope="row">{intl.formatDate(e.at, { dateStyle: 'short', timeStyle: 'short' })}</th>
                <td>{e.by}</td>
                <td>{e.files.map((f) => f.file).join(', ')}</td>
                <td>{intl.formatNumber(e.inserted)}</td>
                <td>{intl.formatNumber(e.updated)}</td>
                <td>{intl.formatNumber(e.refused)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
