import { parseArgs } from 'node:util';
import { generateDemoDataset } from '@archive/gateway/catalogue/demo/generate';
import { rawAggregatePg, rawFindPg, rawPgAnswers } from '@archive/gateway/catalogue/postgres/raw-query';
import { createRawTestTables } from '@archive/gateway/catalogue/postgres/raw-test-tables';
import { openPgPool } from '@archive/gateway/lib/pg-pool';
import { startPostgres } from '../../gateway/test/postgres/pg-server';
import { seedShapes } from './seed-shapes';

/**
 * The seed's raw shapes (seed-shapes.ts) answered by PostgreSQL through the raw translator
 * (gateway/src/catalogue/postgres/raw-query.ts), in process, on a throw-away server holding the
 * demo catalogue's Italian records: first with only the agreed primary keys, then with the
 * expression indexes the translator's SQL is written for (catalogue README, "Raw calls on
 * PostgreSQL"). Prints p50/p95 per shape and how each was answered.
 *
 *   node --import tsx bench/src/raw-postgres-bench.ts [--records 100000] [--repeat 10]
 */
const { values } = parseArgs({
  options: { records: { type: 'string', default: '100000' }, repeat: { type: 'string', default: '10' } },
});
const records = Number(values.records);
let t = performance.now();
const docs = generateDemoDataset(records).data.it;
console.log(`${docs.length} records generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const server = await startPostgres({ settings: { shared_buffers: '256MB', work_mem: '16MB' } });
// A bench stopped by a signal (a timeout, Ctrl-C) must not leave its server running.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
const pool = openPgPool(await server.createDatabase('raw_bench'), {
  applicationName: 'raw-bench',
  statementTimeoutMs: 60_000,
});
try {
  await createRawTestTables(pool);
  t = performance.now();
  for (let i = 0; i < docs.length; i += 2000) {
    await pool.query(
      `INSERT INTO catalogue_data (locale, tbl, id, doc)
       SELECT 'it', d->>'table', d->>'id', d FROM jsonb_array_elements($1::jsonb) d`,
      [JSON.stringify(docs.slice(i, i + 2000))],
    );
  }
  await pool.query('ANALYZE catalogue_data');
  console.log(`loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const shapes = seedShapes(records);
  const runShapes = async (label: string) => {
    console.log(`\n${label}`);
    // The floor: one scan reading every record's access flag (what a call over everything costs).
    const floor: number[] = [];
    for (let i = 0; i < 5; i++) {
      t = performance.now();
      await pool.query(
        `SELECT count(*) FROM catalogue_data r WHERE r.locale = 'it' AND r.doc->'access' = '1'::jsonb`,
      );
      floor.push(performance.now() - t);
    }
    floor.sort((a, b) => a - b);
    console.log(
      `${'floor: count of public records (one scan)'.padEnd(48)} p50 ${floor[2]!.toFixed(1).padStart(7)} ms`,
    );
    for (const shape of shapes) {
      const before = { ...rawPgAnswers };
      const call = (i: number) => {
        const { table, query, sort, limit, skip } = shape.body(i);
        return shape.path === 'aggregate'
          ? rawAggregatePg(pool, table, query as Record<string, unknown>[], 1000)
          : rawFindPg(pool, {
              collection: table,
              query: query as Record<string, unknown>,
              sort,
              limit: limit ?? 20,
              skip: skip ?? 0,
            });
      };
      const times: number[] = [];
      let outcome = 'ok';
      for (let i = 0; i <= Number(values.repeat); i++) {
        t = performance.now();
        try {
          await call(i);
        } catch (err) {
          outcome = (err as { code?: string }).code ?? (err as Error).message;
        }
        if (i > 0) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))]!.toFixed(1);
      const how = (Object.keys(rawPgAnswers) as (keyof typeof rawPgAnswers)[])
        .filter((k) => rawPgAnswers[k] > before[k])
        .join('+');
      console.log(
        `${shape.name.replace(/^seed: /, '').padEnd(48)} p50 ${q(0.5).padStart(7)} ms  p95 ${q(0.95).padStart(7)} ms  ${how} ${outcome}`,
      );
    }
  };
  await runShapes('primary keys only');
  t = performance.now();
  await pool.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX ON catalogue_data USING gin ((doc->>'preferred_label') gin_trgm_ops);
    CREATE INDEX ON catalogue_data (locale, (doc->>'table'));
    CREATE INDEX ON catalogue_data (locale, (doc->'type_id'->'id'));
    CREATE INDEX ON catalogue_data (locale, ((doc->>'preferred_label') COLLATE "C") NULLS FIRST);
    CREATE INDEX ON catalogue_data USING gin (doc jsonb_path_ops);
    ANALYZE catalogue_data;
  `);
  console.log(`\nindexes built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await runShapes('with the expression indexes');
} finally {
  await pool.end();
  await server.stop();
}
process.exit(0);
