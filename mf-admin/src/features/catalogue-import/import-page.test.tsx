import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../lib/fake-xhr';
import { fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import ImportPage from './import-page';

const report = (file: string, over: object = {}) => ({
  file,
  locale: 'it',
  kind: 'data',
  lines: 21,
  inserted: 19,
  updated: 0,
  normalised: 19,
  refused: 0,
  errors: [],
  ...over,
});

async function chooseAndSend(names: string[]) {
  setPage('/settings/import');
  FakeXhr.sent = [];
  fakeFetch({ 'GET /api/auth/catalogue/imports': () => ({ data: [] }) });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  renderWithProviders(<ImportPage />);
  const input = await screen.findByLabelText('File da importare');
  await userEvent.upload(
    input,
    names.map((n) => new File(['{}\n'], n, { type: 'application/x-ndjson' })),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Importa' }));
  return FakeXhr.sent[0]!;
}

describe('catalogue import page', () => {
  it('sends the files, shows lines read, then the report with each refused line', async () => {
    const xhr = await chooseAndSend(['data_it.ndjson', 'relations_it.ndjson']);
    expect(xhr.url).toBe('/api/auth/catalogue/import');
    expect(((xhr.body?.getAll('file') ?? []) as File[]).map((f) => f.name)).toEqual([
      'data_it.ndjson',
      'relations_it.ndjson',
    ]);
    act(() =>
      xhr.stream([
        { type: 'received', files: [{ name: 'data_it.ndjson', bytes: 9000 }] },
        { type: 'start', file: 'data_it.ndjson', kind: 'data', locale: 'it' },
        { type: 'progress', file: 'data_it.ndjson', lines: 2000 },
      ]),
    );
    expect(await screen.findByText('data_it.ndjson: 2000 righe lette')).toBeTruthy();
    const refused = report('data_it.ndjson', {
      refused: 2,
      errors: [
        {
          line: 15,
          reason: 'the date in data.start cannot be read: "primavera 1848" is neither a year nor an ISO date',
          code: 'date',
          params: { field: 'data.start', value: 'primavera 1848' },
        },
        { line: 17, reason: 'the line is not valid JSON (Expected , or } at position 64)', code: 'json' },
        {
          line: 18,
          reason: 'the record has no title (preferred_label)',
          code: 'missing',
          params: { field: 'preferred_label' },
        },
        { line: 19, reason: 'something new the page has no words for' },
      ],
    });
    act(() => {
      xhr.stream([
        { type: 'file', report: refused },
        { type: 'skipped', file: 'notes.txt', reason: 'cannot tell locale and kind' },
        {
          type: 'done',
          totals: { inserted: 19, updated: 0, normalised: 19, refused: 2 },
          reports: [refused],
        },
      ]);
      xhr.end();
    });
    expect(
      await screen.findByText('Totale: 19 inseriti, 0 aggiornati, 19 normalizzati, 2 rifiutati'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Le righe rifiutate non sono state importate/);
    const lines = within(screen.getByRole('region', { name: 'data_it.ndjson' })).getAllByRole('listitem');
    // In the manager's language, line numbers kept; the English reason only when there is no code.
    expect(lines.map((l) => l.textContent)).toEqual([
      'riga 15: la data in data.start non si legge: «primavera 1848» (serve un anno come 1789 o una data come 1789-07-14)',
      'riga 17: la riga non è un JSON valido',
      'riga 18: manca il titolo (preferred_label)',
      'riga 19: something new the page has no words for',
    ]);
    expect(screen.getByText(/^Normalizzati: righe importate dopo aver convertito qualcosa/)).toBeTruthy();
    expect(screen.getByText('notes.txt non importato: cannot tell locale and kind')).toBeTruthy();
    expect(screen.getByRole('row', { name: /data_it\.ndjson 19 0 19 2/ })).toBeTruthy();
  });

  it("says when the gateway refuses the upload, in the gateway's words", async () => {
    const xhr = await chooseAndSend(['data_it.ndjson']);
    act(() => {
      xhr.status = 409;
      xhr.responseText = JSON.stringify({ message: 'an import is already running on this gateway' });
      xhr.end();
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Importazione non riuscita: an import is already running on this gateway',
      ),
    );
  });

  it('asks for a file before sending anything', async () => {
    setPage('/settings/import');
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<ImportPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Importa' }));
    expect(screen.getByRole('alert').textContent).toBe('Scegli almeno un file.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('lists the previous imports with their counts and who ran them', async () => {
    setPage('/settings/import');
    fakeFetch({
      'GET /api/auth/catalogue/imports': () => ({
        data: [
          {
            id: 'i1',
            at: '2026-11-20T09:30:00.000Z',
            by: 'manager@example.org',
            inserted: 41,
            updated: 2,
            normalised: 40,
            refused: 3,
            files: [
              {
                file: 'data_it.ndjson',
                locale: 'it',
                kind: 'data',
                inserted: 41,
                updated: 2,
                normalised: 40,
                refused: 3,
              },
            ],
          },
        ],
      }),
    });
    renderWithProviders(<ImportPage />);
    const history = await screen.findByRole('region', { name: 'Importazioni precedenti' });
    const row = within(history).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'manager@example.org',
      'data_it.ndjson',
      '41',
      '2',
      '3',
      // Issue 25: each import can be undone from its row.
      expect.stringMatching(/^Annulla l'importazione del /),
    ]);
  });
});
