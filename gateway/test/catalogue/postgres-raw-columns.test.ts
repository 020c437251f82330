import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { Aggregator, Query } from 'mingo';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import type { RawFindRequest } from '../../src/catalogue/port';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { RAW_COLUMNS_MIGRATION } from '../../src/catalogue/postgres/raw-columns-migration';
import { rawPgAnswers } from '../../src/catalogue/postgres/raw-query';
import { inTieOrder } from '../../src/catalogue/postgres/raw-test-tables';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';
import { withStore } from './postgres-fixture';
import { searchRequest } from './search-request';

/**
 * The seed's raw calls from the narrow table (migration 9, raw-column-*.ts) seen by an API caller:
 * a database an older gateway wrote answers them after the upgrade exactly as mingo answers over
 * the records, also when a row's `access` column was left apart from its doc ("1" is not public,
 * 1.0 is) and when an operator's psql write leaves a doc the columns cannot describe (then the docs
 * answer); the doc indexes the raw calls needed are gone.
 */

/** Forty records: every fifth private, two tables, facet values, dates and places among siblings. */
const catalogue = (): CatalogueRecord[] =>
  Array.from({ length: 40 }, (_, i) =>
    testRecord(String(i + 1), {
      table: i % 4 === 3 ? 'ca_entities' : 'ca_objects',
      preferred_label: i % 2 ? `Lettera del podestà ${i + 1}` : `Veduta della città ${i + 1}`,
      access: i % 5 === 4 ? 0 : 1,
      filtri: [{ id: `f${i % 3}`, name: `Fondo ${i % 3}`, type: 'common', path: `/fondo${i % 3}` }],
      // Three records a year (ties the order must break as mingo does), every ninth undated.
      data:
        i % 9 === 8
          ? {}
          : { start: Date.UTC(1800 + Math.floor(i / 3), 0) / 1000, end: Date.UTC(1801 + i, 0) / 1000 },
      ...(i % 6 ? { ordine: i % 7 } : {}),
    } as Partial<CatalogueRecord>),
  );

const finds: Omit<RawFindRequest, 'collection' | 'skip' | 'limit'>[] = [
  { query: { preferred_label: { $regex: 'lettera', $options: 'i' } } },
  { query: {}, sort: { preferred_label: 1 } },
  { query: {}, sort: { preferred_label: -1 } },
  { query: { 'filtri.id': 'f1', table: { $in: ['ca_objects'] } }, sort: { ordine: -1 } },
  {
    query: {
      'data.start': { $gte: Date.UTC(1810, 0) / 1000, $lt: Date.UTC(1830, 0) / 1000 },
      'type_id.id': { $nin: [265] },
    },
    sort: { 'data.start': -1 },
  },
  { query: { $or: [{ ordine: null }, { ordine: { $gt: 4 } }] }, sort: { ordine: 1 } },
  // A range leaves out the undated records, so either direction walks the date index in
  // PostgreSQL's own null order; without a range the undated come first ascending, last descending.
  { query: { 'data.start': { $gt: Date.UTC(1801, 0) / 1000 } }, sort: { 'data.start': 1 } },
  { query: { 'data.start': { $lte: Date.UTC(1810, 0) / 1000 } }, sort: { 'data.start': -1 } },
  { query: { table: 'ca_objects' }, sort: { 'data.start': 1 } },
  { query: { table: 'ca_objects' }, sort: { 'data.start': -1 } },
];

const group = [{ $group: { _id: '$table', n: { $sum: 1 } } }];

/** What mingo answers over the records a caller may see (access 1, in the tables' tie order). */
function expected(records: CatalogueRecord[], find: (typeof finds)[number]) {
  let cursor = new Query(find.query).find(inTieOrder(structuredClone(records).filter((r) => r.access === 1)));
  if (find.sort) cursor = cursor.sort(find.sort);
  const all = cursor.all() as CatalogueRecord[];
  return { ids: all.slice(2, 12).map((r) => r.id), count: all.length };
}

