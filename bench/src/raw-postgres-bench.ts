import { parseArgs } from 'node:util';
import type { Locale } from '@archive/contracts/locales';
import { generateDemoDataset } from '@archive/gateway/catalogue/demo/generate';
import { CATALOGUE_MIGRATIONS, migrateCatalogue } from '@archive/gateway/catalogue/postgres/migrations';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { RAW_COLUMNS_MIGRATION } from '@archive/gateway/catalogue/postgres/raw-columns-migration';
import { RAW_META_MIGRATION } from '@archive/gateway/catalogue/postgres/raw-meta-migration';
import {
  type Db,
  rawAggregatePg,
  rawFindPg,
  rawPgAnswers,
  rawPgOptions,
} from '@archive/gateway/catalogue/postgres/raw-query';
import { openPgPool } from '@archive/gateway/lib/pg-pool';
import { startPostgres } from '../../gateway/test/postgres/pg-server';
import { pick, type SeedShape, seedShapes, WORDS } from './seed-shapes';

/**
 * The seed's raw shapes (seed-shapes.ts) on PostgreSQL through the raw translator
 * (gateway/src/catalogue/postgres/raw-query.ts), in process, A against B on one throw-away server:
 *
 * - A: a database of migration 9 (the common shapes from catalogue_search's columns; a
 *   `metadati.value` $regex and the $facet's group by type name from the docs), no count cache;
 * - B: the current schema (migration 10: metadata values with their trigram pre-filter, type
 *   names), no count cache;
 * - C: B's database with the count cache (raw-stamp-cache.ts): the second round repeats the first
 *   round's calls, as a visitor paging on does.
 *
 * `--before-9` runs the previous comparison instead (A: migrations 1-8, every call from the docs;
 * B: the current schema).
 *
 * Both are written by the store's own import path (PgCatalogueStore.upsert, batches of 5,000 as
 * the importer sends them; no publish()), so the import time and the index sizes are the rows
 * A and B each cost. Then p50/p95 per shape and how each was answered, and (--explain) the indexes
 * each statement B sends would use with the two dropped doc indexes built again.
 *
 *   node --import tsx bench/src/raw-postgres-bench.ts [--records 100000] [--repeat 10] [--locales it,en,fr]
 *     [--explain] [--import-rounds 1] [--skip-shapes] [--before-9] [--rounds 2]
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '10' },
    locales: { type: 'string', default: 'it,en,fr' },
    explain: { type: 'boolean', default: false },
    // Imports A, B, A, B... (a busy minute weighs on both); the shapes then run on the last pair.
    'import-rounds': { type: 'string', default: '1' },
    'skip-shapes': { type: 'boolean', default: false },
    'before-9': { type: 'boolean', default: false },
    // Rounds of the shapes (the variants alternate in each).
    rounds: { type: 'string', default: '2' },
  },
});
const records = Number(values.records);
const locales = values.locales.split(',') as Locale[];
let t = performance.now();
const dataset = generateDemoDataset(records);
console.log(
  `${records} records x ${locales.length} generated in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const server = await startPostgres({ settings: { shared_buffers: '256MB', work_mem: '16MB' } });
// A bench stopped by a signal (a timeout, Ctrl-C) must not leave its server running.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));

type Options = typeof rawPgOptions;
const ALL_ON: Options = { columns: true, metaColumns: true, countCache: true };
/** Each variant's database (imported once) and the options its shapes run with. */
const VARIANTS: { name: string; db: string; migrations: typeof CATALOGUE_MIGRATIONS; options: Options[] }[] =
  values['before-9']
    ? [
        {
          name: 'A (migrations 1-8, docs)',
          db: 'raw_a',
          migrations: CATALOGUE_MIGRATIONS.filter((m) => m.version < RAW_COLUMNS_MIGRATION.version),
          options: [{ columns: false, metaColumns: false, countCache: false }],
        },
        { name: 'B (current, columns)', db: 'raw_b', migrations: CATALOGUE_MIGRATIONS, options: [ALL_ON] },
      ]
    : [
        {
          name: 'A (migration 9)',
          db: 'raw_a',
          migrations: CATALOGUE_MIGRATIONS.filter((m) => m.version < RAW_META_MIGRATION.version),
          options: [{ columns: true, metaColumns: false, countCache: false }],
        },
        {
          name: 'B (migration 10)',
          db: 'raw_b',
          migrations: CATALOGUE_MIGRATIONS,
          options: [{ columns: true, metaColumns: true, countCache: false }, ALL_ON],
        },
      ];
const optionName = (o: Options) =>
  !o.columns ? 'docs' : !o.metaColumns ? 'migration 9' : o.countCache ? 'count cache on' : 'count cache off';

