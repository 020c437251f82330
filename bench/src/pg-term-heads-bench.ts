/**
 * Term heads on the PostgreSQL store (issue 27; prints numbers, never a test): the store's own
 * search, one call at a time, for the bench's words (seed-shapes.ts WORDS) as one word, as a
 * phrase "word di" and with a later page, A: without heads (the pages as sorted or walked before)
 * against B: with them, over one database an earlier `npm run bench:postgres -- --database-url URL`
 * import filled. B's heads of the most frequent words are read in the background first (the
 * gateway does the same after each publish): the time that takes is printed too.
 *
 *   node --import tsx bench/src/pg-term-heads-bench.ts --database-url URL [--calls 50] [--prefill 24]
 *
 * Counts and facets are remembered per generation in both (their first read is printed apart), so
 * the rows compare the pages alone, as a visitor repeating a common search sees them.
 */
import { parseArgs } from 'node:util';
import { catalogueSystemProfile, DEFAULT_CATALOGUE_SYSTEM } from '@archive/contracts/catalogue-system';
import { splitSearchText } from '@archive/contracts/search-text';
import type { SearchRequest } from '@archive/gateway/catalogue/port';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { pick, WORDS } from './seed-shapes';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    calls: { type: 'string', default: '50' },
    prefill: { type: 'string', default: '24' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url is needed');
const calls = Number(values.calls);

const request = (text: string, skip = 0): SearchRequest => ({
  terms: splitSearchText(text),
  tables: catalogueSystemProfile(DEFAULT_CATALOGUE_SYSTEM).searchTables,
  tokens: [],
  searchType: 'and',
  pins: [],
  excludeTypeIds: [265],
  sort: { field: 'preferred_label', order: 'asc' },
  skip,
  limit: 20,
  facets: true,
  facetSize: 50,
});
const rows: [string, (i: number) => SearchRequest][] = [
  ['one word + facets', (i) => request(pick(WORDS, i))],
  ['phrase "word di" + facets', (i) => request(`"${pick(WORDS, i)} di"`)],
  ['one word, page 5', (i) => request(pick(WORDS, i), 80)],
];

const quantiles = (times: number[]) => {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `p50 ${q(0.5)} / p95 ${q(0.95)} ms`;
};

const run = async (label: string, store: PgCatalogueStore) => {
  const answers: string[] = [];
  for (const [name, make] of rows) {
    // The first call of each word: its count and facets (and without a prefill, its head).
    const first: number[] = [];
    for (let i = 0; i < WORDS.length; i++) {
      const t = performance.now();
      await store.search('it', make(i));
      first.push(performance.now() - t);
    }
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      const page = await store.search('it', make(i));
      times.push(performance.now() - t);
      if (i < WORDS.length) answers.push(`${page.count}:${page.data.map((r) => r.id).join(',')}`);
    }
    console.log(`${label} ${name}: first call of each word ${quantiles(first)}; then ${quantiles(times)}`);
  }
  return answers;
};

const a = await PgCatalogueStore.open({ url, pollMs: 0, termHeads: { minResults: Infinity } });
const before = await run('A (no heads)', a);
await a.close();

const t = performance.now();
const prefill = Number(values.prefill);
const b = await PgCatalogueStore.open({ url, pollMs: 0, termHeads: { prefill } });
while (b.headStats.prefilled < prefill * 3 && performance.now() - t < 600_000)
  await new Promise((r) => setTimeout(r, 100));
console.log(
  `B: ${b.headStats.prefilled} heads prefilled (${prefill} words x 3 locales) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
const after = await run('B (heads)', b);
console.log(`B: ${b.headStats.pages} pages from heads, ${b.headStats.reads} heads read`);
await b.close();
console.log(
  JSON.stringify(before) === JSON.stringify(after)
    ? 'A and B answered the same ids and counts'
    : 'A and B answered DIFFERENT ids or counts',
);
