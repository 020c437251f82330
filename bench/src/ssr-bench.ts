import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { readNdjson } from '@archive/gateway/catalogue/snapshot';
import { pick, WORDS } from './seed-shapes';

/**
 * Server rendering benchmark (prints numbers; never a test): the full HTML answer of a record page,
 * a search page and the home page, each next to the JSON call for the same data, measured in one
 * run, interleaved (so both see the same machine load), over keep-alive HTTP on loopback.
 * Bundles must be built (scripts/build.sh).
 *
 *   node --import tsx bench/src/ssr-bench.ts [--records 100000] [--requests 1000] [--data DIR]
 *
 * Targets (issue 14, 2-core machine): record page p95 <= 3x its JSON call and <= 15 ms; search page
 * p95 <= 30 ms.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '1000' },
    data: { type: 'string' },
  },
});
const records = Number(values.records);
const requests = Number(values.requests);
const here = dirname(fileURLToPath(import.meta.url));
const gatewayDir = join(here, '..', '..', 'gateway');
const dataDir = values.data ?? join(tmpdir(), `oa-bench-${records}`);
const catalogue = join(dataDir, 'catalogue');

if (!existsSync(join(catalogue, 'data_it.ndjson'))) {
  const t = performance.now();
  await writeDemoDataset(catalogue, records);
  console.log(`generated ${records} records x 3 locales in ${((performance.now() - t) / 1000).toFixed(1)} s`);
} else console.log(`reusing the dataset in ${dataDir}`);

interface Card {
  id: string;
  table: string;
  access: number;
  link?: string;
}
const objects: Card[] = [];
await readNdjson(join(catalogue, 'data_it.ndjson'), (line) => {
  const r = JSON.parse(line) as Card;
  if (r.access === 1 && r.table === 'ca_objects' && objects.length < 5000) objects.push(r);
});

const port = 19000 + (process.pid % 1000);
const origin = `http://127.0.0.1:${port}`;
const startArgs = (
  JSON.parse(readFileSync(join(gatewayDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .slice(1);
const gateway: ChildProcess = spawn(process.execPath, startArgs, {
  cwd: gatewayDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // One process, as these figures were first taken (bench:cluster measures the workers).
    WORKERS: process.env.WORKERS ?? '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => gateway.kill());

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      origin + path,
      {
        method,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

for (;;) {
  try {
    if ((await call('GET', '/api/health/ready')).status === 200) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
// The catalogue answers once its Italian index is ready; let the server builds warm up too.
await call('POST', '/api/public/catalogue/summaries', { locale: 'it' });
const recordPath = (i: number) => {
  const r = pick(objects, i);
  return r.link ?? `/oggetti/${r.id}`;
};

/** The canonical record URLs (a wrong title part answers 301), asked once from the API. */
const links = new Map<string, string>();
for (let i = 0; i < 200; i++) {
  const r = pick(objects, i);
  const answer = await call('POST', '/api/public/catalogue/record', {
    locale: 'it',
    table: r.table,
    id: r.id,
  });
  const link = (JSON.parse(answer.text) as { record?: { link?: string } }).record?.link;
  if (link) links.set(r.id, link);
}
const canonical = (i: number) => links.get(pick(objects, i % 200).id) ?? recordPath(i);

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99) };
};

async function pair(
  name: string,
  page: (i: number) => string,
  json: (i: number) => [string, unknown],
): Promise<{
  name: string;
  page: ReturnType<typeof percentiles>;
  json: ReturnType<typeof percentiles>;
  bytes: number;
}> {
  // The first renders may fall back to the client page while the server builds load (budget).
  let first = await call('GET', page(0));
  for (let tries = 0; tries < 20 && !first.text.includes('id="oa-page"'); tries++) {
    await new Promise((r) => setTimeout(r, 500));
    first = await call('GET', page(0));
  }
  if (first.status !== 200 || !first.text.includes('id="oa-page"'))
    throw new Error(`${name}: ${page(0)} was not rendered on the server (status ${first.status})`);
  const pageTimes: number[] = [];
  const jsonTimes: number[] = [];
  for (let i = 0; i < Math.min(100, requests / 10); i++) {
    await call('GET', page(i));
    await call('POST', ...json(i));
  }
  for (let i = 0; i < requests; i++) {
    let t = performance.now();
    const answer = await call('GET', page(i + 1000));
    pageTimes.push(performance.now() - t);
    if (answer.status !== 200) throw new Error(`${name}: ${page(i + 1000)} answered ${answer.status}`);
    t = performance.now();
    await call('POST', ...json(i + 1000));
    jsonTimes.push(performance.now() - t);
  }
  return { name, page: percentiles(pageTimes), json: percentiles(jsonTimes), bytes: first.text.length };
}

const rows = [
  await pair('record page', canonical, (i) => {
    const r = pick(objects, i % 200);
    return ['/api/public/catalogue/record', { locale: 'it', table: r.table, id: r.id }];
  }),
  await pair(
    'search page (one word, facets)',
    (i) => `/cerca?tags=${pick(WORDS, i)}`,
    (i) => [
      '/api/public/catalogue/search',
      { locale: 'it', text: pick(WORDS, i), filters: [], facets: true },
    ],
  ),
  await pair(
    'home page',
    () => '/',
    () => ['/api/public/firebase/getDocBySlug', { locale: 'it', name: 'options', collection: 'options' }],
  ),
];

console.log(
  `\nserver rendering, ${records} records, ${requests} requests a row (ms, HTML page vs JSON call)`,
);
console.log('row                              | page p50 | page p95 | page p99 | JSON p50 | JSON p95 | KB');
for (const r of rows)
  console.log(
    `${r.name.padEnd(32)} | ${r.page.p50.padStart(8)} | ${r.page.p95.padStart(8)} | ${r.page.p99.padStart(8)} | ${r.json.p50.padStart(8)} | ${r.json.p95.padStart(8)} | ${(r.bytes / 1024).toFixed(0)}`,
  );
const record = rows[0];
const search = rows[1];
if (record && search) {
  const ratio = Number(record.page.p95) / Number(record.json.p95);
  console.log(
    `\nrecord page p95 ${record.page.p95} ms = ${ratio.toFixed(1)}x its JSON call (targets <= 3x and <= 15 ms): ${ratio <= 3 && Number(record.page.p95) <= 15 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `search page p95 ${search.page.p95} ms (target <= 30 ms): ${Number(search.page.p95) <= 30 ? 'met' : 'NOT met'}`,
  );
}
gateway.kill();
process.exit(0);
