import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnswer, relatedAnswer, summariesAnswer } from '../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import RecordPage from './record-page';

const api = (record = recordAnswer()) => ({
  '/api/public/catalogue/record': () => record,
  '/api/public/mongo/related': () => relatedAnswer(),
  '/api/public/catalogue/summaries': () => summariesAnswer(),
});

describe('record page', () => {
  it('shows the record with breadcrumb, summary-ordered metadata and grouped relations', async () => {
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    const { calls } = fakeFetch(api());
    renderWithProviders(<RecordPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lettera di Adele Bruno al sindaco di Firenze' }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Livelli superiori' });
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/oggetti/2888-archivio-del-genio-civile-firenze',
      '/oggetti/3216-sanita-pubblica-1932',
    ]);
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-level')),
    ).toEqual(['0', '1', '2']);
    const rows = [...document.querySelectorAll('.metadata-row')].map((r) => r.getAttribute('data-field'));
    expect(rows.slice(0, 2)).toEqual(['numerazione_definitiva', 'descrizione']);
    expect(await screen.findByRole('link', { name: 'Mario Rossi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'autore' })).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/public/mongo/related'))?.path).toBe(
      '/api/public/mongo/related/relations_it/ca_objects/3220',
    );
    // The number of the record, from numerazione_definitiva.
    expect(screen.getByText('A 4')).toBeTruthy();
  });

  it('replaces a wrong or missing title part with the canonical URL', async () => {
    setPage('/oggetti/3220?x=1');
    fakeFetch(api());
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze?x=1',
      ),
    );
  });

  it('shows the 404 page for a missing or private record', async () => {
    setPage('/en/objects/999-nothing');
    fakeFetch({ ...api(), '/api/public/catalogue/record': () => fail(404) });
    renderWithProviders(<RecordPage />);
    expect(await screen.findByText('The page is not available')).toBeTruthy();
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });
});
