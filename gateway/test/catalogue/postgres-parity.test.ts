import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { parseFilterTokens, serializeFilterToken } from '@archive/contracts/filters';
import { withoutBoxes } from '@archive/contracts/fulltext-page';
import type { Locale } from '@archive/contracts/locales';
import { splitSearchText } from '@archive/contracts/search-text';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import { fulltextOfCard } from '../../src/catalogue/fulltext/card-snippet';
import type {
  HierarchyNode,
  RecordSelection,
  SearchPage,
  SearchRequest,
  SortField,
} from '../../src/catalogue/port';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { catalogueDir, readNdjson } from '../../src/catalogue/snapshot';
import { describePostgres } from '../postgres/describe-postgres';
import { makeCatalogueDir, removeDir } from './fixture';
import { postgresCatalogue } from './postgres-fixture';
import { searchRequest } from './search-request';

/**
 * The PostgreSQL store answers as the embedded one does over the same catalogue: random searches
 * (words, stems, accents, phrases, filter tokens, dates, and/or, sorts, pages, facets), timelines
 * and maps must give the same records in the same order with the same counts and facets; records,
 * children, tree, related, seeded random images and summaries must be equal.
 */
let dataDir: string;
let embedded: EmbeddedCatalogueStore;
let postgres: PgCatalogueStore;
/** The same database read through term heads wherever one can answer (term-heads.ts), small ones. */
let headed: PgCatalogueStore;
let postgresUrl: string;
const records: Record<string, CatalogueRecord[]> = {};
const LOCALES: Locale[] = ['it', 'en', 'fr'];
const TABLES = ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects', 'ca_places', 'ca_collections'];

beforeAll(async () => {
  dataDir = await makeCatalogueDir(300);
  embedded = new EmbeddedCatalogueStore(catalogueDir(dataDir));
  await embedded.load({ watchMs: 0 });
  for (const locale of LOCALES) {
    const list: CatalogueRecord[] = [];
    await readNdjson(
      `${catalogueDir(dataDir)}/data_${locale}.ndjson`,
      (line) => void list.push(JSON.parse(line)),
    );
    records[locale] = list;
  }
}, 60_000);
afterAll(async () => {
  await embedded?.close();
  await removeDir(dataDir);
});

const ids = (list: { id: string; table: string }[]) => list.map((r) => `${r.table}/${r.id}`);

/** Nodes with their pages' text but not the word boxes (the port lets a node leave them out). */
const nodesWithoutBoxes = (answer: { data: HierarchyNode[]; count: number }) => ({
  ...answer,
  data: answer.data.map((n) =>
    n.record.fulltext ? { ...n, record: { ...n.record, fulltext: withoutBoxes(n.record.fulltext) } } : n,
  ),
});

