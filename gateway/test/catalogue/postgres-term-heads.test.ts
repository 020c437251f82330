import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { splitSearchText } from '@archive/contracts/search-text';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import type { SearchRequest, SortField } from '../../src/catalogue/port';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { describePostgres } from '../postgres/describe-postgres';
import { searchRequest } from './search-request';

/**
 * Term heads (term-heads.ts): a search of a common word read through the word's first matches
 * answers exactly what the store answers without them (itself held equal to the embedded store by
 * postgres-parity.test.ts), a publish never lets a head of the previous data answer, heads of the
 * frequent words are there before anyone searches them, and no text a visitor types becomes SQL.
 */

const WORDS = ['lettera', 'veduta', 'progetto', 'fotografia'];
/**
 * 400 records whose words are bunched in the title order, as real titles are ("Progetto ..."
 * records sort together): a walk down the title index passes most records before a word's first.
 */
const catalogue = (from = 1, count = 400): CatalogueRecord[] =>
  Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const word = WORDS[Math.floor((i * WORDS.length) / 401) % WORDS.length]!;
    const other = WORDS[(i * 7) % WORDS.length]!;
    return testRecord(String(i), {
      table: i % 9 === 0 ? 'ca_entities' : 'ca_objects',
      preferred_label: `${word} ${i % 3 ? 'di Roma' : 'del podestà'} ${String(i).padStart(4, '0')}`,
      type_id: { id: i % 11 === 0 ? 265 : 13, name: i % 11 === 0 ? 'nascosto' : 'documento' },
      access: i % 13 === 0 ? 0 : 1,
      metadati: i % 4 ? [{ fieldCode: 'note', label: 'Note', value: `${other} allegata` }] : [],
      filtri: [{ id: `f${i % 5}`, name: `Fondo ${i % 5}`, type: 'common', path: `/fondo${i % 5}` }],
      data: i % 6 ? { start: 1800 + (i % 90), end: 1800 + (i % 90) } : undefined,
      score: i % 4 ? (i * 37) % 100 : undefined,
      ordine: i % 3 ? (i * 13) % 50 : undefined,
    } as Partial<CatalogueRecord>);
  });

let url: string;
/** Without heads: the pages as the store reads them otherwise. */
let live: PgCatalogueStore;
/** Small heads (40 places) read whenever one can answer, so pages past them fall back. */
let headed: PgCatalogueStore;

const seen = async (store: PgCatalogueStore, request: SearchRequest) => {
  const page = await store.search('it', request);
  return { ids: page.data.map((r) => `${r.table}/${r.id}`), count: page.count, facets: page.facets };
};

