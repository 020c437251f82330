import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnswer } from '../../../lib/fixtures';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import { RecordView } from './record-view';

/** What a CollectiveAccess export carries beyond the record contract, kept by the import. */
const exported = {
  idno: 'PREF.1.1.1',
  inventario: 412,
  locale_id: 7, // the exporter's own reference: internal
  _id: '65f0c0ffee', // the store's: internal
  source_info: { exported_by: 'CollectiveAccess 1.8' }, // no readable form
  note_vuote: '  ',
} as Record<string, unknown>;

const rowsOf = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('record view: fields the contract does not name', () => {
  it('shows the record’s extra text and number fields in the metadata section, labelled by name', () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    renderWithProviders(<RecordView data={recordAnswer(exported)} relations={[]} summaries={[]} />);
    const section = screen.getByRole('region', { name: 'Informazioni' });
    const rows = rowsOf(section);
    expect(rows).toContainEqual(['idno', 'PREF.1.1.1']);
    expect(rows).toContainEqual(['inventario', '412']);
    // Internal references, objects and empty text are not shown; nor are the contract's own fields.
    const labels = rows.map(([label]) => label);
    for (const hidden of [
      'locale_id',
      '_id',
      'source_info',
      'note_vuote',
      'preferred_label',
      'access',
      'table',
    ])
      expect(labels).not.toContain(hidden);
    expect(section.textContent).not.toContain('CollectiveAccess');
    // They follow the record's metadata, in the record's order.
    const fields = [...section.querySelectorAll('.metadata-row')].map((r) => r.getAttribute('data-field'));
    expect(fields.slice(-2)).toEqual(['idno', 'inventario']);
  });

  it('shows the metadata section for a record whose only description is an extra field', () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    renderWithProviders(
      <RecordView
        data={recordAnswer({ metadati: [], idno: 'E.1' } as never)}
        relations={[]}
        summaries={[]}
      />,
    );
    expect(rowsOf(screen.getByRole('region', { name: 'Informazioni' }))).toEqual([['idno', 'E.1']]);
  });

  it('draws a record without extra fields as before', () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    renderWithProviders(<RecordView data={recordAnswer()} relations={[]} summaries={[]} />);
    const fields = [...document.querySelectorAll('.metadata-row')].map((r) => r.getAttribute('data-field'));
    expect(fields).toEqual(['date', 'genreform', 'descrizione', 'numerazione_definitiva']);
  });
});

describe('record view as a reader sees it (issue 26)', () => {
  const dated = {
    score: 1,
    metadati: [
      {
        fieldCode: 'date',
        label: 'Data',
        subelements: [
          { fieldCode: 'dates_value', label: 'Data (valore)', value: '1896-03-27/1896-03-27' },
          { fieldCode: 'date_display', label: 'Data visualizzata', value: '27 marzo 1896' },
        ],
      },
    ],
  } as Record<string, unknown>;

  it('hides the machine date beside the date written for people, and explains the score bars', () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    renderWithProviders(<RecordView data={recordAnswer(dated)} relations={[]} summaries={[]} />);
    const section = screen.getByRole('region', { name: 'Informazioni' });
    expect(section.textContent).not.toContain('1896-03-27/1896-03-27');
    expect(section.textContent).not.toContain('Data (valore)');
    expect(section.textContent).toContain('27 marzo 1896');
    // The bars have their meaning in words beside them, read once.
    expect(
      screen.getByText(/Rilevanza della scheda nell’archivio: da 1 barra \(bassa\) a 5 \(alta\)/),
    ).toBeTruthy();
    expect(document.querySelector('.score-legend')?.textContent).toMatch(/^Punteggio 2 su 5/);
    expect(screen.queryByRole('img', { name: 'Punteggio 2 su 5' })).toBeNull();
  });

  it('keeps the machine date when it is the only date there is', () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    const onlyMachine = {
      metadati: [
        {
          fieldCode: 'date',
          label: 'Data',
          subelements: [{ fieldCode: 'dates_value', label: 'Data (valore)', value: '1896-03-27' }],
        },
      ],
    } as Record<string, unknown>;
    renderWithProviders(<RecordView data={recordAnswer(onlyMachine)} relations={[]} summaries={[]} />);
    expect(screen.getByRole('region', { name: 'Informazioni' }).textContent).toContain('1896-03-27');
  });
});
