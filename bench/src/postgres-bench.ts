import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serializeFilterToken } from '@archive/contracts/filters';
import { DEMO_PLACES } from '@archive/gateway/catalogue/demo/places';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { importFiles } from '@archive/gateway/catalogue/import';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { listSnapshots, readNdjson } from '@archive/gateway/catalogue/snapshot';
import { type PgServer, startPostgres } from '../../gateway/test/postgres/pg-server';
import { pick, placeId, seedShapes, WORDS } from './seed-shapes';

/**
 * The PostgreSQL catalogue store's figures (prints numbers; never a test): imports the demo
 * catalogue at scale through the import path (`npm run catalogue:import` does the same), prints
 * the import time and the database's size, starts the real gateway on it (ready time, RSS) and
 * measures p50/p95 of our search, record and the seed's raw shapes over keep-alive HTTP.
 *
 *   npm run bench:postgres -- [--records 100000] [--requests 300] [--data DIR] [--database-url URL]
 *     [--embedded] (the same rows on the embedded store after, for comparison)
 *
 * Without --database-url it starts a throw-away server (Debian's PostgreSQL, as the tests do) with
 * shared_buffers 256MB, fsync on.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    data: { type: 'string' },
    'database-url': { type: 'string' },
    rows: { type: 'string' },
    embedded: { type: 'boolean', default: false },
  },
});
const records = Number(values.records);
const requests = Number(values.requests);
const here = dirname(fileURLToPath(import.meta.url));
const gatewayDir = join(here, '..', '..', 'gateway');
const dataDir = values.data ?? join(tmpdir(), `oa-bench-${records}`);
const catalogue = join(dataDir, 'catalogue');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

if (!existsSync(join(catalogue, 'data_it.ndjson'))) {
  const t = performance.now();
  await writeDemoDataset(catalogue, records);
  console.log(`generated ${records} records x 3 locales in ${seconds(t)} s into ${dataDir}`);
} else console.log(`reusing the dataset in ${dataDir}`);

let server: PgServer | undefined;
let url = values['database-url'];
if (!url) {
  server = await startPostgres({
    settings: { fsync: 'on', full_page_writes: 'on', shared_buffers: '256MB', max_wal_size: '4GB' },
  });
  url = await server.createDatabase('bench');
}
const gatewayData = await mkdtemp(join(tmpdir(), 'oa-pg-bench-gateway-'));
let gateway: ChildProcess | undefined;
let stopping = false;
const cleanup = async () => {
  stopping = true;
  gateway?.kill('SIGTERM');
  await server?.stop();
  await rm(gatewayData, { recursive: true, force: true });
};

try {
  // Import: the same path as the command and the Settings upload (shape, check, batched upsert).
  const store = await PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 600_000 });
  const files = (await listSnapshots(catalogue)).map(({ file, kind, locale }) => ({ file, kind, locale }));
  let t = performance.now();
  // A --database-url already holding a catalogue (an earlier run's) is measured as it is.
  if (await store.isEmpty()) {
    // CPU seconds as well as wall time: on a shared machine the wall time says mostly how busy it was.
    const cpu = process.cpuUsage();
    const serverCpu = server ? serverCpuSeconds(server.dataDir) : 0;
    const reports = await importFiles(store, files);
    const lines = reports.reduce((sum, r) => sum + r.inserted + r.updated, 0);
    const importSeconds = (performance.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    console.log(
      `import: ${lines} lines (records, summaries, relations) in ${importSeconds.toFixed(1)} s, ${Math.round(lines / importSeconds)} lines/s`,
    );
    for (const r of reports)
      console.log(
        `  ${r.file.split('/').pop()}: ${r.inserted} inserted, ${r.updated} updated, ${r.refused} refused`,
      );
    console.log(
      `  CPU: this process ${((used.user + used.system) / 1e6).toFixed(0)} s${server ? `, PostgreSQL ${(serverCpuSeconds(server.dataDir) - serverCpu).toFixed(0)} s` : ''}`,
    );
  } else console.log('the database already holds a catalogue: not imported again');
  const sizes = await store.pool.query<{ name: string; total: string; indexes: string }>(
    `SELECT c.relname AS name, pg_size_pretty(pg_total_relation_size(c.oid)) AS total,
            pg_size_pretty(pg_indexes_size(c.oid)) AS indexes
     FROM pg_class c WHERE c.relname IN ('catalogue_data', 'catalogue_search', 'catalogue_summary', 'catalogue_relations')`,
  );
  const db = await store.pool.query<{ size: string }>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  console.log(`database: ${db.rows[0]!.size}`);
  for (const r of sizes.rows) console.log(`  ${r.name}: ${r.total} (indexes ${r.indexes})`);
  const indexSizes = await store.pool.query<{ name: string; size: string }>(
    `SELECT indexrelname AS name, pg_size_pretty(pg_relation_size(indexrelid)) AS size
     FROM pg_stat_user_indexes WHERE relname IN ('catalogue_data', 'catalogue_search')
     ORDER BY pg_relation_size(indexrelid) DESC`,
  );
  console.log(`  their indexes: ${indexSizes.rows.map((r) => `${r.name} ${r.size}`).join(', ')}`);
  await store.close();

  // Ids to ask for.
  const ids: string[] = [];
  const parents = new Map<string, number>();
  await readNdjson(join(catalogue, 'data_it.ndjson'), (line) => {
    const r = JSON.parse(line) as { id: string; table: string; access: number; parent?: string | null };
    if (r.access !== 1 || r.table !== 'ca_objects') return;
    ids.push(r.id);
    if (r.parent) parents.set(r.parent, (parents.get(r.parent) ?? 0) + 1);
  });
  const nodes = [...parents.keys()];

  /** Starts the real gateway on a store (ready: start to a healthy /api/health) and runs the rows. */
  const runGateway = async (label: string, storeEnv: Record<string, string>) => {
    // The real gateway on the database: ready time is start to a healthy /api/health.
    const port = 19000 + (process.pid % 1000);
    const startArgs = (
      JSON.parse(readFileSync(join(gatewayDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start
      .split(/\s+/)
      .slice(1);
    t = performance.now();
    const child = spawn(process.execPath, startArgs, {
      cwd: gatewayDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Failed answers are counted by status in each row; the log would drown them.
        LOG_LEVEL: 'fatal',
        NODE_ENV: 'production',
        CATALOGUE_SEED_RECORDS: '0',
        MONGO_RATE_LIMIT: '0',
        ...storeEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    gateway = child;
    child.on('exit', (code, signal) => {
      if (!stopping && gateway === child) {
        console.error(`the gateway stopped (${code ?? signal}) before the bench ended`);
        process.exit(1);
      }
    });
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      // Readiness: liveness (/api/health) answers 200 "starting" while the catalogue still loads.
      const ok = await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`${label}: gateway ready in ${seconds(t)} s, RSS ${(await rssMb(child.pid!)).toFixed(0)} MB`);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = (path: string, body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = httpRequest(
          `${base}${path}`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const measure = async (name: string, path: string, body: (i: number) => unknown, count = requests) => {
      if (values.rows && !values.rows.split(',').some((row) => name.includes(row))) return;
      for (let i = 0; i < Math.min(30, count); i++) await call(path, body(i + 5000));
      const times: number[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const status = await call(path, body(i));
        times.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      const odd = [...statuses].filter(([s]) => s !== 200);
      console.log(
        `  ${name}: p50 ${p(0.5)}, p95 ${p(0.95)} ms${odd.length ? ` (answers ${odd.map(([s, n]) => `${n} x ${s}`).join(', ')})` : ''}`,
      );
    };
    const search = '/api/public/catalogue/search';
    const place = (i: number) => {
      const pl = pick(DEMO_PLACES, i);
      return serializeFilterToken({
        type: 'common',
        id: `place-${pl.slug}`,
        name: pl.it,
        path: `/place/italia/${pl.region}/${pl.slug}`,
      });
    };
    console.log(`latency over HTTP, ${requests} calls a row, one at a time:`);
    await measure('search: one word + facets', search, (i) => ({ text: pick(WORDS, i) }));
    await measure('search: one word, no facets', search, (i) => ({ text: pick(WORDS, i), facets: false }));
    await measure('search: two words + facets', search, (i) => ({
      text: `${pick(WORDS, i)} ${pick(WORDS, i + 3)}`,
    }));
    await measure('search: phrase + facets', search, (i) => ({ text: `"${pick(WORDS, i)} di"` }));
    await measure('search: text + place + dates + facets', search, (i) => ({
      text: pick(WORDS, i),
      filters: [
        place(i),
        serializeFilterToken({ type: 'date', from: String(1850 + (i % 60)), to: String(1900 + (i % 60)) }),
      ],
    }));
    await measure(
      'search: everything + facets (no text, no filter)',
      search,
      () => ({}),
      Math.min(requests, 50),
    );
    await measure('search: everything, by date desc, page 3, no facets', search, () => ({
      sort: { field: 'data.start', order: 'desc' },
      skip: 40,
      facets: false,
    }));
    await measure('record by id', '/api/public/catalogue/record', (i) => ({
      table: 'ca_objects',
      id: pick(ids, i),
    }));
    await measure('children (50)', '/api/public/catalogue/children', (i) => ({
      table: 'ca_objects',
      id: pick(nodes, i),
      limit: 50,
    }));
    await measure('random images (4)', '/api/public/catalogue/random-images', () => ({}));
    await measure('timeline (all)', '/api/public/catalogue/timeline', (i) => ({ text: pick(WORDS, i) }));
    for (const shape of seedShapes(records))
      await measure(shape.name, `/api/public/mongo/${shape.path}`, shape.body, Math.min(requests, 100));
    await measure('raw search: filtri.id + table, 20', '/api/public/mongo/search', (i) => ({
      table: 'data_it',
      query: { 'filtri.id': placeId(i), table: 'ca_objects' },
      limit: 20,
      skip: 0,
    }));
    console.log(`${label}: gateway RSS after the rows: ${(await rssMb(child.pid!)).toFixed(0)} MB`);
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    stopping = false;
  };
  await runGateway('postgres', { CATALOGUE_STORE: 'postgres', DATABASE_URL: url, DATA_DIR: gatewayData });
  // The embedded store on the same snapshots, same machine, same run (--embedded).
  if (values.embedded) await runGateway('embedded', { CATALOGUE_STORE: 'embedded', DATA_DIR: dataDir });
} finally {
  await cleanup();
}

/** CPU seconds used so far by a PostgreSQL server's processes (the postmaster and its children). */
function serverCpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: ppid is the 2nd, utime and stime the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pid) === postmaster || Number(fields[1]) === postmaster)
        ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  // Linux counts in clock ticks of 1/100 s.
  return ticks / 100;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