/** Every database's pool; the shapes run on the last A and B. */
const allPools: ReturnType<typeof openPgPool>[] = [];
/** --skip-shapes: stop after the imports. */
class Done extends Error {}
try {
  const rounds = Number(values['import-rounds']);
  for (let round = 1; round <= rounds; round++)
    for (const variant of VARIANTS) {
      const url = await server.createDatabase(`${variant.db}_${round}`);
      const store = await PgCatalogueStore.open({ url, pollMs: 0, migrations: variant.migrations });
      t = performance.now();
      let lines = 0;
      for (const locale of locales) {
        const docs = dataset.data[locale as 'it']!;
        for (let i = 0; i < docs.length; i += 5000) {
          await store.upsert({ locale, kind: 'data', docs: docs.slice(i, i + 5000) });
          lines += Math.min(5000, docs.length - i);
        }
      }
      const seconds = (performance.now() - t) / 1000;
      await store.close();
      const pool = openPgPool(url, { applicationName: 'raw-bench', statementTimeoutMs: 60_000 });
      allPools.push(pool);
      await pool.query('ANALYZE');
      const sizes = (
        await pool.query<{ name: string; mb: string }>(
          `SELECT c.relname AS name, round(pg_relation_size(c.oid) / 1048576.0, 1)::text AS mb FROM pg_class c
         WHERE c.relkind = 'i' AND c.relname ~ '^catalogue_(data|search)' ORDER BY pg_relation_size(c.oid) DESC`,
        )
      ).rows;
      const total = (
        await pool.query<{ mb: string }>(
          "SELECT round(sum(pg_relation_size(c.oid)) / 1048576.0, 1)::text AS mb FROM pg_class c WHERE c.relkind = 'i' AND c.relname ~ '^catalogue_(data|search)'",
        )
      ).rows[0]!.mb;
      console.log(
        `\n${variant.name}: imported ${lines} records in ${seconds.toFixed(1)} s (${Math.round(lines / seconds)} lines/s); indexes of catalogue_data and catalogue_search ${total} MB`,
      );
      console.log(`  ${sizes.map((s) => `${s.name.replace(/^catalogue_/, '')} ${s.mb}`).join(', ')}`);
    }

  const pools = allPools.slice(-2);
  // A's database (migration 9, with its records) upgraded as a gateway starting on it would.
  const upgradeA = async () => {
    if (values['before-9']) return;
    t = performance.now();
    await migrateCatalogue(pools[0]!, CATALOGUE_MIGRATIONS);
    console.log(`\nA upgraded to migration 10 in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  if (values['skip-shapes']) {
    await upgradeA();
    throw new Done();
  }
  const regexShape = (name: string, pattern: (word: string) => string, options?: string): SeedShape => ({
    name,
    path: 'search',
    body: (i: number) => ({
      table: 'data_it',
      query: {
        'metadati.value': { $regex: pattern(pick(WORDS, i)), ...(options ? { $options: options } : {}) },
      },
      limit: 20,
      skip: 0,
    }),
  });
  const shapes = [
    ...seedShapes(records),
    regexShape('metadati.value regex, 20', (w) => w),
    regexShape('metadati.value ^anchored /i, 20', (w) => `^${w}`, 'i'),
    regexShape('metadati.value ^whole$ /i, 20', (w) => `^${w}$`, 'i'),
  ];
  const runShapes = async (label: string, db: Db) => {
    console.log(`\n${label}`);
    for (const shape of shapes) {
      const before = { ...rawPgAnswers };
      const call = (i: number) => {
        const { table, query, sort, limit, skip } = shape.body(i);
        return shape.path === 'aggregate'
          ? rawAggregatePg(db, table, query as Record<string, unknown>[], 1000)
          : rawFindPg(db, {
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
  // The variants alternate twice, so a busy minute weighs on all.
  for (let round = 1; round <= Number(values.rounds); round++)
    for (const [i, variant] of VARIANTS.entries())
      for (const options of variant.options) {
        Object.assign(rawPgOptions, options);
        await runShapes(`${variant.name}, ${optionName(options)}, round ${round}`, pools[i]!);
      }

  if (values.explain) {
    // Every statement B sends for each shape, planned with the dropped doc indexes built again:
    // the indexes named in its plan (none of the two means they are not needed).
    const pool = pools[1]!;
    Object.assign(rawPgOptions, ALL_ON);
    await pool.query(`CREATE INDEX catalogue_data_label_trgm ON catalogue_data USING gin ((doc->>'preferred_label') gin_trgm_ops);
      CREATE INDEX catalogue_data_doc ON catalogue_data USING gin (doc jsonb_path_ops); ANALYZE catalogue_data`);
    console.log('\nB, indexes in the plans (doc indexes built again):');
    for (const shape of shapes) {
      const sent: { text: string; values: unknown[] }[] = [];
      const recorder = {
        query: (text: string, params: unknown[]) => {
          sent.push({ text, values: params });
          return pool.query(text, params);
        },
      } as unknown as Db;
      const { table, query, sort, limit, skip } = shape.body(0);
      await (shape.path === 'aggregate'
        ? rawAggregatePg(recorder, table, query as Record<string, unknown>[], 1000)
        : rawFindPg(recorder, {
            collection: table,
            query: query as Record<string, unknown>,
            sort,
            limit: limit ?? 20,
            skip: skip ?? 0,
          }));
      const used = new Set<string>();
      for (const s of sent) {
        const plan = (await pool.query(`EXPLAIN ${s.text}`, s.values)).rows.map(
          (r: Record<string, string>) => r['QUERY PLAN']!,
        );
        for (const line of plan)
          for (const m of line.matchAll(/(?:using|on) (catalogue_\w+)/gi)) used.add(m[1]!);
      }
      console.log(`${shape.name.replace(/^seed: /, '').padEnd(48)} ${[...used].sort().join(', ')}`);
    }
  }

  await upgradeA();
} catch (err) {
  if (!(err instanceof Done)) throw err;
} finally {
  for (const pool of allPools) await pool.end();
  await server.stop();
}
process.exit(0);
