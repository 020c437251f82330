import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { testRecord as base } from '../../src/catalogue/engine/test-records';

// In the 'objects' table (Pimcore's), which the collectiveaccess default searches, tree and
// timeline leave out: the other route tests' counts and roots stay those of the demo records.
const testRecord = (id: string, over: Partial<CatalogueRecord>) => base(id, { table: 'objects', ...over });

/**
 * Records for issue 23's cases (relevance order, date histogram), public, with made-up words no
 * demo record holds, so their counts and orders are known exactly.
 *
 * Relevance: "zibaldone brimetta" is a phrase in 91001's title, both words (apart) in 91002's, and
 * only in 91003's metadata; "brimetta" (4 records) is rarer than "vostrallo" (7 records).
 * "frattaglione" is in 91011's title, 91012's metadata and only the page text of 91013, whose titles
 * sort the other way round; 91014 and 91015 hold it in their metadata, 91014 also "scorbutello" in
 * its page text.
 * Dates: "calendimaggio" records dated to the day, by a year alone (1 January to 31 December, as
 * the import stores a year) and one undated.
 */
const seconds = (y: number, m = 1, d = 1) => Date.UTC(y, m - 1, d) / 1000;
const meta = (value: string) => [{ fieldCode: 'descrizione', label: 'Descrizione', value }];

export const SEARCH_FIXTURE_RECORDS: CatalogueRecord[] = [
  testRecord('91001', { preferred_label: 'Zibaldone brimetta con vostrallo' }),
  testRecord('91002', { preferred_label: 'Brimetta e altro zibaldone', metadati: meta('vostrallo') }),
  testRecord('91003', {
    preferred_label: 'Quaderno grigio',
    metadati: meta('uno zibaldone brimetta vostrallo'),
  }),
  testRecord('91004', { preferred_label: 'Brimetta sola' }),
  testRecord('91005', { preferred_label: 'Vostrallo solo' }),
  testRecord('91006', { preferred_label: 'Altro vostrallo' }),
  testRecord('91007', { preferred_label: 'Ancora vostrallo' }),
  testRecord('91008', { preferred_label: 'Ultimo vostrallo' }),
  testRecord('91011', { preferred_label: 'Zuppa di frattaglione' }),
  testRecord('91012', { preferred_label: 'Mazzo di carte', metadati: meta('un frattaglione') }),
  testRecord('91013', {
    preferred_label: 'Album di pagine',
    fulltext: [
      { page: 1, text: 'Pagina prima' },
      { page: 2, text: 'qui si legge: frattaglione' },
    ],
  }),
  testRecord('91014', {
    preferred_label: 'Busta prima',
    metadati: meta('frattaglione'),
    fulltext: [{ page: 1, text: 'scorbutello' }],
  }),
  testRecord('91015', { preferred_label: 'Astuccio', metadati: meta('frattaglione') }),
  testRecord('91101', {
    preferred_label: 'Calendimaggio presa',
    data: { start: seconds(1789, 7, 14), end: seconds(1789, 7, 14) },
  }),
  testRecord('91102', {
    preferred_label: 'Calendimaggio anno',
    data: { start: seconds(1789), end: seconds(1790) - 1 },
  }),
  testRecord('91103', {
    preferred_label: 'Calendimaggio marzo',
    data: { start: seconds(1795, 3, 1), end: seconds(1795, 3, 1) },
  }),
  testRecord('91104', {
    preferred_label: 'Calendimaggio tardo',
    data: { start: seconds(1850, 6, 15), end: seconds(1851) },
  }),
  testRecord('91105', { preferred_label: 'Calendimaggio senza data' }),
];
