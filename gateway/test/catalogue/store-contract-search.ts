import type { FilterToken } from '@archive/contracts/filters';
import { splitSearchText } from '@archive/contracts/search-text';
import { expect, it } from 'vitest';
import type { CatalogueStore } from '../../src/catalogue/port';
import { SECRET_WORD } from './fixture';

/**
 * Issue 23's search cases, part of the store contract (store-contract.ts runs them on every store):
 * spelling corrections from the locale's own vocabulary, never for a word that finds something.
 */
export function searchContract(getStore: () => CatalogueStore) {
  const spell = async (words: string[], locale: 'it' | 'en' = 'it') => {
    const store = getStore();
    if (!store.spell) throw new Error(`${store.name} cannot spell`);
    return store.spell(locale, words);
  };

  it('corrects a word that finds nothing to the nearest indexed word, whatever its case and accents', async () => {
    const [lettra, upper, swapped, person] = await spell(['lettra', 'LETTRA', 'letetra', 'ermenegilds']);
    expect(lettra).toEqual({ word: 'lettra', hits: false, corrections: expect.any(Array) });
    expect(lettra!.corrections[0]).toBe('lettera');
    expect(upper!.corrections[0]).toBe('lettera');
    expect(swapped!.corrections[0]).toBe('lettera');
    expect(person!.corrections).toEqual(['ermenegilda']);
  });

  it('never corrects a word that has hits, by itself or by stem, nor stop words and numbers', async () => {
    const answers = await spell(['lettera', 'lettere', 'Lettera', 'città', 'citta', 'della', '1899']);
    for (const answer of answers) expect(answer).toMatchObject({ hits: true, corrections: [] });
  });

  it('offers nothing when no indexed word is near, and never a word only private records hold', async () => {
    const [far, secret] = await spell(['zzxqwv', SECRET_WORD.slice(0, -1)]);
    expect(far).toEqual({ word: 'zzxqwv', hits: false, corrections: [] });
    expect(secret!.hits).toBe(false);
    expect(secret!.corrections).not.toContain(SECRET_WORD);
  });

  it("corrects within the locale's own words (English records, English vocabulary)", async () => {
    const [answer] = await spell(['lettre'], 'en');
    // "lettre" is French: an English catalogue offers its own word, if any, never a French one.
    expect(answer!.corrections).not.toContain('lettre');
    const [letter] = await spell(['lettr'], 'en');
    expect(letter!.corrections[0]).toBe('letter');
  });

  const suggest = async (
    text: string,
    tables = ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects'],
  ) => {
    const store = getStore();
    if (!store.suggest) throw new Error(`${store.name} cannot suggest`);
    return store.suggest('it', { text, tables, limit: 5 });
  };
  const folded = (text: string) => ` ${text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;

  it('suggests titles holding a word the typed text starts, starting titles first, accents and case aside', async () => {
    const erm = await suggest('ermeneg');
    expect(erm.titles).toEqual([
      { table: 'ca_entities', id: '90006', label: 'Persona pubblica Ermenegilda' },
    ]);
    expect((await suggest('ERMÈNEG')).titles).toEqual(erm.titles);
    const lett = await suggest('lett');
    expect(lett.titles.length).toBeGreaterThan(0);
    for (const t of lett.titles) expect(folded(t.label)).toMatch(/ lett/);
    const starts = lett.titles.map((t) => folded(t.label).startsWith(' lett'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect((await suggest('ermeneg', ['ca_objects'])).titles).toEqual([]);
  });

  it('suggests places, people, subjects and collections with their record counts, never from private records', async () => {
    const roma = await suggest('rom');
    const place = roma.facets.find((f) => f.filtro.id === 'place-roma');
    expect(place).toMatchObject({ kind: 'place', rank: 2 });
    expect(place!.docs).toBe(
      (
        await getStore().search('it', {
          terms: [],
          tables: ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects', 'ca_places', 'ca_collections'],
          tokens: [{ type: 'common', id: 'place-roma', name: 'Roma', path: place!.filtro.path }],
          searchType: 'and',
          pins: [],
          excludeTypeIds: [],
          sort: { field: 'preferred_label', order: 'asc' },
          limit: 0,
          skip: 0,
          facets: false,
          facetSize: 1,
        })
      ).count,
    );
    const secret = await suggest('isola segr');
    expect(secret.facets).toEqual([]);
    expect(JSON.stringify(await suggest(SECRET_WORD.slice(0, 6)))).not.toContain(SECRET_WORD);
  });

  it('answers nothing for less than two letters', async () => {
    expect(await suggest('r')).toEqual({ titles: [], facets: [] });
    expect(await suggest(' ,. ')).toEqual({ titles: [], facets: [] });
  });

  const ids = async (
    text: string,
    field: 'relevance' | 'preferred_label',
    searchType: 'and' | 'or' = 'and',
  ) =>
    (
      await getStore().search('it', {
        terms: splitSearchText(text),
        tables: ['objects'],
        tokens: [],
        searchType,
        pins: [],
        excludeTypeIds: [],
        sort: { field, order: 'asc' },
        limit: 20,
        skip: 0,
        facets: false,
        facetSize: 1,
      })
    ).data.map((r) => r.id);

  it('orders by relevance: the phrase in the title, then the words in the title, then in other fields', async () => {
    expect(await ids('zibaldone brimetta', 'relevance')).toEqual(['91001', '91002', '91003']);
    expect(await ids('Zibaldone Brimetta', 'preferred_label')).toEqual(['91002', '91003', '91001']);
  });

  it('weighs a word in the title over one in the metadata over one in the page text only', async () => {
    const byTitle = ['91013', '91015', '91014', '91012', '91011'];
    expect(await ids('frattaglione', 'preferred_label')).toEqual(byTitle);
    expect(await ids('frattaglione', 'relevance')).toEqual(['91011', '91015', '91014', '91012', '91013']);
    // A word found in the page text alone still counts: 91014 (frattaglione in its metadata,
    // scorbutello in its text) before 91015 (frattaglione alone), whose title sorts first.
    const either = await ids('frattaglione scorbutello', 'relevance', 'or');
    expect(either.indexOf('91014')).toBeLessThan(either.indexOf('91015'));
    expect(either.at(-1)).toBe('91013');
  });

  it('weighs rarer words more, and sorts by title without words', async () => {
    // Each holds one word in its title: the rarer brimetta (4 records) before vostrallo (7).
    const either = await ids('vostrallo brimetta', 'relevance', 'or');
    expect(either.indexOf('91004')).toBeLessThan(either.indexOf('91005'));
    expect(either.slice(0, 1)).toEqual(['91001']);
    const tableOrder = await ids('', 'preferred_label');
    expect(await ids('', 'relevance')).toEqual(tableOrder);
  });

  const histogram = async (text: string, filters: FilterToken[] = [], tables = ['objects']) => {
    const store = getStore();
    if (!store.dateHistogram) throw new Error(`${store.name} has no date histogram`);
    return store.dateHistogram('it', { ...selectionOf(text), tables, tokens: filters });
  };
  const selectionOf = (text: string) => ({
    terms: splitSearchText(text),
    tables: ['objects'],
    tokens: [] as FilterToken[],
    searchType: 'and' as const,
    pins: [],
    excludeTypeIds: [],
  });
  const countWith = async (text: string, token: FilterToken) =>
    (
      await getStore().search('it', {
        ...selectionOf(text),
        tokens: [token],
        sort: { field: 'preferred_label', order: 'asc' },
        limit: 0,
        skip: 0,
        facets: false,
        facetSize: 1,
      })
    ).count;

  it('counts results by decade over a wide range; each bar counts what its date filter finds', async () => {
    const h = await histogram('calendimaggio');
    expect(h.scale).toBe('decade');
    expect(h.dated).toBe(4);
    expect(h.bars.map((b) => [b.key, b.count])).toEqual([
      [1780, 2],
      [1790, 1],
      [1800, 0],
      [1810, 0],
      [1820, 0],
      [1830, 0],
      [1840, 0],
      [1850, 1],
    ]);
    expect(h.bars[0]).toMatchObject({ from: '1780', to: '1789' });
    for (const bar of h.bars)
      expect(await countWith('calendimaggio', { type: 'date', from: bar.from, to: bar.to })).toBe(bar.count);
  });

  it('shows months within a year: a record dated to the day in its month, a year-only record in every month', async () => {
    const h = await histogram('calendimaggio', [{ type: 'date', from: '1789', to: '1789' }]);
    expect(h.scale).toBe('month');
    expect(h.bars).toHaveLength(12);
    expect(h.bars[6]).toEqual({ key: 1789 * 12 + 6, from: '01/07/1789', to: '31/07/1789', count: 2 });
    expect(h.bars.filter((b) => b.count === 1)).toHaveLength(11);
    for (const bar of [h.bars[1]!, h.bars[6]!])
      expect(await countWith('calendimaggio', { type: 'date', from: bar.from, to: bar.to })).toBe(bar.count);
  });

  it('answers centuries for the whole catalogue and no bars when nothing is dated', async () => {
    const all = await histogram('', [], ['ca_objects', 'objects']);
    expect(all.scale).toBe('century');
    expect(all.dated).toBeGreaterThan(4);
    expect((await histogram('calendimaggio senza data')).bars).toEqual([]);
  });
}
