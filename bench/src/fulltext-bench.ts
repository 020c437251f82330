import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { buildDemoDataset } from '@archive/gateway/catalogue/demo/generate';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { readPage } from '@archive/gateway/catalogue/fulltext/read-page';
import type { CatalogueStore } from '@archive/gateway/catalogue/port';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { writeNdjson } from '@archive/gateway/catalogue/snapshot';
import { type PgServer, startPostgres } from '../../gateway/test/postgres/pg-server';
import { type SearchSpec, searchRows } from './fulltext-searches';
import { WORDS } from './seed-shapes';

const run = promisify(execFile);

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
const pgUrls: string[] = [];
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
  pgUrls.push(url);
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

const catalogueWords = WORDS.slice(0, 60);
const textWords = Array.from({ length: 200 }, () => vocabulary[15 + Math.floor(random() * 3000)]!);

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

const spec: SearchSpec = {
  catalogueWords,
  textWords,
  docIds: withText.map((r) => String(r.id)),
  perDoc,
  queries,
};
// The records are in the stores now: let them go (the gateway that serves searches holds none).
dataset.length = 0;
gc?.();
if (!values.postgres) rows.push(...(await searchRows([without.store, withPages.store], spec)));
else {
  // The searches from a process of their own (fulltext-searches.ts): this one holds the records.
  const specFile = join(tmpdir(), `oa-fulltext-searches-${process.pid}.json`);
  await writeFile(specFile, JSON.stringify(spec));
  const { stdout } = await run(
    process.execPath,
    [
      '--expose-gc',
      // As the gateway runs (scripts/start.sh): a larger young generation for short-lived answers.
      '--max-semi-space-size=32',
      '--import',
      'tsx',
      join(dirname(fileURLToPath(import.meta.url)), 'fulltext-searches.ts'),
      '--spec',
      specFile,
      '--without',
      pgUrls[0]!,
      '--with',
      pgUrls[1]!,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  await rm(specFile, { force: true });
  rows.push(...stdout.trimEnd().split('\n'));
}
for (const { store, dir } of opened) {
  await store.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}
if (pgServer && values['pg-log'])
  await copyFile(join(dirname(pgServer.dataDir), 'server.log'), values['pg-log']);
await pgServer?.stop();
for (const row of rows) console.log(row);
