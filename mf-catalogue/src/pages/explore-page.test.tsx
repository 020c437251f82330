import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapAnswer, randomAnswer, searchAnswer, timelineAnswer } from '../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import ExplorePage from './explore-page';

describe('explore page', () => {
  it('offers counts, entry points per type, charts, places, timeline and images', async () => {
    setPage('/esplora');
    fakeFetch({
      '/api/public/catalogue/search': () => searchAnswer([], 42),
      '/api/public/catalogue/map': () => mapAnswer(),
      '/api/public/catalogue/timeline': () => timelineAnswer(1930, [2, 0, 5]),
      '/api/public/catalogue/random-images': () => randomAnswer(8),
    });
    renderWithProviders(<ExplorePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Esplora l’archivio' })).toBeTruthy();

    const counts = await screen.findByRole('region', { name: 'L’archivio in numeri' });
    expect(
      within(counts)
        .getByRole('link', { name: /Oggetti/ })
        .getAttribute('href'),
    ).toBe('/cerca?tabella=ca_objects');
    // One entry point per type, opening the search narrowed to that table and type.
    const types = (await screen.findAllByRole('link', { name: /lettera/ })).map((a) =>
      a.getAttribute('href'),
    );
    expect(types).toContain('/cerca?tabella=ca_objects&tipo=15');

    // The charts are a lazily loaded chunk.
    // A lazy chunk: allow it time on a busy machine.
    expect(await screen.findByRole('img', { name: /Schede per tipo/ }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Mappa dei luoghi' })).toBeTruthy();
    expect(document.querySelector('#map')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Linea del tempo' })).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: /Immagine 0-/ })).toHaveLength(8);
  });

  it.each([
    ['collectiveaccess', ['ca_objects', 'ca_entities', 'ca_occurrences']],
    ['pimcore', ['objects']],
  ])('explores the tables the %s catalogue searches, and no other', async (system, tables) => {
    setPage('/esplora', { siteOptions: { catalogueSystem: system } });
    const { calls } = fakeFetch({
      '/api/public/catalogue/search': () => searchAnswer([], 42),
      '/api/public/catalogue/map': () => mapAnswer(),
      '/api/public/catalogue/timeline': () => timelineAnswer(1930, [2, 0, 5]),
      '/api/public/catalogue/random-images': () => randomAnswer(8),
    });
    renderWithProviders(<ExplorePage />);
    await screen.findAllByRole('link', { name: /lettera/ });
    const named = calls
      .filter((c) => c.path === '/api/public/catalogue/search' && Array.isArray(c.body.tables))
      .flatMap((c) => c.body.tables as string[]);
    expect([...new Set(named)].sort()).toEqual([...tables].sort());
  });
});