describePostgres('PostgreSQL catalogue store answers as the embedded one', (server) => {
  beforeAll(async () => {
    postgresUrl = await postgresCatalogue(server(), dataDir);
    postgres = await PgCatalogueStore.open({ url: postgresUrl });
    headed = await PgCatalogueStore.open({
      url: postgresUrl,
      termHeads: { keys: 120, minResults: 1, always: true },
    });
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
    await headed?.close();
  });

  /** Words, filter tokens and dates drawn from the fixture's own records. */
  const selectionOf = (locale: Locale) => {
    const list = records[locale]!;
    const words = [...new Set(list.flatMap((r) => r.preferred_label.split(/\s+/)))].filter(
      (w) => w.length > 1,
    );
    const filtri = [...new Map(list.flatMap((r) => r.filtri).map((f) => [f.id, f])).values()];
    const ancestors = [...new Set(list.flatMap((r) => r.parent_path))];
    const metas = list.flatMap((r) => r.metadati.filter((m) => m.value && m.value.length < 40));
    const word = fc.oneof(
      fc.constantFrom(...words),
      // Accents and case folded, stems and stop words: what visitors type.
      fc.constantFrom(
        'citta',
        'CITTÀ',
        'lettere',
        'lettera',
        'letters',
        'lettres',
        'di',
        'the',
        'roma',
        'veduta',
      ),
    );
    const text = fc.oneof(
      fc.array(word, { minLength: 0, maxLength: 3 }).map((w) => w.join(' ')),
      fc.array(word, { minLength: 2, maxLength: 3 }).map((w) => `"${w.join(' ')}"`),
    );
    const year = fc.integer({ min: 1700, max: 2000 });
    const token = fc.oneof(
      fc
        .constantFrom(...filtri)
        .map((f) => serializeFilterToken({ type: 'common', id: f.id, name: f.name, path: f.path })),
      fc
        .constantFrom(...ancestors)
        .map((id) => serializeFilterToken({ type: 'parentPath', id, name: 'x', path: '/x' })),
      fc
        .constantFrom(...metas)
        .map((m) => serializeFilterToken({ type: 'meta', field: m.fieldCode, id: m.value! })),
      fc
        .tuple(year, fc.integer({ min: 0, max: 80 }))
        .map(([y, span]) => serializeFilterToken({ type: 'date', from: String(y), to: String(y + span) })),
    );
    return fc.record({
      text,
      filters: fc.array(token, { maxLength: 2 }),
      tables: fc.subarray(TABLES, { minLength: 1 }),
      searchType: fc.constantFrom('and' as const, 'or' as const),
      hasMedia: fc.boolean(),
      excludeTypeIds: fc.constantFrom([265], [] as number[]),
    });
  };

  const toSelection = (s: {
    text: string;
    filters: string[];
    tables: string[];
    searchType: 'and' | 'or';
    hasMedia: boolean;
    excludeTypeIds: number[];
  }): RecordSelection => ({
    terms: splitSearchText(s.text),
    tables: s.tables,
    tokens: (parseFilterTokens(s.filters) as { tokens: RecordSelection['tokens'] }).tokens,
    searchType: s.searchType,
    pins: [],
    excludeTypeIds: s.excludeTypeIds,
    hasMedia: s.hasMedia || undefined,
  });

  it('finds the same records in the same order, with the same counts and facets', async () => {
    for (const locale of LOCALES) {
      await fc.assert(
        fc.asyncProperty(
          selectionOf(locale),
          fc.constantFrom<SortField>('preferred_label', 'data.start', 'score', 'ordine'),
          fc.constantFrom('asc' as const, 'desc' as const),
          fc.integer({ min: 0, max: 60 }),
          fc.integer({ min: 1, max: 50 }),
          async (s, field, order, skip, limit) => {
            const request: SearchRequest = {
              ...toSelection(s),
              sort: { field, order },
              skip,
              limit,
              facets: true,
              facetSize: 5,
            };
            const [a, b, c] = await Promise.all([
              embedded.search(locale, request),
              postgres.search(locale, request),
              headed.search(locale, request),
            ]);
            expect(b.count).toBe(a.count);
            expect(ids(b.data)).toEqual(ids(a.data));
            expect(b.facets).toEqual(a.facets);
            // The cards' snippets (issue 23): PostgreSQL reads a card only the page it needs.
            const snippets = (page: SearchPage) =>
              page.data.map((r) => fulltextOfCard(r, locale, request.terms));
            expect(snippets(b)).toEqual(snippets(a));
            expect(c.count).toBe(a.count);
            expect(ids(c.data), 'through term heads').toEqual(ids(a.data));
            expect(snippets(c)).toEqual(snippets(a));
            expect(c.facets).toEqual(a.facets);
          },
        ),
        { numRuns: 60, seed: 27 },
      );
    }
    // Some of those pages came from heads (most random selections hold no word every result has,
    // or find nothing; postgres-term-heads.test.ts draws common words).
    expect(headed.headStats.pages).toBeGreaterThan(0);
  }, 120_000);

  it("gives the same cards' snippets for words and phrases of the page text (issue 23)", async () => {
    const texts = ['pergamene', 'scartafaccio', 'notaio carte', '"pergamena antica"', 'verbale', 'lettera'];
    let shown = 0;
    for (const locale of LOCALES)
      for (const text of texts)
        for (const searchType of ['and', 'or'] as const) {
          const request = searchRequest({
            terms: splitSearchText(text),
            tables: TABLES,
            searchType,
            facetSize: 1,
          });
          const snippets = (page: SearchPage) =>
            page.data.map((r) => [r.id, fulltextOfCard(r, locale, request.terms)]);
          const expected = snippets(await embedded.search(locale, request));
          expect(snippets(await postgres.search(locale, request)), text).toEqual(expected);
          expect(snippets(await headed.search(locale, request)), text).toEqual(expected);
          shown += expected.filter(([, card]) => typeof card === 'object' && card.snippet).length;
        }
    expect(shown).toBeGreaterThan(0);
  });

  it('counts the same timeline and map points', async () => {
    await fc.assert(
      fc.asyncProperty(selectionOf('it'), fc.integer({ min: 1700, max: 1900 }), async (s, from) => {
        const selection = toSelection(s);
        expect(await postgres.timeline('it', selection)).toEqual(await embedded.timeline('it', selection));
        expect(await postgres.timeline('it', selection, from, from + 30)).toEqual(
          await embedded.timeline('it', selection, from, from + 30),
        );
        expect(await postgres.mapPoints('it', selection)).toEqual(await embedded.mapPoints('it', selection));
      }),
      { numRuns: 30, seed: 27 },
    );
  }, 120_000);

  it('answers the same records, children, tree, relations, images and summaries', async () => {
    for (const locale of LOCALES) {
      for (const r of records[locale]!.filter((_, i) => i % 7 === 0)) {
        const [a, b] = await Promise.all([
          embedded.record(locale, r.table, r.id),
          postgres.record(locale, r.table, r.id),
        ]);
        expect(b).toEqual(a);
        const [ca, cb] = await Promise.all([
          embedded.children(locale, r.table, r.id, 10, 1),
          postgres.children(locale, r.table, r.id, 10, 1),
        ]);
        expect(nodesWithoutBoxes(cb)).toEqual(nodesWithoutBoxes(ca));
        expect(await postgres.related(locale, r.table, r.id)).toEqual(
          await embedded.related(locale, r.table, r.id),
        );
      }
      for (const [limit, skip] of [
        [10, 0],
        [7, 3],
      ] as const)
        expect(nodesWithoutBoxes(await postgres.tree(locale, undefined, limit, skip))).toEqual(
          nodesWithoutBoxes(await embedded.tree(locale, undefined, limit, skip)),
        );
      for (const orientation of ['any', 'vertical', 'horizontal'] as const)
        for (const seed of [1, 2, 99]) {
          const request = { count: 6, orientation, seed, tables: seed === 2 ? ['ca_objects'] : undefined };
          expect(ids(await postgres.randomImages(locale, request))).toEqual(
            ids(await embedded.randomImages(locale, request)),
          );
        }
      // Past the keys' bound (the places held), and past both (numbered in the database): the same draws.
      for (const imagesHeld of [
        { keys: 0, places: 1_000_000 },
        { keys: 0, places: 0 },
      ]) {
        const bounded = await PgCatalogueStore.open({ url: postgresUrl, imagesHeld });
        try {
          for (const orientation of ['any', 'vertical', 'horizontal'] as const)
            for (const seed of [1, 2, 99]) {
              const request = {
                count: 6,
                orientation,
                seed,
                tables: seed === 2 ? ['ca_objects'] : undefined,
              };
              expect(ids(await bounded.randomImages(locale, request)), JSON.stringify(imagesHeld)).toEqual(
                ids(await embedded.randomImages(locale, request)),
              );
            }
        } finally {
          await bounded.close();
        }
      }
      expect(await postgres.summaries(locale)).toEqual(await embedded.summaries(locale));
      expect(await postgres.summaries(locale, 'ca_objects')).toEqual(
        await embedded.summaries(locale, 'ca_objects'),
      );
    }
  }, 120_000);
});
