import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { HOSTILE } from './hostile-shapes';
import { type LoadResult, load, loadMixed } from './load';

/**
 * Cluster benchmark (issue 22; prints numbers, never a test): `npm start`'s server.ts with WORKERS=2
 * on a generated catalogue, then
 *   1. memory: RSS of the primary (which holds the catalogue) and of each worker, all locales and
 *      relations loaded and the raw rows warmed;
 *   2. an uncached record page (every URL a different record) p50/p95/p99 with 4 connections, alone
 *      and while 16 hostile raw calls run at once (bench/src/hostile-shapes.ts, each from its own
 *      address so the per-address flood control does not turn them away);
 *   3. a rolling restart (SIGHUP) while 100 connections run (90 on the record call, 10 on record
 *      pages): answers, connection errors and 5xx until every worker has been replaced;
 *   4. SIGTERM: the exit code and how long the drain took.
 * The machine is shared (2 cores, other work running): figures move between runs.
 *
 *   node --import tsx bench/src/cluster-bench.ts [--records 100000] [--data DIR] [--seconds 10]
 *     [--workers 2] [--skip-hostile] [--skip-restart] [--profile DIR]
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    data: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
    'skip-hostile': { type: 'boolean', default: false },
    'skip-restart': { type: 'boolean', default: false },
    /** Writes a CPU profile of the primary and of each worker into this folder (on exit). */
    profile: { type: 'string' },
  },
});
const records = Number(values.records);
const seconds = Number(values.seconds);
const here = dirname(fileURLToPath(import.meta.url));
const gatewayDir = join(here, '..', '..', 'gateway');
const dataDir = values.data ?? join(tmpdir(), `oa-bench-${records}`);
const catalogue = join(dataDir, 'catalogue');
if (!existsSync(join(catalogue, 'data_it.ndjson'))) {
  await writeDemoDataset(catalogue, records);
  console.log(`generated ${records} records x 3 locales into ${dataDir}`);
} else console.log(`reusing the dataset in ${dataDir}`);

// Public objects for the record calls of the restart row.
const objects: { id: string }[] = [];
const lines = createInterface({ input: createReadStream(join(catalogue, 'data_it.ndjson')) });
for await (const line of lines) {
  const r = JSON.parse(line) as { id: string; table: string; access: number };
  if (r.access === 1 && r.table === 'ca_objects') objects.push({ id: r.id });
  if (objects.length >= 40_000) break;
}
lines.close();
/**
 * Canonical record page URLs, as the search lists them (a URL built from the label alone lacks
 * what the canonical one adds, such as the date, and answers 301: runs before 2026-11-26 late
 * evening measured those redirects, not pages). Filled once the gateway is up.
 */
