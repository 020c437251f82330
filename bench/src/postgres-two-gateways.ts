import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { importFiles } from '@archive/gateway/catalogue/import';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { listSnapshots, readNdjson } from '@archive/gateway/catalogue/snapshot';
import { type PgServer, startPostgres } from '../../gateway/test/postgres/pg-server';
import { type LoadRequest, type LoadResult, loadMixed } from './load';
import { pick, WORDS } from './seed-shapes';

/**
 * Two gateways, one PostgreSQL (issue 27; prints numbers, never a test): the catalogue and the
 * content both in the database (CATALOGUE_STORE=postgres, CONTENT_STORE=postgres), each gateway with
 * its own DATA_DIR as on two machines, and `--connections` keep-alive clients split between them
 * for `--seconds`: record by id (half the calls), one word + facets (a third), children (the rest).
 *
 *   node --import tsx bench/src/postgres-two-gateways.ts [--records 20000] [--connections 100]
 *     [--seconds 15] [--warmup 20] [--database-url URL]
 *
 * A gateway's first minute includes its OAI-PMH ledger scan of every public record (once per
 * locale and generation) and its first plans: the warm-up (`--warmup` seconds, 10 connections a
 * gateway) lets that pass before the measured run.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const records = Number(values.records);
const connections = Number(values.connections);
const here = dirname(fileURLToPath(import.meta.url));
const gatewayDir = join(here, '..', '..', 'gateway');
const catalogue = join(tmpdir(), `oa-bench-${records}`, 'catalogue');
if (!existsSync(join(catalogue, 'data_it.ndjson'))) await writeDemoDataset(catalogue, records);

let server: PgServer | undefined;
let url = values['database-url'];
if (!url) {
  server = await startPostgres({
    settings: { fsync: 'on', full_page_writes: 'on', shared_buffers: '256MB', max_connections: 200 },
  });
  url = await server.createDatabase('two');
}
const children: ChildProcess[] = [];
const dirs: string[] = [];
let stopping = false;

try {
  const store = await PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 600_000 });
  if (await store.isEmpty()) {
    const t = performance.now();
    const files = (await listSnapshots(catalogue)).map(({ file, kind, locale }) => ({ file, kind, locale }));
    await importFiles(store, files);
    console.log(
      `imported ${records} records x 3 locales in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
  }
  await store.close();
  const ids: string[] = [];
  const parents = new Set<string>();
  await readNdjson(join(catalogue, 'data_it.ndjson'), (line) => {
    const r = JSON.parse(line) as { id: string; table: string; access: number; parent?: string | null };
    if (r.access !== 1 || r.table !== 'ca_objects') return;
    ids.push(r.id);
    if (r.parent) parents.add(r.parent);
  });
  const nodes = [...parents];

  const startArgs = (
    JSON.parse(readFileSync(join(gatewayDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start
    .split(/\s+/)
    .slice(1);
  const origins: string[] = [];
  for (const n of [0, 1]) {
    const dataDir = await mkdtemp(join(tmpdir(), 'oa-pg-two-'));
    dirs.push(dataDir);
    const port = 19500 + (process.pid % 400) + n;
    const t = performance.now();
    const child = spawn(process.execPath, startArgs, {
      cwd: gatewayDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'fatal',
        NODE_ENV: 'production',
        CATALOGUE_SEED_RECORDS: '0',
        MONGO_RATE_LIMIT: '0',
        CATALOGUE_STORE: 'postgres',
        CONTENT_STORE: 'postgres',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`gateway ${n + 1} stopped (${code ?? signal}) before the bench ended`);
        process.exit(1);
      }
    });
    const origin = `http://127.0.0.1:${port}`;
    while (
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 100));
    console.log(`gateway ${n + 1} ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    origins.push(origin);
  }

  const next = (i: number): LoadRequest => {
    const k = i % 6;
    if (k < 3)
      return {
        path: '/api/public/catalogue/record',
        body: { table: 'ca_objects', id: pick(ids, i) },
        group: 'record',
      };
    if (k < 5)
      return { path: '/api/public/catalogue/search', body: { text: pick(WORDS, i) }, group: 'search' };
    return {
      path: '/api/public/catalogue/children',
      body: { table: 'ca_objects', id: pick(nodes, i), limit: 50 },
      group: 'children',
    };
  };
  const options = { connections: Math.ceil(connections / 2), seconds: Number(values.seconds) };
  await Promise.all(
    origins.map((o) => loadMixed(o, next, { connections: 10, seconds: Number(values.warmup) })),
  );
  const results = await Promise.all(origins.map((o) => loadMixed(o, next, options)));
  const line = (r: LoadResult) =>
    `${Math.round(r.perSecond)} answers/s, p50 ${r.p50.toFixed(0)} / p95 ${r.p95.toFixed(0)} / p99 ${r.p99.toFixed(0)} ms` +
    `${r.errors ? `, ${r.errors} not 200 (${[...r.statuses].map(([s, n]) => `${n} x ${s}`).join(', ')})` : ''}`;
  console.log(`${connections} connections for ${values.seconds} s, split over two gateways:`);
  results.forEach((groups, n) => {
    console.log(`  gateway ${n + 1}: ${line(groups.get('all')!)}`);
    for (const [name, r] of groups) if (name !== 'all') console.log(`    ${name}: ${line(r)}`);
  });
  const total = results.reduce((sum, g) => sum + g.get('all')!.perSecond, 0);
  console.log(`  both: ${Math.round(total)} answers/s`);
  for (const [n, child] of children.entries()) {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    console.log(
      `  gateway ${n + 1} RSS ${Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)} MB`,
    );
  }
} finally {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  await server?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
