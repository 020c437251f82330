import { describe, expect, it } from 'vitest';
import { readSearchState } from './read-search-state';
import { searchUrl } from './search-url';

describe('search URL state', () => {
  it('round-trips tags, filters, sort and page through the URL', () => {
    const url = searchUrl('en', {
      tags: ['"via roma"', 'lettera'],
      filters: [
        { type: 'common', id: 'place-roma', name: 'Roma | centro', path: '/place/italia/lazio/roma' },
        { type: 'date', from: '1900', to: '31/12/1950' },
      ],
      sort: { field: 'data.start', order: 'desc' },
      page: 3,
    });
    expect(url.startsWith('/en/search?')).toBe(true);
    const query = Object.fromEntries(
      [...new URL(url, 'http://x').searchParams.keys()].map((k) => [
        k,
        new URL(url, 'http://x').searchParams.getAll(k),
      ]),
    );
    const state = readSearchState(query);
    expect(state.tags).toEqual(['"via roma"', 'lettera']);
    expect(state.filters).toEqual([
      { type: 'common', id: 'place-roma', name: 'Roma | centro', path: '/place/italia/lazio/roma' },
      { type: 'date', from: '1900', to: '31/12/1950' },
    ]);
    expect(state.sort).toEqual({ field: 'data.start', order: 'desc' });
    expect(state.page).toBe(3);
  });

  it('keeps the good filters of a damaged link and reports the bad ones', () => {
    const state = readSearchState({
      filtro: ['common|a|A|/place/a', 'nonsense|x', 'date|31/02/2020|'],
      page: '-2',
    });
    expect(state.filters).toHaveLength(1);
    expect(state.rejected).toEqual(['nonsense|x', 'date|31/02/2020|']);
    expect(state.page).toBe(1);
  });

  it('leaves defaults out of the URL', () => {
    expect(searchUrl('it', { page: 1, sort: { field: 'preferred_label', order: 'asc' } })).toBe('/cerca');
  });
});
