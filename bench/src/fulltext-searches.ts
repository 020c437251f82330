import { readFile } from 'node:fs/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { splitSearchText } from '@archive/contracts/search-text';
import { snippetOf } from '@archive/gateway/catalogue/fulltext/find-in-pages';
import { searchRecordText } from '@archive/gateway/catalogue/fulltext/search-record';
import type { CatalogueStore, SearchRequest } from '@archive/gateway/catalogue/port';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { analyzerFor } from '@archive/gateway/catalogue/text/analyzer';

/**
 * The timed searches of fulltext-bench.ts (issue 23), on two stores of one catalogue, without and
 * with page text. Called in process for the embedded store (its indexes are the process's heap, as
 * in the gateway), and run as a process of its own for PostgreSQL:
 *
 *   node --expose-gc --import tsx bench/src/fulltext-searches.ts --spec FILE --without URL --with URL
 *
 * Why a process of its own: the bench that loaded 1M records holds GBs of heap, and its garbage
 * collector ran 424 ms during 1,200 timed searches (pauses up to 51 ms), more often for the answers
 * that carry page text: a gateway serving searches holds none of those records.
 */
export interface SearchSpec {
  /** Words of the catalogue (titles, metadata): the search bar's usual words. */
  catalogueWords: string[];
  /** Words found in the page text. */
  textWords: string[];
  /** ca_objects ids of documents with page text (the in-document search). */
  docIds: string[];
  /** Pages a document has (for the row's label). */
  perDoc: number;
  /** Timed searches a row. */
  queries: number;
}

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};
const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (v: number) => `${v.toFixed(2)} ms`;

export const searchRequest = (text: string): SearchRequest => ({
  terms: splitSearchText(text),
  tables: ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects'],
  tokens: [],
  searchType: 'and',
  pins: [],
  excludeTypeIds: [265],
  sort: { field: 'preferred_label', order: 'asc' },
  limit: 20,
  skip: 0,
  facets: true,
  facetSize: 50,
});

/** The rows of the timed searches (see fulltext-bench.ts for what each says). */
export async function searchRows(
  [without, withPages]: [CatalogueStore, CatalogueStore],
  spec: SearchSpec,
): Promise<string[]> {
  const { catalogueWords, textWords, docIds, queries } = spec;
  const rows: string[] = [];
  const analyzer = analyzerFor('it');
  const timed = async (fn: (i: number) => Promise<unknown>) => {
    // Warm up first (JIT, first decodes), then measure.
    for (let i = 0; i < 30; i++) await fn(queries + i);
    const times: number[] = [];
    for (let i = 0; i < queries; i++) {
      const t = performance.now();
      await fn(i);
      times.push(performance.now() - t);
    }
    return times;
  };
  let gcMs = 0;
  let gcLongest = 0;
  const gcWatch = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcLongest = Math.max(gcLongest, entry.duration);
    }
  });

  // The search bar's words (catalogue words), as today's bench asks them, on both stores query by
  // query (which goes first alternating), so that a busy moment of the machine slows both alike:
  // run one after the other, the ratio of their p95s swung from 1.1x to 1.8x with the machine's load.
  const catalogueSearch = (store: CatalogueStore, i: number) =>
    store.search('it', searchRequest(catalogueWords[i % catalogueWords.length]!));
  // Every word once on each store first: the measured searches find what they read in memory, as a
  // site's do after its first visitors (a cold page read is the disk's time, not page text's).
  for (let i = 0; i < catalogueWords.length; i++) {
    await catalogueSearch(without, queries + i);
    await catalogueSearch(withPages, queries + i);
  }
  const stores = [without, withPages];
  const plain: [number[], number[]] = [[], []];
  // What the warm-up left (and, in a process of its own, its start: modules compiled) collected now.
  (globalThis as { gc?: () => void }).gc?.();
  gcWatch.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < queries; i++)
    for (const v of i % 2 ? [1, 0] : [0, 1]) {
      const t = performance.now();
      await catalogueSearch(stores[v]!, i);
      plain[v]!.push(performance.now() - t);
    }
  // GC entries reach the observer on a later turn of the loop (a timer's, not the next immediate's):
  // a store that answers without I/O (the embedded one) would otherwise report none.
  await new Promise((resolve) => setTimeout(resolve, 50));
  gcWatch.disconnect();
  rows.push(
    `  garbage collection of the searching process during those searches: ${ms(gcMs)} in all, longest ${ms(gcLongest)}`,
  );
  for (const [v, variant] of ['without page text', 'with page text'].entries())
    rows.push(
      `  ${variant}: text search (catalogue words) p50 ${ms(p50(plain[v]!))} p95 ${ms(p95(plain[v]!))}`,
    );
  rows.push(
    `  ratio with / without page text: p50 ${(p50(plain[1]) / p50(plain[0])).toFixed(2)}x p95 ${(p95(plain[1]) / p95(plain[0])).toFixed(2)}x`,
  );

  // Words found in the page text: the query alone, then with the snippets of the 20 cards shown.
  const alone = await timed((i) => withPages.search('it', searchRequest(textWords[i % textWords.length]!)));
  rows.push(`  full-text query alone p50 ${ms(p50(alone))} p95 ${ms(p95(alone))}`);
  let hits = 0;
  const full = await timed(async (i) => {
    const req = searchRequest(textWords[i % textWords.length]!);
    const page = await withPages.search('it', req);
    hits += page.count;
    for (const r of page.data) if (r.fulltext) snippetOf(r.fulltext, req.terms, analyzer);
  });
  rows.push(
    `  full-text query + snippets p50 ${ms(p50(full))} p95 ${ms(p95(full))} (mean ${Math.round(hits / queries)} records a query)`,
  );
  const inDoc = await timed((i) =>
    searchRecordText(
      withPages,
      'it',
      'ca_objects',
      docIds[i % docIds.length]!,
      textWords[i % textWords.length]!,
    ),
  );
  rows.push(`  in-document search (${spec.perDoc} pages) p50 ${ms(p50(inDoc))} p95 ${ms(p95(inDoc))}`);
  return rows;
}

// Run by itself: the PostgreSQL stores at the given URLs, the rows printed one a line.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      spec: { type: 'string' },
      without: { type: 'string' },
      with: { type: 'string' },
    },
  });
  if (!values.spec || !values.without || !values.with)
    throw new Error('usage: fulltext-searches.ts --spec FILE --without URL --with URL');
  const spec = JSON.parse(await readFile(values.spec, 'utf8')) as SearchSpec;
  const open = (url: string) => PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 600_000 });
  const stores: [PgCatalogueStore, PgCatalogueStore] = [await open(values.without), await open(values.with)];
  for (const row of await searchRows(stores, spec)) console.log(row);
  for (const store of stores) await store.close();
}