const pageUrls: string[] = [];
/** Pages are asked for as a browser asks (brotli): a cached page is then sent as stored. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
let nextPage = 0;
const freshRecordPage = () => pageUrls[nextPage++ % pageUrls.length]!;

const port = 20000 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
let output = '';
const started = performance.now();
// Workers are forked with the primary's flags: --cpu-prof gives one profile per process.
const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
const gateway: ChildProcess = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/server.ts'], {
  cwd: gatewayDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    WORKERS: values.workers,
    // The bench's own addresses send far more than a visitor: the flood control is not measured here.
    MONGO_RATE_LIMIT: '100000',
    MONGO_RATE_BURST: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
gateway.stdout?.on('data', (chunk) => {
  output += chunk;
});
process.on('exit', () => gateway.kill('SIGKILL'));
const printed = async (text: string, from = 0) => {
  while (output.indexOf(text, from) === -1) {
    if (gateway.exitCode !== null) throw new Error(`the gateway exited:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function send(method: 'GET' | 'POST', path: string, body?: unknown, localAddress?: string): Promise<number> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        ...(localAddress ? { localAddress, agent: false } : { agent }),
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/** A JSON call's answer body (the bench's own set-up calls). */
async function json(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

/** The node processes of the gateway: the primary and its workers (tsx's esbuild helpers left out). */
async function processes(): Promise<{ pid: number; role: string; rssMb: number }[]> {
  const rss = async (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const primary = gateway.pid!;
  const children = (await readFile(`/proc/${primary}/task/${primary}/children`, 'utf8')).trim().split(/\s+/);
  const out = [{ pid: primary, role: 'primary', rssMb: await rss(primary) }];
  for (const child of children.filter(Boolean).map(Number)) {
    const comm = (await readFile(`/proc/${child}/comm`, 'utf8').catch(() => '')).trim();
    if (comm === 'node' || comm.startsWith('node'))
      out.push({ pid: child, role: 'worker', rssMb: await rss(child) });
  }
  return out;
}

const row = (name: string, r: LoadResult) => {
  const fives = [...r.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const statuses = [...r.statuses].map(([s, c]) => `${s}:${c}`).join(' ');
  console.log(
    `| ${name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} | ${r.statuses.get(0) ?? 0} | ${fives} | ${statuses} |`,
  );
};
const header = () => {
  console.log('| what | answers | /s | p50 ms | p95 ms | p99 ms | max ms | conn. errors | 5xx | statuses |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
};

// 0. start
if (Number(values.workers) > 1) await printed('all workers ready');
for (;;) {
  if ((await send('GET', '/api/health/ready')) === 200) break;
  await new Promise((r) => setTimeout(r, 100));
}
const readySeconds = (performance.now() - started) / 1000;
// Every locale and its relations, the raw worker, the JIT. A worker answers 503 after
// CATALOGUE_IPC_TIMEOUT_MS (30 s) while the primary still loads a locale: ask again.
const warm = async (path: string, body: unknown) => {
  for (let status = 0; status !== 200; ) {
    status = await send('POST', path, body);
    if (status !== 200 && status !== 503) throw new Error(`${path} answered ${status}`);
  }
};
await warm('/api/public/catalogue/summaries', { locale: 'fr' });
await warm('/api/public/mongo/related/relations_fr/ca_objects/1', {});
const warmSeconds = (performance.now() - started) / 1000;
await send('POST', '/api/public/mongo/aggregate', {
  locale: 'it',
  table: 'data_it',
  query: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }],
});
for (let skip = 0; pageUrls.length < 12_000; skip += 100) {
  const cards = (await json('/api/public/catalogue/search', { locale: 'it', filters: [], limit: 100, skip }))
    .data as { link?: string }[] | undefined;
  for (const card of cards ?? []) if (card.link) pageUrls.push(card.link);
  if ((cards?.length ?? 0) < 100) break;
}
for (let i = 0; i < 20; i++) await send('GET', freshRecordPage());

// 1. memory
const procs = await processes();
const total = procs.reduce((n, p) => n + p.rssMb, 0);
console.log(
  `\n${records} records x 3 locales, WORKERS=${values.workers}: every worker ready in ${readySeconds.toFixed(1)} s`,
);
console.log(`every locale and its relations loaded after ${warmSeconds.toFixed(1)} s`);
console.log(
  `RSS: ${procs.map((p) => `${p.role} ${p.rssMb.toFixed(0)} MB`).join(', ')}; total ${total.toFixed(0)} MB`,
);

// 2. record pages alone, then beside 16 hostile raw calls
if (!values['skip-hostile']) {
  console.log(
    `\nrecord pages (4 connections, ${seconds} s each; uncached: every URL a different record; cached: 50 pages drawn before):\n`,
  );
  header();
  // GET of the path itself (load()'s GET form appends to the base's path: '//oggetti/...', a 301).
  const pages = async () =>
    (
      await loadMixed(base, () => ({ method: 'GET', path: freshRecordPage(), headers: BROWSER }), {
        connections: 4,
        seconds,
      })
    ).get('all') as LoadResult;
  // Cached pages: 50 record pages drawn once, then asked in turn (each answer a cache hit).
  const cachedUrls = pageUrls.slice(-50);
  for (const url of cachedUrls) await send('GET', url);
  let nextCached = 0;
  const cached = async () =>
    (
      await loadMixed(
        base,
        () => ({ method: 'GET', path: cachedUrls[nextCached++ % cachedUrls.length]!, headers: BROWSER }),
        {
          connections: 4,
          seconds,
        },
      )
    ).get('all') as LoadResult;
  row('record page, quiet', await pages());
  row('cached record page, quiet', await cached());
  let attacking = true;
  const hostileStatuses = new Map<number, number>();
  let hostileSent = 0;
  const attacks = Array.from({ length: 16 }, async (_, k) => {
    const shape = HOSTILE[k % HOSTILE.length]!;
    const body = JSON.stringify(shape.body);
    const address = `127.0.9.${10 + k}`;
    while (attacking) {
      const status = await send('POST', shape.url, body, address);
      hostileSent++;
      hostileStatuses.set(status, (hostileStatuses.get(status) ?? 0) + 1);
    }
  });
  row('record page, 16 hostile raw calls running', await pages());
  row('cached record page, 16 hostile raw calls running', await cached());
  attacking = false;
  await Promise.all(attacks);
  console.log(
    `\nhostile raw calls sent meanwhile: ${hostileSent} (${[...hostileStatuses].map(([s, c]) => `${s}:${c}`).join(' ')})`,
  );
}

// 3. rolling restart under 100 connections
if (!values['skip-restart'] && Number(values.workers) > 1) {
  const before = (await processes()).filter((p) => p.role === 'worker').map((p) => p.pid);
  const from = output.length;
  let done = false;
  let restartSeconds = 0;
  const restart = (async () => {
    await new Promise((r) => setTimeout(r, 2000));
    const t = performance.now();
    gateway.kill('SIGHUP');
    await printed('rolling restart done', from);
    restartSeconds = (performance.now() - t) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    done = true;
  })();
  const calls = load(
    `${base}/api/public/catalogue/record`,
    (i) => ({ locale: 'it', table: 'ca_objects', id: objects[i % objects.length]!.id }),
    { connections: 90, seconds: 600, stop: () => done },
  );
  const pages = loadMixed(base, () => ({ method: 'GET', path: freshRecordPage(), headers: BROWSER }), {
    connections: 10,
    seconds: 600,
    stop: () => done,
  }).then((groups) => groups.get('all') as LoadResult);
  const [callResult, pageResult] = await Promise.all([calls, pages, restart]);
  const after = (await processes()).filter((p) => p.role === 'worker').map((p) => p.pid);
  console.log(
    `\nrolling restart (SIGHUP) under 100 connections: every worker replaced in ${restartSeconds.toFixed(1)} s` +
      ` (workers ${before.join(', ')} -> ${after.join(', ')}; none kept: ${after.every((p) => !before.includes(p))})\n`,
  );
  header();
  row('record call (90 connections)', callResult);
  row('record page (10 connections)', pageResult);
}

// 4. SIGTERM
const t = performance.now();
gateway.kill('SIGTERM');
const code = await new Promise<number | null>((resolve) => gateway.once('exit', (c) => resolve(c)));
console.log(`\nSIGTERM: exit code ${code} after ${((performance.now() - t) / 1000).toFixed(1)} s`);
agent.destroy();
