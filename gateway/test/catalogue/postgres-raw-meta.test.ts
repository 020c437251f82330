import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { Aggregator, Query } from 'mingo';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { RAW_META_MIGRATION } from '../../src/catalogue/postgres/raw-meta-migration';
import { rawPgAnswers } from '../../src/catalogue/postgres/raw-query';
import { inTieOrder } from '../../src/catalogue/postgres/raw-test-tables';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';

/**
 * Migration 10 (raw-meta-migration.ts) seen by an API caller of mongo/search and mongo/aggregate:
 * a database an older gateway filled (migration 9) answers a `metadati.value` $regex and the seed's
 * `$facet` with types from the new narrow columns after the upgrade, as mingo answers over the
 * records; an import of one record and an operator's psql write are seen by the next call.
 */

const VALUES = ['Lettera al podestà', 'città di Roma', 'ÈRA MODERNA', 'a.b (copia)', 'fine\nriga'];

/** Thirty records, every fifth private, one to three metadata values each, some without any. */
const catalogue = (): CatalogueRecord[] =>
  Array.from({ length: 30 }, (_, i) =>
    testRecord(String(i + 1), {
      access: i % 5 === 4 ? 0 : 1,
      type_id: { id: i % 3, name: ['documento', 'fotografia', 'lettera'][i % 3]! },
      metadati:
        i % 7 === 6
          ? []
          : Array.from({ length: 1 + (i % 3) }, (_, j) => ({
              fieldCode: `f${j}`,
              label: `Campo ${j}`,
              value: VALUES[(i + j) % VALUES.length]!,
            })),
    }),
  );

const regexes = [
  { $regex: 'lettera', $options: 'i' },
  { $regex: '^città' },
  { $regex: 'Roma$' },
  { $regex: 'èra', $options: 'i' },
  { $regex: 'a\\.b \\(' },
  { $regex: '^riga$', $options: 'm' },
  { $regex: '^riga$' },
];

const facet = [
  { $match: { 'type_id.id': { $ne: 1 } } },
  {
    $facet: {
      total: [{ $count: 'n' }],
      types: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }],
    },
  },
];

const visible = (records: CatalogueRecord[]) =>
  inTieOrder(structuredClone(records).filter((r) => r.access === 1));

/** Every regex and the $facet answered as mingo answers; answers how many came from the columns. */
async function answersAsMingo(store: PgCatalogueStore, records: CatalogueRecord[]): Promise<number> {
  const before = rawPgAnswers.columns;
  for (const regex of regexes) {
    const query = { 'metadati.value': regex };
    const expected = (new Query(query).find(visible(records)).all() as CatalogueRecord[]).map((r) => r.id);
    const got = await store.rawFind({ collection: 'data_it', query, skip: 0, limit: 50, fields: { id: 1 } });
    expect({ regex, ids: got.data.map((r) => r.id), count: got.count }).toEqual({
      regex,
      ids: expected,
      count: expected.length,
    });
  }
  expect(await store.rawAggregate('data_it', facet, 100)).toEqual(
    new Aggregator(facet).run(visible(records)),
  );
  return rawPgAnswers.columns - before;
}

describePostgres('PostgreSQL catalogue: metadata regexes and type names from narrow columns', (server) => {
  it('upgrades a database an older gateway filled, then follows imports and psql writes at once', async () => {
    const records = catalogue();
    const url = await databaseBefore(server(), 'before_raw_meta', RAW_META_MIGRATION.version, records);
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    try {
      // Seven regexes and two facets, all from the columns (none read the docs).
      expect(await answersAsMingo(store, records)).toBe(regexes.length + 2);
      const index = await psql.query(
        "SELECT 1 FROM pg_indexes WHERE indexname = 'catalogue_search_meta_trgm'",
      );
      expect(index.rowCount).toBe(1);

      // One record imported again with other values: the next call finds the new, not the old.
      records[0] = {
        ...records[0]!,
        metadati: [{ fieldCode: 'f0', label: 'Campo', value: 'Città di Pisa' }],
      };
      await store.upsert({ locale: 'it', kind: 'data', docs: [records[0]] });
      expect(await answersAsMingo(store, records)).toBe(regexes.length + 2);
      const pisa = await store.rawFind({
        collection: 'data_it',
        query: { 'metadati.value': { $regex: 'pisa$', $options: 'i' } },
        skip: 0,
        limit: 5,
      });
      expect(pisa.data.map((r) => r.id)).toEqual(['1']);

      // An operator's psql write, also of a type name: the database reads the doc again.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(jsonb_set(doc, '{metadati}', '[{"fieldCode": "x", "label": "X", "value": "Lettera nuova"}]'), '{type_id,name}', '"mappa"') WHERE id = '3'`,
      );
      records[2] = {
        ...records[2]!,
        type_id: { id: records[2]!.type_id.id, name: 'mappa' },
        metadati: [{ fieldCode: 'x', label: 'X', value: 'Lettera nuova' }],
      };
      expect(await answersAsMingo(store, records)).toBe(regexes.length + 2);

      // A value mingo would flatten (an array): that locale is answered from the docs, the same.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{metadati}', '[{"fieldCode": "x", "label": "X", "value": ["Roma", "lettera"]}]') WHERE id = '4'`,
      );
      (records[3] as { metadati: unknown }).metadati = [
        { fieldCode: 'x', label: 'X', value: ['Roma', 'lettera'] },
      ];
      expect(await answersAsMingo(store, records)).toBe(0);
    } finally {
      await psql.end();
      await store.close();
    }
  });
});