describePostgres('PostgreSQL catalogue: term heads', (server) => {
  beforeAll(async () => {
    url = await server().createDatabase(`term_heads_${process.pid}`);
    const writer = await PgCatalogueStore.open({ url, pollMs: 0 });
    await writer.upsert({ locale: 'it', kind: 'data', docs: catalogue() });
    await writer.publish();
    await writer.close();
    live = await PgCatalogueStore.open({ url, pollMs: 0, termHeads: { minResults: Infinity } });
    headed = await PgCatalogueStore.open({
      url,
      pollMs: 0,
      termHeads: { keys: 40, minResults: 1, always: true },
    });
  }, 60_000);
  afterAll(async () => {
    await live?.close();
    await headed?.close();
  });

  it('pages a common word from its head exactly as without it: ids, order and count', async () => {
    const text = fc.oneof(
      fc.constantFrom(...WORDS, 'lettere', 'vedute', 'ROMA', 'podesta'),
      fc.constantFrom(...WORDS).map((w) => `"${w} di"`),
      fc.constantFrom(...WORDS).map((w) => `${w} allegata`),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom<SortField>('preferred_label', 'data.start', 'score', 'ordine'),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.integer({ min: 0, max: 4 })),
        fc.constantFrom('and' as const, 'or' as const),
        async (words, field, order, skip, limit, fondo, searchType) => {
          const request = searchRequest({
            terms: splitSearchText(words),
            tables: ['ca_objects', 'ca_entities'],
            excludeTypeIds: [265],
            tokens:
              fondo === null
                ? []
                : [{ type: 'common', id: `f${fondo}`, name: `Fondo ${fondo}`, path: `/fondo${fondo}` }],
            searchType,
            sort: { field, order },
            skip,
            limit,
          });
          expect(await seen(headed, request)).toEqual(await seen(live, request));
        },
      ),
      { numRuns: 150, seed: 27 },
    );
    // Both ways were taken: pages from heads, and pages past a head or beyond what it kept.
    expect(headed.headStats.pages).toBeGreaterThan(10);
    expect(live.headStats.pages).toBe(0);
  }, 120_000);

  it('never answers from a head of the data before a publish', async () => {
    const request = searchRequest({ terms: splitSearchText('lettera'), limit: 5 });
    const before = await seen(headed, request);
    expect(before.ids[0]).not.toBe('ca_objects/9001');
    // A new record whose title sorts first, published through another store (another gateway).
    const writer = await PgCatalogueStore.open({ url, pollMs: 0 });
    await writer.upsert({
      locale: 'it',
      kind: 'data',
      docs: [testRecord('9001', { preferred_label: 'Aaa lettera nuova' })],
    });
    await writer.publish();
    await writer.close();
    // Until it reads the new generation the store answers as the data it knows; then the new one.
    const stale = headed.headStats.reads;
    await (headed as unknown as { refresh(): Promise<void> }).refresh();
    const after = await seen(headed, request);
    expect(after.ids[0]).toBe('ca_objects/9001');
    expect(after.count).toBe(before.count + 1);
    expect(after).toEqual(await seen(live, request));
    expect(headed.headStats.reads).toBe(stale + 1);
  });

  it('reads the heads of the most frequent words in the background, and again after a publish', async () => {
    const prefilled = await PgCatalogueStore.open({
      url,
      pollMs: 20,
      termHeads: { keys: 30, minResults: 1, prefill: 3 },
    });
    try {
      const until = async (done: () => boolean) => {
        for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
        expect(done()).toBe(true);
      };
      await until(() => prefilled.headStats.prefilled >= 3);
      // The most frequent word's first search reads no head of its own: the background one answers.
      const top = (
        await prefilled.pool.query<{ word: string }>(
          "SELECT word FROM catalogue_words WHERE locale = 'it' ORDER BY docs DESC, word LIMIT 1",
        )
      ).rows[0]!.word;
      const reads = prefilled.headStats.reads;
      const request = searchRequest({ terms: splitSearchText(top), limit: 5, facets: true, facetSize: 5 });
      expect(await seen(prefilled, request)).toEqual(await seen(live, request));
      expect(prefilled.headStats.reads).toBe(reads);
      expect(prefilled.headStats.pages).toBe(1);
      // That search showed how the site asks one word: the next prefill counts the words so too.
      expect(prefilled.headStats.countsPrefilled).toBe(0);
      // A publish elsewhere: the poll sees the new generation and the heads are read again.
      const writer = await PgCatalogueStore.open({ url, pollMs: 0 });
      await writer.upsert({ locale: 'it', kind: 'data', docs: catalogue(401, 20) });
      await writer.publish();
      await writer.close();
      await until(() => prefilled.headStats.prefilled >= 6 && prefilled.headStats.countsPrefilled >= 3);
      for (const store of [live, headed]) await (store as unknown as { refresh(): Promise<void> }).refresh();
      const second = searchRequest({ terms: splitSearchText(top), limit: 5, facets: true, facetSize: 5 });
      const readsBefore = prefilled.headStats.reads;
      const [fromPrefill, fresh] = await Promise.all([
        prefilled.search('it', second),
        live.search('it', second),
      ]);
      expect(fromPrefill).toEqual(fresh);
      expect(prefilled.headStats.reads).toBe(readsBefore);
    } finally {
      await prefilled.close();
    }
  });

  it('never turns what a visitor types into SQL, through heads or not', async () => {
    const hostile = [
      "lettera'); DROP TABLE catalogue_data; --",
      "lettera' OR '1'='1",
      "\\'lettera",
      'lettera:* | !veduta',
      'lettera & veduta <-> roma',
      '"lettera \\" di"',
      '$1 $2::tsquery lettera',
      '__proto__ constructor lettera',
      `lettera ${'x'.repeat(5000)}`,
      Array.from({ length: 200 }, () => 'lettera').join(' '),
    ];
    const tables = async () =>
      (
        await headed.pool.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM pg_tables WHERE tablename LIKE 'catalogue_%'",
        )
      ).rows[0]!.n;
    const before = await tables();
    for (const text of hostile) {
      const request = searchRequest({ terms: splitSearchText(text), limit: 10 });
      expect(await seen(headed, request), text.slice(0, 40)).toEqual(await seen(live, request));
    }
    expect(await tables()).toBe(before);
    expect((await seen(live, searchRequest({ limit: 1 }))).count).toBeGreaterThan(300);
  });
});
