import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card, childrenAnswer, searchAnswer } from '../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import BrowsePage from './browse-page';
import RecordRoute from './record-page';

const api = () => ({
  '/api/public/catalogue/search': (body: Record<string, unknown>) =>
    searchAnswer(Number(body.limit) > 0 ? [card('1', 'Lettera al sindaco')] : [], 42),
  '/api/public/catalogue/tree': () => childrenAnswer('9', 1),
});

describe('browse page', () => {
  it('lists the tables, the filter types with their totals and the hierarchy', async () => {
    setPage('/en/browse', { siteOptions: { customjs: { label: { luogo: { en: 'Place' } } } } });
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse the archive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Objects' }).getAttribute('href')).toBe('/en/browse/objects');
    const place = await screen.findByRole('link', { name: 'Place' });
    expect(place.getAttribute('href')).toBe('/en/browse/luogo');
    expect(await screen.findByRole('link', { name: 'Figlio 1 di 9' })).toBeTruthy();
  });

  it.each([
    ['collectiveaccess', ['Objects', 'Entities', 'Occurrences']],
    ['pimcore', ['Data']],
  ])(
    'offers the tables the %s catalogue searches (one list with search and explore)',
    async (system, names) => {
      setPage('/en/browse', { siteOptions: { catalogueSystem: system } });
      fakeFetch(api());
      renderWithProviders(<BrowsePage />);
      await screen.findByRole('heading', { level: 1, name: 'Browse the archive' });
      const list = document.querySelector('.browse-tables');
      if (!(list instanceof HTMLElement)) throw new Error('no table list');
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(names);
    },
  );

  it.each([
    ['/en/browse', ['Place', 'Subject']],
    ['/fr/parcourir', ['Lieu', 'Sujet']],
    ['/browse', ['Luogo', 'Soggetto']],
  ])('names the known filter types in the language of %s', async (url, names) => {
    setPage(url);
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    // The page's catalogue loads on demand: wait for the names in its language.
    await waitFor(() => {
      const ul = document.querySelector('.browse-facets');
      if (!(ul instanceof HTMLElement)) throw new Error('no facets yet');
      expect(
        within(ul)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(names);
    });
  });

  it("uses the site's own label (customjs) before the translated name", async () => {
    setPage('/en/browse/luogo', {
      siteOptions: { customjs: { label: { luogo: { en: 'Where it happened' } } } },
    });
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where it happened: all values' }),
    ).toBeTruthy();
  });

  it('names a value list by its translated type', async () => {
    setPage('/en/browse/soggetto');
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subject: all values' })).toBeTruthy();
  });

  it('lists every value of a filter type, each opening the filtered search', async () => {
    setPage('/browse/luogo');
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    const list = await waitFor(() => {
      const ul = document.querySelector('.browse-values');
      if (!(ul instanceof HTMLElement)) throw new Error('no values yet');
      return ul;
    });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Aosta', 'Milano', 'Roma']);
    expect(new URL(links[2]?.getAttribute('href') ?? '', 'http://x').searchParams.getAll('filtro')).toEqual([
      'common|place-roma|Roma|/place/italia/lazio/roma',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Luogo: tutti i valori');
  });

  it('shows the first records of a table with a link to all of them', async () => {
    setPage('/browse/oggetti');
    const { calls } = fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByRole('link', { name: 'Lettera al sindaco' })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ tables: ['ca_objects'], limit: 20 });
    expect(screen.getByRole('link', { name: 'Vedi tutte le schede' }).getAttribute('href')).toBe(
      '/cerca?tabella=ca_objects',
    );
  });

  it("shows the table's records by date, each bar a link to the search of that period in that table", async () => {
    setPage('/browse/oggetti');
    const histogram = {
      scale: 'decade',
      dated: 3,
      bars: [
        { key: 1780, from: '1780', to: '1789', count: 2 },
        { key: 1790, from: '1790', to: '1799', count: 0 },
        { key: 1800, from: '1800', to: '1809', count: 1 },
      ],
    };
    const { calls } = fakeFetch({ ...api(), '/api/public/catalogue/date-histogram': () => histogram });
    renderWithProviders(<BrowsePage />);
    const chart = await screen.findByRole('region', { name: 'Risultati per data' });
    expect(within(chart).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/public/catalogue/date-histogram')?.body).toMatchObject({
      tables: ['ca_objects'],
    });
    const bars = within(chart).getAllByRole('link');
    expect(bars.map((a) => a.getAttribute('aria-label'))).toEqual([
      '1780–1789: 2 risultati, filtra per questo periodo',
      '1800–1809: 1 risultato, filtra per questo periodo',
    ]);
    const href = new URL(bars[0]!.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/cerca');
    expect(href.searchParams.get('tabella')).toBe('ca_objects');
    expect(href.searchParams.getAll('filtro')).toHaveLength(1);
    expect(href.searchParams.get('filtro')).toMatch(/1780.*1789/);
    // The empty decade is no control, and the table still gives its count.
    expect(
      within(chart).getByRole('img', { name: '1790–1799: nessun risultato, filtra per questo periodo' }),
    ).toBeTruthy();
    expect(within(chart).getAllByRole('row')).toHaveLength(4);
  });

  it('shows the whole catalogue by date on /browse and none on a filter type page', async () => {
    setPage('/browse');
    const histogram = { scale: 'century', dated: 5, bars: [{ key: 17, from: '1700', to: '1799', count: 5 }] };
    const { calls } = fakeFetch({ ...api(), '/api/public/catalogue/date-histogram': () => histogram });
    renderWithProviders(<BrowsePage />);
    const bar = await screen.findByRole('link', {
      name: '1700–1799: 5 risultati, filtra per questo periodo',
    });
    const href = new URL(bar.getAttribute('href')!, 'http://x');
    expect(href.searchParams.get('tabella')).toBeNull();
    expect(calls.find((c) => c.path === '/api/public/catalogue/date-histogram')?.body).not.toHaveProperty(
      'tables',
    );
  });

  it('shows the 404 page for an unknown slug', async () => {
    setPage('/browse/nulla');
    fakeFetch(api());
    renderWithProviders(<BrowsePage />);
    await waitFor(() => expect(document.querySelector('[data-status="404"]')).not.toBeNull());
  });

  it('draws the browse list of a table for /{table} without an id', async () => {
    setPage('/fr/objets');
    const { calls } = fakeFetch(api());
    renderWithProviders(<RecordRoute />);
    expect(await screen.findByRole('link', { name: 'Lettera al sindaco' })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ tables: ['ca_objects'], limit: 20 });
    expect(document.querySelector('[data-status]')).toBeNull();
  });
});
