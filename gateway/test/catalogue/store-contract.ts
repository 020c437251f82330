import { parseFilterTokens } from '@archive/contracts/filters';
import { splitSearchText } from '@archive/contracts/search-text';
import { expect, it } from 'vitest';
import type { CatalogueStore, RecordSelection } from '../../src/catalogue/port';
import { FIXTURE_RECORDS, SECRET_WORD } from './fixture';
import { searchContract } from './store-contract-search';

/**
 * The behaviour every catalogue store must show, run against the embedded engine always and against
 * MongoDB when MONGODB_URI is set. `store` must hold the fixture catalogue (makeCatalogueDir data).
 */
export function catalogueStoreContract(getStore: () => CatalogueStore) {
  const selection = (text = '', filters: string[] = []): RecordSelection => ({
    terms: splitSearchText(text),
    tables: ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects'],
    tokens: (parseFilterTokens(filters) as { tokens: RecordSelection['tokens'] }).tokens,
    searchType: 'and',
    pins: [],
    excludeTypeIds: [265],
  });
  const request = (text = '', filters: string[] = []) => ({
    ...selection(text, filters),
    sort: { field: 'preferred_label' as const, order: 'asc' as const },
    limit: 20,
    skip: 0,
    facets: true,
    facetSize: 50,
  });

  it('searches public records with facets', async () => {
    const page = await getStore().search(
      'it',
      request('', ['common|place-roma|Roma|/place/italia/lazio/roma']),
    );
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((r) => r.access === 1 && r.filtri.some((f) => f.id === 'place-roma'))).toBe(true);
    expect(page.facets?.groups.length).toBeGreaterThan(0);
  });
  it('never serves a private record', async () => {
    const store = getStore();
    expect((await store.search('it', request(SECRET_WORD))).count).toBe(0);
    for (const r of FIXTURE_RECORDS.filter((x) => x.access !== 1))
      expect(await store.record('it', r.table, r.id)).toBeNull();
    expect(
      (await store.rawFind({ collection: 'data_it', query: { access: 0 }, limit: 10, skip: 0 })).count,
    ).toBe(0);
    expect(JSON.stringify(await store.rawAggregate('data_it', [{ $match: {} }], 1000))).not.toContain(
      SECRET_WORD,
    );
    expect((await store.related('it', 'ca_objects', '90004')).map((r) => r.rel_id)).toEqual(['90006']);
    expect((await store.children('it', 'ca_objects', '90001', 50, 0)).data.map((n) => n.record.id)).toEqual([
      '90002',
    ]);
  });
  it('reads a one-sided date filter as an open range, as its chip says ("dal 1900", "fino al 1900")', async () => {
    const count = async (from: string, to: string) =>
      (await getStore().search('it', { ...request('', [`date|${from}|${to}`]), facets: false })).count;
    const year = await count('1900', '1900');
    const fromOnly = await count('1900', '');
    const toOnly = await count('', '1900');
    expect(year).toBeGreaterThan(0);
    expect(fromOnly).toBe(await count('1900', '9999'));
    expect(toOnly).toBe(await count('-9999', '1900'));
    expect(fromOnly).toBeGreaterThan(year);
    expect(toOnly).toBeGreaterThan(year);
  });
  it('finds records by the words of their page text, stemmed, and phrases within one page (issue 23)', async () => {
    const ids = async (text: string) => (await getStore().search('it', request(text))).data.map((r) => r.id);
    expect(await ids('pergamene')).toEqual(['90004']);
    // The private record's text holds the word too: never found.
    expect(await ids('scartafaccio')).toEqual(['90004']);
    expect(await ids('"pergamena antica"')).toEqual(['90004']);
    expect(await ids('"antica scartafaccio"')).toEqual([]);
    // One word in the metadata, one in the text.
    expect(await ids('verbale notaio')).toEqual(['90004']);
    const found = await getStore().record('it', 'ca_objects', '90004');
    expect(found?.record.fulltext?.[1]).toEqual({
      page: 2,
      text: 'scartafaccio di carte',
      width: 1000,
      height: 1500,
      boxes: '10,20,300,40 320,20,60,40 390,20,150,40',
    });
  });
  it('finds a word whatever its accents and case, and its other forms by stem', async () => {
    const count = async (text: string, tables = ['ca_places']) =>
      (await getStore().search('it', { ...request(text), tables, facets: false })).count;
    const city = await count('città');
    expect(city).toBeGreaterThan(0);
    expect(await count('citta')).toBe(city);
    expect(await count('CITTÀ')).toBe(city);
    const objects = ['ca_objects'];
    expect(await count('lettere', objects)).toBeGreaterThan(0);
    expect(await count('lettere', objects)).toBe(await count('lettera', objects));
  });
  it('answers hierarchy, timeline, map and summaries', async () => {
    const store = getStore();
    const tree = await store.tree('it', undefined, 10, 0);
    expect(tree.count).toBeGreaterThan(0);
    const root = tree.data[0]!;
    const children = await store.children('it', root.record.table, root.record.id, 2, 0);
    expect(children.count).toBe(root.childrenCount);
    expect((await store.timeline('it', selection(), 1900, 1901)).map((y) => y.year)).toEqual([1900, 1901]);
    expect((await store.mapPoints('it', selection())).every((p) => p.path.startsWith('/place/'))).toBe(true);
    expect((await store.summaries('it', 'ca_objects')).length).toBeGreaterThan(0);
    expect((await store.randomImages('it', { count: 3, orientation: 'vertical' })).length).toBe(3);
  });
  searchContract(getStore);
}
