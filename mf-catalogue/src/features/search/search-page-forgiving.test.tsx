import { matchUrl } from '@archive/contracts/routes';
import { archiveStore } from '@archive/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, searchAnswer } from '../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import SearchPage from './search-page';

/** Issue 23 on the search page: "Forse cercavi", the relevance sort, results by date. */
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const followHistory = () =>
  vi.spyOn(window.history, 'pushState').mockImplementation((_state, _title, url) => {
    window.history.replaceState(null, '', String(url));
    archiveStore.setState({ route: matchUrl(window.location.pathname + window.location.search) });
  });

const histogram = {
  scale: 'decade',
  dated: 3,
  bars: [
    { key: 1780, from: '1780', to: '1789', count: 2 },
    { key: 1790, from: '1790', to: '1799', count: 0 },
    { key: 1800, from: '1800', to: '1809', count: 1 },
  ],
};

describe('search page: forgiving search', () => {
  it('says the results are those of the correction and links the corrected search', async () => {
    setPage('/cerca?tags=lettra');
    fakeFetch({
      '/api/public/catalogue/search': () => ({
        ...searchAnswer([card('1', 'Lettera al sindaco')]),
        correction: { text: 'lettera', words: [{ word: 'lettra', corrections: ['lettera'] }], applied: true },
      }),
    });
    renderWithProviders(<SearchPage />);
    const notice = await screen.findByText(/Nessun risultato per «lettra»: ecco i risultati per «lettera»\./);
    expect(notice.textContent).toContain('Forse cercavi: lettera');
    expect(within(notice).getByRole('link', { name: 'lettera' }).getAttribute('href')).toBe(
      '/cerca?tags=lettera',
    );
  });

  it('offers Rilevanza only when the search has words', async () => {
    setPage('/cerca?tags=lettera');
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    const { unmount } = renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Ordina per' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toContain('Rilevanza');
    unmount();
    setPage('/cerca');
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    expect(options()).not.toContain('Rilevanza');
    expect(options()).toContain('Punteggio');
  });

  it('draws results by date as buttons and a table with the same counts; a bar applies its dates', async () => {
    setPage('/cerca?tags=lettera');
    followHistory();
    const { calls } = fakeFetch({
      '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')], 3),
      '/api/public/catalogue/date-histogram': () => histogram,
    });
    renderWithProviders(<SearchPage />);
    const bar = await screen.findByRole('button', {
      name: '1780–1789: 2 risultati, filtra per questo periodo',
    });
    expect(screen.getByRole('button', { name: /1790–1799: nessun risultato/ })).toHaveProperty(
      'disabled',
      true,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1780–17892', '1790–17990', '1800–18091']);
    expect(calls.find((c) => c.path === '/api/public/catalogue/date-histogram')?.body).toMatchObject({
      text: 'lettera',
      locale: 'it',
    });
    await userEvent.click(bar);
    expect(decodeURIComponent(window.location.search)).toContain('filtro=date|1780|1789');
  });

  it('sorts searches with words by relevance when Settings > Browse says so, unless the URL names an order', async () => {
    setPage('/cerca?tags=lettera', { siteOptions: { customjs: { textSort: 'relevance' } } });
    followHistory();
    const { calls } = fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const sorts = () =>
      calls.filter((c) => c.path === '/api/public/catalogue/search').map((c) => c.body.sort);
    expect(sorts()).toContainEqual({ field: 'relevance', order: 'asc' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'Titolo (A-Z)');
    expect(window.location.search).toContain('sort=preferred_label%3Aasc');
    await screen.findByRole('link', { name: 'Uno' });
    expect(sorts().at(-1)).toEqual({ field: 'preferred_label', order: 'asc' });
  });

  it('keeps the title order by default, and for searches without words', async () => {
    setPage('/cerca?tags=lettera');
    const { calls } = fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    expect(calls.find((c) => c.path === '/api/public/catalogue/search')?.body.sort).toEqual({
      field: 'preferred_label',
      order: 'asc',
    });
  });
});
