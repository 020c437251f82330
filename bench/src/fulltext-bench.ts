import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { splitSearchText } from '@archive/contracts/search-text';
import { buildDemoDataset } from '@archive/gateway/catalogue/demo/generate';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { snippetOf } from '@archive/gateway/catalogue/fulltext/find-in-pages';
import { readPage } from '@archive/gateway/catalogue/fulltext/read-page';
import { searchRecordText } from '@archive/gateway/catalogue/fulltext/search-record';
import type { CatalogueStore, SearchRequest } from '@archive/gateway/catalogue/port';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { writeNdjson } from '@archive/gateway/catalogue/snapshot';
import { analyzerFor } from '@archive/gateway/catalogue/text/analyzer';
import { type PgServer, startPostgres } from '../../gateway/test/postgres/pg-server';
import { WORDS } from './seed-shapes';

/**
 * Page text figures (issue 23; prints numbers, never a test). One locale (it) of the demo catalogue
 * at --records, of which --docs documents carry --pages OCR pages of about --words words each, made
 * as ALTO and read by the import's ALTO reader. Prints: ALTO reading time (the import's part that
 * is new), index build time and memory with and without the pages, catalogue-wide full-text query
 * p95 (search plus the snippets of a 20-card page), in-document search p95, and the usual text
 * search p95 on the same catalogue with and without page text.
 *
 *   node --expose-gc --import tsx bench/src/fulltext-bench.ts [--records 100000] [--pages 10000]
 *     [--docs 500] [--words 300] [--queries 300] [--postgres] [--data DIR]
 *
 * --data: the Italian records of a dataset another bench wrote (`DIR/catalogue/data_it.ndjson`, the
 * same generator; `npm run bench:postgres -- --records 1000000` leaves one in $TMPDIR/oa-bench-1000000),
 * read line by line: the 1M rung, whose three locales the generator cannot hold in memory at once.
 *
 * --postgres: the same rows on the PostgreSQL store (a throw-away server, as the tests start, one
 * database a variant): "index built" is then the upsert of the records plus publish (words, facet
 * values, ANALYZE), "holds" the database's size on disk. --shared-buffers sets the server's
 * (256MB as the other benches; at 1M each variant's database is ~6.5 GB, and with the two taking
 * turns in 256MB a search's tail is whichever of them last lost its pages: give it room, e.g. 6GB,
 * a quarter of this machine as PostgreSQL's own guidance says, to see the cost of page text alone).
 * Before the searches both databases are settled (VACUUM ANALYZE, then a CHECKPOINT): a database
 * just loaded has no visibility map and unset hint bits, and autovacuum's first pass over it (minutes
 * at 1M) or the checkpoint of its load would otherwise land in the middle of the measured searches,
 * always in the variant loaded last. --pg-log FILE keeps the server's log (statements of 15 ms or
 * more, autovacuum runs, checkpoints) there, to see what a tail was.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    pages: { type: 'string', default: '10000' },
    docs: { type: 'string', default: '500' },
    words: { type: 'string', default: '300' },
    queries: { type: 'string', default: '300' },
    postgres: { type: 'boolean', default: false },
    data: { type: 'string' },
    'shared-buffers': { type: 'string', default: '256MB' },
    'pg-log': { type: 'string' },
  },
});
const records = Number(values.records);
const totalPages = Number(values.pages);
const docs = Number(values.docs);
const wordsPerPage = Number(values.words);
const queries = Number(values.queries);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('run with node --expose-gc for memory figures');

// Deterministic pseudo-random numbers (mulberry32).
let seed = 23;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
// OCR vocabulary: Italian function words (frequent), the catalogue's words, and made-up rarer
// words from syllables, drawn with a Zipf-like skew as running text is.
const SYLLABLES = [
  'ca',
  'to',
  're',
  'mi',
  'lo',
  'sa',
  'ne',
  'pi',
  'ro',
  'da',
  'ven',
  'ter',
  'gli',
  'str',
  'an',
  'co',
];
const FUNCTION = [
  'il',
  'la',
  'di',
  'che',
  'e',
  'a',
  'per',
  'un',
  'in',
  'del',
  'della',
  'non',
  'si',
  'con',
  'le',
];
const vocabulary = [...FUNCTION, ...WORDS];
while (vocabulary.length < 30_000) {
  let w = '';
  const n = 2 + Math.floor(random() * 3);
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  vocabulary.push(w);
}
const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!;

function altoOfPage(): string {
  const lines: string[] = [];
  let y = 100;
  for (let n = 0; n < wordsPerPage; ) {
    const strings: string[] = [];
    let x = 100;
    for (let k = 0; k < 10 && n < wordsPerPage; k++, n++) {
      const w = word();
      strings.push(`<String CONTENT="${w}" HPOS="${x}" VPOS="${y}" WIDTH="${w.length * 24}" HEIGHT="40"/>`);
      x += w.length * 24 + 20;
    }
    lines.push(`<TextLine>${strings.join('<SP/>')}</TextLine>`);
    y += 60;
  }
  return `<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description><Layout><Page WIDTH="2000" HEIGHT="3000"><PrintSpace><TextBlock>${lines.join('')}</TextBlock></PrintSpace></Page></Layout></alto>`;
}

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};
const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (v: number) => `${v.toFixed(2)} ms`;
const mb = (v: number) => `${(v / 1024 / 1024).toFixed(0)} MB`;
const memory = () => {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

console.log(
  `fulltext bench: ${records} records (it), ${docs} documents x ${totalPages / docs} pages x ${wordsPerPage} words`,
);
/** The records of one NDJSON file, a line at a time (never the file's text at once). */
async function readRecords(file: string): Promise<CatalogueRecord[]> {
  const out: CatalogueRecord[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (line.trim()) out.push(JSON.parse(line) as CatalogueRecord);
  return out;
}
const dataset = values.data
  ? await readRecords(join(values.data, 'catalogue', 'data_it.ndjson'))
  : buildDemoDataset(records).data.it;
if (values.data) console.log(`read ${dataset.length} records from ${values.data}`);
const withText = dataset.filter((r) => r.table === 'ca_objects' && r.access === 1).slice(0, docs);
if (withText.length < docs) throw new Error(`only ${withText.length} public ca_objects records`);

// 1. ALTO reading (the import's new work), one page at a time, nothing held but the result.
let altoBytes = 0;
let altoWords = 0;
const perDoc = Math.ceil(totalPages / docs);
const started = performance.now();
for (const [d, record] of withText.entries()) {
  const pages = [];
  for (let p = 1; p <= perDoc && d * perDoc + p <= totalPages; p++) {
    const xml = altoOfPage();
    altoBytes += xml.length;
    const read = readPage(p, 'alto', xml);
    if (!read.ok) throw new Error(read.reason);
    altoWords += read.page.text.split(/[ \n]/).length;
    pages.push(read.page);
  }
  record.fulltext = pages;
}
const altoMs = performance.now() - started;
console.log(
  `ALTO read: ${totalPages} pages, ${(altoWords / 1e6).toFixed(2)}M words, ${mb(altoBytes)} of XML in ${(altoMs / 1000).toFixed(1)} s (${Math.round(altoWords / (altoMs / 1000)).toLocaleString('en')} words/s)`,
);

async function openStore(name: string, withPages: boolean) {
  const dir = join(tmpdir(), `oa-fulltext-bench-${process.pid}-${name}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeNdjson(
    join(dir, 'data_it.ndjson'),
    withPages ? dataset : dataset.map((r) => (r.fulltext ? { ...r, fulltext: undefined } : r)),
  );
  const before = memory();
  const t = performance.now();
  const store = new EmbeddedCatalogueStore(dir);
  await store.load({ watchMs: 0 });
  const loadMs = performance.now() - t;
  const held = memory() - before;
  return { store, dir, loadMs, held };
}

let pgServer: PgServer | undefined;
async function openPgStore(name: string, withPages: boolean) {
  pgServer ??= await startPostgres({
    settings: {
      shared_buffers: values['shared-buffers'],
      max_wal_size: '4GB',
      ...(values['pg-log']
        ? { log_min_duration_statement: 15, log_autovacuum_min_duration: 0, log_checkpoints: 'on' }
        : {}),
    },
  });
  const url = await pgServer.createDatabase(name.replace(/-/g, '_'));
  const store = await PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 600_000 });
  const docs = withPages ? dataset : dataset.map((r) => (r.fulltext ? { ...r, fulltext: undefined } : r));
  const t = performance.now();
  for (let i = 0; i < docs.length; i += 2000)
    await store.upsert({ locale: 'it', kind: 'data', docs: docs.slice(i, i + 2000) });
  await store.publish();
  const loadMs = performance.now() - t;
  const size = await store.pool.query<{ bytes: string }>(
    'SELECT pg_database_size(current_database()) AS bytes',
  );
  return { store, dir: undefined, loadMs, held: Number(size.rows[0]!.bytes) };
}

const request = (text: string): SearchRequest => ({
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
const analyzer = analyzerFor('it');
const catalogueWords = WORDS.slice(0, 60);
const textWords = Array.from({ length: 200 }, () => vocabulary[15 + Math.floor(random() * 3000)]!);

async function timed(fn: (i: number) => Promise<unknown>) {
  // Warm up first (JIT, first decodes), then measure.
  for (let i = 0; i < 30; i++) await fn(queries + i);
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return times;
}

const rows: string[] = [];
type Opened = { store: CatalogueStore; dir: string | undefined; loadMs: number; held: number };
const variants = ['without page text', 'with page text'] as const;
const opened: Opened[] = [];
for (const variant of variants) {
  const store: Opened = await (values.postgres ? openPgStore : openStore)(
    variant.replace(/ /g, '-'),
    variant === 'with page text',
  );
  opened.push(store);
  rows.push(
    `${values.postgres ? 'PostgreSQL, ' : ''}${variant}: index built in ${(store.loadMs / 1000).toFixed(1)} s, holds ${mb(store.held)}`,
  );
}
const [without, withPages] = opened as [Opened, Opened];
if (values.postgres) {
  const t = performance.now();
  for (const { store } of opened) {
    const client = await (store as PgCatalogueStore).pool.connect();
    try {
      await client.query('SET statement_timeout = 0');
      await client.query('VACUUM (ANALYZE)');
    } finally {
      client.release();
    }
  }
  await (without.store as PgCatalogueStore).pool.query('CHECKPOINT');
  rows.push(
    `PostgreSQL: both databases settled (VACUUM ANALYZE, CHECKPOINT) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

// The records are in the stores now. Held on here (GBs of heap at 1M), the bench process's own
// garbage collector would mark them during the timed searches, more often for the variant whose
// answers carry more (page text): the gateway that serves the searches holds none of them.
dataset.length = 0;
gc?.();
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
  store.search('it', request(catalogueWords[i % catalogueWords.length]!));
// Every word once on each store first: the measured searches find what they read in memory, as a
// site's do after its first visitors (a cold page read is the disk's time, not page text's).
for (let i = 0; i < catalogueWords.length; i++) {
  await catalogueSearch(without.store, queries + i);
  await catalogueSearch(withPages.store, queries + i);
}
const plain: [number[], number[]] = [[], []];
gcWatch.observe({ entryTypes: ['gc'] });
for (let i = 0; i < queries; i++)
  for (const v of i % 2 ? [1, 0] : [0, 1]) {
    const t = performance.now();
    await catalogueSearch(opened[v]!.store, i);
    plain[v]!.push(performance.now() - t);
  }
await new Promise((resolve) => setImmediate(resolve));
gcWatch.disconnect();
rows.push(
  `  the bench's garbage collection during those searches: ${ms(gcMs)} in all, longest ${ms(gcLongest)}`,
);
for (const [v, variant] of variants.entries())
  rows.push(
    `  ${variant}: text search (catalogue words) p50 ${ms(p50(plain[v]!))} p95 ${ms(p95(plain[v]!))}`,
  );
rows.push(
  `  ratio with / without page text: p50 ${(p50(plain[1]) / p50(plain[0])).toFixed(2)}x p95 ${(p95(plain[1]) / p95(plain[0])).toFixed(2)}x`,
);

{
  const { store } = withPages;
  // Words found in the page text: the query alone, then with the snippets of the 20 cards shown.
  const alone = await timed((i) => store.search('it', request(textWords[i % textWords.length]!)));
  rows.push(`  full-text query alone p50 ${ms(p50(alone))} p95 ${ms(p95(alone))}`);
  let hits = 0;
  const full = await timed(async (i) => {
    const req = request(textWords[i % textWords.length]!);
    const page = await store.search('it', req);
    hits += page.count;
    for (const r of page.data) if (r.fulltext) snippetOf(r.fulltext, req.terms, analyzer);
  });
  rows.push(
    `  full-text query + snippets p50 ${ms(p50(full))} p95 ${ms(p95(full))} (mean ${Math.round(hits / queries)} records a query)`,
  );
  const inDoc = await timed((i) =>
    searchRecordText(
      store,
      'it',
      'ca_objects',
      withText[i % withText.length]!.id,
      textWords[i % textWords.length]!,
    ),
  );
  rows.push(`  in-document search (${perDoc} pages) p50 ${ms(p50(inDoc))} p95 ${ms(p95(inDoc))}`);
}
for (const { store, dir } of opened) {
  await store.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}
if (pgServer && values['pg-log'])
  await copyFile(join(dirname(pgServer.dataDir), 'server.log'), values['pg-log']);
await pgServer?.stop();
for (const row of rows) console.log(row);
