import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@archive/gateway/app';
import { testConfig } from '@archive/gateway/config/index';
import { PostgresContentStore } from '@archive/gateway/content/postgres-store';
import { startPostgres } from '../../gateway/test/postgres/pg-server';

/**
 * How fast a gateway on CONTENT_STORE=postgres answers when its database goes away (prints
 * numbers; the tests only check the answers): PostgreSQL stopped (connections refused), and a
 * database host that accepts connections but never answers (a network partition), which only the
 * pool's 2 s connect timeout ends.
 *
 *   node --import tsx bench/src/content-faults-bench.ts
 */
const dataDir = mkdtempSync(join(tmpdir(), 'oa-faults-bench-'));
const server = await startPostgres();
const ms = (t: number) => `${Math.round(performance.now() - t)} ms`;
try {
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      CATALOGUE_SEED_RECORDS: '0',
      CONTENT_STORE: 'postgres',
      DATABASE_URL: await server.createDatabase('faults_bench'),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    }),
  );
  await app.ready();
  const call = () =>
    app.inject({
      method: 'POST',
      url: '/api/public/firebase/getDocs',
      payload: { collection: 'news', locale: 'it' },
    });
  await call();
  let t = performance.now();
  await server.halt();
  console.log(`PostgreSQL stopped (fast shutdown) in ${ms(t)}`);
  for (const [label, run] of [
    ['GET /api/health', () => app.inject('/api/health')],
    ['POST getDocs', call],
    ['POST getDocs again', call],
  ] as const) {
    t = performance.now();
    const res = await run();
    console.log(`  ${label}: ${res.statusCode} in ${ms(t)}`);
  }
  t = performance.now();
  await server.resume();
  console.log(`PostgreSQL started again in ${ms(t)}`);
  t = performance.now();
  const back = await call();
  console.log(`  first getDocs after the restart: ${back.statusCode} in ${ms(t)}`);
  await app.close();

  // A host that takes the connection and never says a word.
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  t = performance.now();
  const failed = await PostgresContentStore.open(`postgres://postgres@127.0.0.1:${port}/x`).catch(
    (e: Error) => e,
  );
  console.log(
    `silent database host: the store refuses to open after ${ms(t)} (${(failed as Error).message})`,
  );
  for (const s of sockets) s.destroy();
  silent.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
