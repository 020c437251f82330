import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@archive/gateway/app';
import { testConfig } from '@archive/gateway/config/index';
import type { ContentStore } from '@archive/gateway/content/port';
import { PostgresContentStore } from '@archive/gateway/content/postgres-store';
import { SqliteContentStore } from '@archive/gateway/content/sqlite-store';
import { startPostgres } from '../../gateway/test/postgres/pg-server';

/**
 * The content store on SQLite and on PostgreSQL, side by side (prints numbers; never a test):
 * store calls one after another (create, read, revision-checked update, list a page), a burst of
 * concurrent saves, then the API through two gateways (separate DATA_DIRs) on one database with
 * `--concurrency` requests in flight. PostgreSQL is a throw-away server on this machine started
 * like the tests' (fsync off: writes are cheaper than on a durable server).
 *
 *   node --import tsx bench/src/content-store-bench.ts [--docs 2000] [--concurrency 100] [--requests 4000]
 */
const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '100' },
    requests: { type: 'string', default: '4000' },
  },
});
const DOCS = Number(values.docs);
const CONCURRENCY = Number(values.concurrency);
const REQUESTS = Number(values.requests);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${pct(sorted, 0.5).toFixed(2)} ms  p95 ${pct(sorted, 0.95).toFixed(2)} ms  (${times.length})`,
  );
}
async function timed(n: number, call: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  return times;
}

async function storeBench(name: string, store: ContentStore) {
  console.log(`${name}:`);
  const data = (i: number) => ({ title: `Notizia ${i}`, date: 1_700_000_000 + i, text: 'x'.repeat(800) });
  const doc = (i: number) => ({
    collection: 'news' as const,
    locale: 'it' as const,
    name: `n-${i}`,
    published: true,
  });
  report('saveDoc (create)', await timed(DOCS, (i) => store.saveDoc({ ...doc(i), data: data(i) })));
  report('getDoc', await timed(DOCS, (i) => store.getDoc('news', 'it', `n-${i}`)));
  report(
    'saveDoc (update, revision checked)',
    await timed(DOCS, (i) => store.saveDoc({ ...doc(i), data: data(i), expectedRevision: 1 })),
  );
  report(
    'listDocs (page of 20)',
    await timed(200, (i) =>
      store.listDocs({
        collection: 'news',
        locale: 'it',
        publishedOnly: true,
        limit: 20,
        skip: (i % 10) * 20,
      }),
    ),
  );
  const t = performance.now();
  await Promise.all(
    Array.from({ length: DOCS }, (_, i) => store.saveDoc({ ...doc(i), data: data(i), expectedRevision: 2 })),
  );
  console.log(`  ${DOCS} concurrent updates: ${Math.round(DOCS / ((performance.now() - t) / 1000))} saves/s`);
}

const folders: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oa-content-bench-'));
  folders.push(dir);
  return dir;
};

const server = await startPostgres();
try {
  const sqlite = new SqliteContentStore(join(temp(), 'content.sqlite'));
  await storeBench('embedded SQLite', sqlite);
  await sqlite.close();
  const pgStore = await PostgresContentStore.open(await server.createDatabase('bench_store'));
  await storeBench('PostgreSQL', pgStore);
  await pgStore.close();

  const url = await server.createDatabase('bench_site');
  const gateway = () =>
    buildApp(
      testConfig({
        DATA_DIR: temp(),
        CATALOGUE_SEED_RECORDS: '0',
        CONTENT_STORE: 'postgres',
        DATABASE_URL: url,
        DATABASE_POOL_MAX: '20',
        SERVER_RENDERING: 'false',
      }),
    );
  const apps = [await gateway(), await gateway()];
  await Promise.all(apps.map((a) => a.ready()));
  let next = 0;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        const res = await apps[worker % 2]!.inject({
          method: 'POST',
          url: '/api/public/firebase/getDocs',
          payload: { collection: 'news', locale: i % 2 ? 'it' : 'en' },
        });
        if (res.statusCode !== 200) throw new Error(`getDocs ${res.statusCode}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`two gateways, one database, ${CONCURRENCY} requests in flight (getDocs, demo news):`);
  report('getDocs', times);
  console.log(`  ${Math.round(REQUESTS / seconds)} requests/s over both`);
  const { rows } = await (apps[0]!.content.store as PostgresContentStore).pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'archive-content'`,
  );
  console.log(`  database connections held by both gateways: ${rows[0]?.n}`);
  await Promise.all(apps.map((a) => a.close()));
} finally {
  await server.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
