import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { readNdjson } from '@archive/gateway/catalogue/snapshot';
import { startPostgres } from '../../gateway/test/postgres/pg-server';

/**
 * Random images on the PostgreSQL store by the three ways a locale's image pool is held (prints
 * numbers; never a test): the keys in memory (up to 200k images), the places alone (past it), or
 * numbered in the database on each call (past 5M). One locale (it) of the demo catalogue.
 *
 *   node --import tsx bench/src/pg-random-images-bench.ts [--records 100000] [--calls 100]
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '100' },
  },
});
const records = Number(values.records);
const calls = Number(values.calls);
const dir = join(tmpdir(), `oa-bench-${records}`, 'catalogue');
if (!existsSync(join(dir, 'data_it.ndjson'))) await writeDemoDataset(dir, records);
const server = await startPostgres({ settings: { shared_buffers: '256MB' } });
try {
  const url = await server.createDatabase('random_images');
  const loader = await PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 600_000 });
  let batch: CatalogueRecord[] = [];
  const flush = async () => {
    if (batch.length) await loader.upsert({ locale: 'it', kind: 'data', docs: batch });
    batch = [];
  };
  const lines: string[] = [];
  await readNdjson(join(dir, 'data_it.ndjson'), (line) => {
    lines.push(line);
  });
  for (const line of lines) {
    batch.push(JSON.parse(line) as CatalogueRecord);
    if (batch.length === 2000) await flush();
  }
  await flush();
  await loader.publish();
  await loader.close();
  console.log(`${records} records (it) in PostgreSQL; ${calls} calls a row of 6 random images after 10`);
  for (const [name, imagesHeld] of [
    ['keys held (<= 200k images)', { keys: 1e9, places: 1e9 }],
    ['places held (past 200k)', { keys: 0, places: 1e9 }],
    ['numbered on each call (past 5M)', { keys: 0, places: 0 }],
  ] as const) {
    const store = await PgCatalogueStore.open({ url, pollMs: 0, imagesHeld });
    const times: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < calls + 10; i++) {
      const t = performance.now();
      await store.randomImages('it', { count: 6, orientation: 'any' });
      if (i >= 10) times.push(performance.now() - t);
    }
    const first = times.length ? performance.now() - t0 : 0;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
    console.log(
      `  ${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (whole row ${(first / 1000).toFixed(1)} s)`,
    );
    await store.close();
  }
} finally {
  await server.stop();
}
