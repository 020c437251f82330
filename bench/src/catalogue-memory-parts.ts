import { parseArgs } from 'node:util';
import { collectGarbage } from '@archive/gateway/catalogue/engine/collect-garbage';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { KeySpace, type LocaleIndex } from '@archive/gateway/catalogue/engine/locale-index';
import { listSnapshots } from '@archive/gateway/catalogue/snapshot';

/**
 * Where one locale's memory goes: loads the store (one locale with --locale), then drops the
 * index's parts one at a time, measuring after a full GC how much heap and buffer memory each held.
 * Destroys the store as it goes: only for figures.
 *
 *   node --import tsx bench/src/catalogue-memory-parts.ts --data /tmp/oa-bench-100000 --locale it
 */
const { values } = parseArgs({
  options: { data: { type: 'string' }, locale: { type: 'string', default: 'it' } },
});
if (!values.data) {
  console.error('--data DIR');
  process.exit(2);
}
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`.padStart(9);
// Array buffers are swept after the GC that finds them dead: collect, let the sweeper run, again.
const measure = async () => {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 100));
  collectGarbage();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
};
const base = await measure();
const dir = `${values.data}/catalogue`;
const store = new EmbeddedCatalogueStore(dir);
const files = (await listSnapshots(dir)).filter((f) => f.locale === values.locale);
const started = performance.now();
const loader = store as unknown as {
  loadRecords(locale: string, files: unknown[], keys: KeySpace): Promise<LocaleIndex>;
  loadRelations(index: LocaleIndex, files: unknown[]): Promise<void>;
};
let holder: { index: LocaleIndex | null } = {
  index: await loader.loadRecords(values.locale, files, new KeySpace()),
};
await loader.loadRelations(holder.index!, files);
void holder.index!.raw.labelGrams;
console.log(`indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const index = holder.index as unknown as Record<string, unknown>;
let last = await measure();
console.log(`before: rss ${mb(base.rss)} heap ${mb(base.heap)} buffers ${mb(base.buffers)}`);
console.log(
  `one locale (${values.locale}): rss ${mb(last.rss)} heap ${mb(last.heap)} buffers ${mb(last.buffers)}`,
);
const drop = async (name: string, fn: () => void) => {
  fn();
  const now = await measure();
  console.log(
    `${name.padEnd(34)} heap ${mb(last.heap - now.heap)}  buffers ${mb(last.buffers - now.buffers)}  rss ${mb(last.rss - now.rss)}`,
  );
  last = now;
};
const raw = index.raw as Record<string, unknown>;
await drop('relations', () => {
  index.relations = null;
});
await drop('raw: label trigrams', () => {
  raw.grams = null;
});
await drop('raw: labels', () => {
  (raw as { labels: string[] }).labels.length = 0;
});
await drop('raw: meta values + trigrams', () => {
  (raw as { meta: unknown }).meta = null;
});
await drop('raw: numeric + orders', () => {
  (raw as { numeric: Map<string, unknown> }).numeric.clear();
  (raw as { orders: Map<string, unknown> }).orders.clear();
});
await drop('termPostings + sortedTerms', () => {
  index.termPostings = new Map();
  index.sortedTerms = [];
});
await drop('metaPostings', () => {
  index.metaPostings = new Map();
});
await drop('ancestorPostings', () => {
  index.ancestorPostings = new Map();
});
await drop('filterPostings + CSR', () => {
  index.filterPostings = new Map();
  index.filterOrdinals = new Int32Array(0);
  index.filterStart = new Int32Array(0);
});
await drop('children + roots', () => {
  index.children = new Map();
  index.roots = new Int32Array(0);
});
await drop('sort orders (order/rank)', () => {
  (index.order as Map<string, unknown>).clear();
  (index.rank as Map<string, unknown>).clear();
});
await drop('table/type bitsets + media', () => {
  (index.tableSets as Map<string, unknown>).clear();
  (index.typeSets as Map<string, unknown>).clear();
});
await drop('records (blob) + keys + rest', () => {
  holder = { index: null };
});