async function answers(store: PgCatalogueStore, records: CatalogueRecord[]) {
  for (const find of finds) {
    const got = await store.rawFind({
      collection: 'data_it',
      skip: 2,
      limit: 10,
      fields: { id: 1 },
      ...find,
    });
    expect({ find, ids: got.data.map((r) => r.id), count: got.count }).toEqual({
      find,
      ...expected(records, find),
    });
  }
  expect(await store.rawAggregate('data_it', group, 100)).toEqual(
    new Aggregator(group).run(inTieOrder(structuredClone(records).filter((r) => r.access === 1))),
  );
}

describePostgres('PostgreSQL catalogue: raw calls from the narrow table', (server) => {
  it('answers as mingo after upgrading a database an older gateway wrote, doc indexes gone', async () => {
    const docs = catalogue();
    const url = await databaseBefore(server(), 'before_raw_columns', RAW_COLUMNS_MIGRATION.version, docs);
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    try {
      // Left by an older writer: record 1's doc says access "1" (not public) while its column says
      // 1; record 5 (private) says 1.0 (public) while its column says 0.
      await psql.query(`UPDATE catalogue_data SET doc = jsonb_set(doc, '{access}', '"1"') WHERE id = '1'`);
      await psql.query(`UPDATE catalogue_data SET doc = jsonb_set(doc, '{access}', '1.0') WHERE id = '5'`);
      const records = catalogue();
      (records[0] as { access: unknown }).access = '1';
      records[4]!.access = 1;

      const store = await PgCatalogueStore.open({ url, pollMs: 0 });
      try {
        const before = rawPgAnswers.columns;
        await answers(store, records);
        // Every call above came from catalogue_search's columns, none from the docs.
        expect(rawPgAnswers.columns - before).toBe(finds.length + 1);
        const indexes = (
          await psql.query<{ name: string }>(
            "SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('catalogue_data', 'catalogue_search')",
          )
        ).rows.map((r) => r.name);
        expect(indexes).not.toContain('catalogue_data_doc');
        expect(indexes).not.toContain('catalogue_data_label_trgm');
        expect(indexes).not.toContain('catalogue_data_meta_trgm');
        expect(indexes).toContain('catalogue_search_label_c');
        // Migration 12: a date range's count needs no row (the type beside the date in the index).
        expect(indexes).toContain('catalogue_search_start_cover');
        expect(indexes).not.toContain('catalogue_search_start');
        await psql.query('VACUUM catalogue_search');
        await psql.query('SET enable_seqscan = off');
        await psql.query('SET enable_bitmapscan = off');
        const plan = (
          await psql.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN SELECT count(*) FROM catalogue_search r WHERE r.locale = 'it'
               AND r.start_s >= 0 AND r.start_s < 1e9 AND (r.type_id = ANY('{265,10}'::float8[])) IS NOT TRUE`,
          )
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        expect(plan).toContain('Index Only Scan using catalogue_search_start_cover');
        // Our own search follows the same rule: record 1 is no longer found, record 5 is.
        const search = await store.search('it', searchRequest());
        expect(search.data.map((r) => r.id)).not.toContain('1');
        expect(search.data.map((r) => r.id)).toContain('5');
      } finally {
        await store.close();
      }
    } finally {
      await psql.end();
    }
  });

  it('a doc the columns cannot describe (a psql write) is answered from the docs, and back', async () => {
    const url = await server().createDatabase('raw_columns_odd');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    try {
      const records = catalogue();
      await store.upsert({ locale: 'it', kind: 'data', docs: records });
      await store.publish();
      let before = rawPgAnswers.columns;
      await answers(store, records);
      expect(rawPgAnswers.columns - before).toBe(finds.length + 1);

      // An operator writes ordine as text and record 3's access as "1": mingo sorts "2" after
      // every number and no longer shows record 3; the columns (a number, 1) would not.
      await psql.query(`UPDATE catalogue_data SET doc = jsonb_set(doc, '{ordine}', '"2"') WHERE id = '2'`);
      await psql.query(`UPDATE catalogue_data SET doc = jsonb_set(doc, '{access}', '"1"') WHERE id = '3'`);
      (records[1] as { ordine: unknown }).ordine = '2';
      (records[2] as { access: unknown }).access = '1';
      before = rawPgAnswers.columns;
      await answers(store, records);
      expect(rawPgAnswers.columns).toBe(before);

      // Put back as the column holds it (record 2's ordine is 1): the columns answer again.
      await psql.query(`UPDATE catalogue_data SET doc = jsonb_set(doc, '{ordine}', '1') WHERE id = '2'`);
      records[1]!.ordine = 1;
      before = rawPgAnswers.columns;
      await answers(store, records);
      expect(rawPgAnswers.columns - before).toBe(finds.length + 1);

      // A filtri element without an id (record 2 was in f1): the column still says f1, mingo not.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{filtri,0}', '{"name": "x"}') WHERE id = '2'`,
      );
      (records[1] as { filtri: unknown[] }).filtri = [{ name: 'x' }];
      before = rawPgAnswers.columns;
      await answers(store, records);
      expect(rawPgAnswers.columns).toBe(before);
    } finally {
      await psql.end();
      await store.close();
    }
  });

  it('groups sorted by a count and cut by $limit answer as mingo, from SQL alone, ties in first appearance', async () => {
    await withStore(server(), 'raw_columns_sorted_groups', async (store) => {
      // Places shared unevenly: p0 on every record, p1..p4 on some, with equal counts among them.
      const records = Array.from({ length: 24 }, (_, i) =>
        testRecord(String(i + 1), {
          table: i % 3 ? 'ca_objects' : 'ca_entities',
          access: i % 7 === 6 ? 0 : 1,
          type_id: { id: i % 4, name: `tipo ${i % 4}` },
          filtri: [0, 1 + (i % 4), 1 + ((i * 5) % 4), 5 + (i % 2)].map((n) => ({
            id: `p${n}`,
            name: `Luogo ${n}`,
            type: 'place',
            path: `/p${n}`,
          })),
        } as Partial<CatalogueRecord>),
      );
      await store.upsert({ locale: 'it', kind: 'data', docs: records });
      await store.publish();
      const visible = () => inTieOrder(structuredClone(records).filter((r) => r.access === 1));
      const unwound = (sum: number, dir: 1 | -1, limit?: number) => [
        { $match: { 'filtri.id': 'p1' } },
        { $unwind: '$filtri' },
        { $group: { _id: '$filtri.id', n: { $sum: sum } } },
        { $sort: { n: dir } },
        ...(limit ? [{ $limit: limit }, { $limit: limit + 2 }] : []),
      ];
      const pipelines: Record<string, unknown>[][] = [
        unwound(1, -1, 3),
        unwound(1, 1, 2),
        unwound(-1, -1, 4),
        unwound(0, 1, 3),
        unwound(2, -1),
        [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { n: -1 } }, { $limit: 2 }],
        [
          { $match: { table: { $in: ['ca_objects', 'ca_entities'] } } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              places: unwound(1, -1, 3),
            },
          },
        ],
      ];
      for (const pipeline of pipelines) {
        const before = { ...rawPgAnswers };
        const got = await store.rawAggregate('data_it', pipeline, 100);
        expect({ pipeline, got }).toEqual({ pipeline, got: new Aggregator(pipeline).run(visible()) });
        // Ordered and cut by the statement: nothing of it left to mingo.
        expect(rawPgAnswers.sqlThenMingo - before.sqlThenMingo).toBe(0);
        expect(rawPgAnswers.mingoFilter - before.mingoFilter).toBe(0);
      }
      // A sort the statement cannot give (by the key) still answers as mingo, through mingo.
      const byKey = [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { _id: -1 } }];
      expect(await store.rawAggregate('data_it', byKey, 100)).toEqual(new Aggregator(byKey).run(visible()));
    });
  });
});
