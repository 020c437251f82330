import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import { ImportHistory } from './import-history';

const entry = (id: string, at: string, over: object = {}) => ({
  id,
  at,
  by: 'manager@example.org',
  inserted: 12,
  updated: 3,
  normalised: 0,
  refused: 0,
  files: [
    {
      file: 'data_it.ndjson',
      locale: 'it',
      kind: 'data',
      inserted: 12,
      updated: 3,
      normalised: 0,
      refused: 0,
    },
  ],
  ...over,
});

/** The list with one import, and the gateway's answer to undoing it. */
function renderList(answer: () => unknown) {
  setPage('/settings/import');
  let undone = false;
  const fake = fakeFetch({
    'GET /api/auth/catalogue/imports': () => ({
      data: [
        entry(
          'a1',
          '2026-11-20T10:00:00.000Z',
          undone
            ? {
                undone: {
                  at: '2026-11-26T10:00:00.000Z',
                  by: 'manager@example.org',
                  removed: 12,
                  restored: 3,
                },
              }
            : {},
        ),
      ],
    }),
    'POST /api/auth/catalogue/imports/a1/undo': () => {
      const result = answer();
      if (!(result instanceof Error) && !(result && typeof result === 'object' && 'status' in result))
        undone = true;
      return result;
    },
  });
  renderWithProviders(<ImportHistory refresh={0} />);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('undoing an import (issue 25)', () => {
  it('asks "Sei sicuro…?", undoes, says what it did where the focus lands and lists it as undone', async () => {
    const confirm = vi.fn((_text: string) => true);
    vi.stubGlobal('confirm', confirm);
    const fake = renderList(() => ({ removed: 12, restored: 3 }));
    const button = await screen.findByRole('button', { name: /^Annulla l'importazione del 20\/11\/26/ });
    await userEvent.click(button);
    expect(confirm.mock.calls[0]?.[0]).toMatch(
      /^Sei sicuro di voler annullare l'importazione del 20\/11\/26.*Verranno rimossi i record inseriti \(12\) e riportati alla versione precedente quelli aggiornati \(3\)\.$/,
    );
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toMatch(/annullata: record rimossi 12, ripristinati 3\.$/),
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(fake.paths()).toContain('POST /api/auth/catalogue/imports/a1/undo');
    const row = (await screen.findByText(/^Annullata il 26\/11\/26/)).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('does nothing when the manager answers no', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    const fake = renderList(() => ({ removed: 12, restored: 3 }));
    await userEvent.click(await screen.findByRole('button', { name: /^Annulla l'importazione/ }));
    expect(fake.paths()).not.toContain('POST /api/auth/catalogue/imports/a1/undo');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    [
      fail(409, 'UNDO_LATER', 'later', { records: 4 }),
      /un'importazione successiva ha modificato alcuni degli stessi record \(4\)\. Annulla prima quella più recente\./,
    ],
    [fail(409, 'UNDO_UNSUPPORTED'), /Con il catalogo su MongoDB le importazioni non si possono annullare/],
    [
      fail(409, 'UNDO_UNAVAILABLE'),
      /non si può più annullare: si conservano le modifiche solo delle 10 importazioni/,
    ],
    [fail(409, 'IMPORT_RUNNING'), /È in corso un'importazione: riprova quando è finita\./],
    [fail(500, 'INTERNAL'), /Non è stato possibile annullare l'importazione: riprova più tardi\./],
  ])('says in Italian why an undo was refused (%#)', async (failure, words) => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderList(() => failure);
    await userEvent.click(await screen.findByRole('button', { name: /^Annulla l'importazione/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(words));
    // Refused: the import stays on offer.
    expect(screen.getByRole('button', { name: /^Annulla l'importazione/ })).toBeTruthy();
  });

  it('offers no button for an import the store no longer keeps, and says so', async () => {
    setPage('/settings/import');
    fakeFetch({
      'GET /api/auth/catalogue/imports': () => ({
        data: [
          entry('new', '2026-11-25T10:00:00.000Z', { undoable: true }),
          entry('old', '2026-09-01T10:00:00.000Z', { undoable: false }),
        ],
      }),
    });
    renderWithProviders(<ImportHistory refresh={0} />);
    const rows = await screen.findAllByRole('row');
    const row = (id: string) => rows.find((r) => r.getAttribute('data-import') === id) as HTMLElement;
    expect(
      within(row('new')).getByRole('button', { name: /^Annulla l'importazione del 25\/11\/26/ }),
    ).toBeTruthy();
    expect(within(row('old')).queryByRole('button')).toBeNull();
    expect(within(row('old')).getByText('Non più annullabile')).toBeTruthy();
  });
});
