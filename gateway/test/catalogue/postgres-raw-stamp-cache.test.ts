import type { CatalogueRecord } from '@archive/contracts/catalogue';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { rawFindPg, rawPgAnswers } from '../../src/catalogue/postgres/raw-query';
import { MAX_ENTRIES, rememberedEntries } from '../../src/catalogue/postgres/raw-stamp-cache';
import { describePostgres } from '../postgres/describe-postgres';

/**
 * The raw calls' count cache (raw-stamp-cache.ts, migration 10's write stamps) seen by an API
 * caller: the same count asked again while nothing was written is answered without counting, and
 * the next call after any write (an import of one record, a record made private by psql, a row
 * deleted, a truncate) gives the new count at once, without publish(); a write to another locale
 * keeps it; the number of remembered counts stays bounded.
 */

const records = (n: number, over: Partial<CatalogueRecord> = {}) =>
  Array.from({ length: n }, (_, i) =>
    testRecord(String(i + 1), {
      preferred_label: i % 2 ? `Lettera ${i + 1}` : `Veduta ${i + 1}`,
      metadati: [{ fieldCode: 'f', label: 'F', value: i % 3 ? 'Roma' : 'Firenze' }],
      ...over,
    }),
  );

const lettere = { query: { preferred_label: { $regex: 'lettera', $options: 'i' } }, skip: 0, limit: 5 };
const rome = { query: { 'metadati.value': { $regex: '^roma$', $options: 'i' } }, skip: 0, limit: 5 };
const byTable = [{ $group: { _id: '$table', n: { $sum: 1 } } }];

describePostgres('PostgreSQL catalogue: raw counts remembered until the next write', (server) => {
  it('answers a repeated count from memory and sees every write at once', async () => {
    const url = await server().createDatabase('raw_count_cache');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    const count = async (call: { query: Record<string, unknown>; skip: number; limit: number }) =>
      (await store.rawFind({ collection: 'data_it', fields: { id: 1 }, ...call })).count;
    const cached = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
      const before = rawPgAnswers.cachedCounts;
      const value = await call();
      return [value, rawPgAnswers.cachedCounts - before];
    };
    try {
      await store.upsert({ locale: 'it', kind: 'data', docs: records(20) });
      await store.upsert({ locale: 'en', kind: 'data', docs: records(4) });
      expect(await cached(() => count(lettere))).toEqual([10, 0]);
      expect(await cached(() => count(lettere))).toEqual([10, 1]);
      expect(await cached(() => count(rome))).toEqual([13, 0]);
      expect(await cached(() => count(rome))).toEqual([13, 1]);
      const groups = await store.rawAggregate('data_it', byTable, 10);
      expect(groups).toEqual([{ _id: 'ca_objects', n: 20 }]);
      // The caller may change what it got: the remembered rows stay as they were.
      (groups[0] as { n: number }).n = -1;
      expect(await cached(() => store.rawAggregate('data_it', byTable, 10))).toEqual([
        [{ _id: 'ca_objects', n: 20 }],
        1,
      ]);

      // Another locale written: Italian counts stay remembered.
      await store.upsert({ locale: 'en', kind: 'data', docs: records(6) });
      expect(await cached(() => count(lettere))).toEqual([10, 1]);

      // One record imported (no publish): counted by the next call.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('21', { preferred_label: 'Lettera 21' })],
      });
      expect(await cached(() => count(lettere))).toEqual([11, 0]);
      expect(await cached(() => store.rawAggregate('data_it', byTable, 10))).toEqual([
        [{ _id: 'ca_objects', n: 21 }],
        0,
      ]);

      // An access change by psql: record 2 private, then public again.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{access}', '0') WHERE locale = 'it' AND id = '2'`,
      );
      expect(await cached(() => count(lettere))).toEqual([10, 0]);
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{access}', '1') WHERE locale = 'it' AND id = '2'`,
      );
      expect(await cached(() => count(lettere))).toEqual([11, 0]);
      // A metadata value changed by psql.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{metadati,0,value}', '"Roma"') WHERE locale = 'it' AND id = '1'`,
      );
      expect(await cached(() => count(rome))).toEqual([14, 0]);
      // Rows deleted, then the whole table emptied.
      await psql.query(`DELETE FROM catalogue_data WHERE locale = 'it' AND id IN ('4', '6')`);
      expect(await cached(() => count(lettere))).toEqual([9, 0]);
      await psql.query('TRUNCATE catalogue_data');
      expect(await cached(() => count(lettere))).toEqual([0, 0]);
    } finally {
      await psql.end();
      await store.close();
    }
  });

  it("answers a repeated page's keys from memory, its docs read anew, and sees a write at once", async () => {
    const url = await server().createDatabase('raw_page_cache');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    const page = async () => {
      const before = rawPgAnswers.cachedPages;
      const got = await store.rawFind({
        collection: 'data_it',
        fields: { id: 1, preferred_label: 1 },
        ...lettere,
      });
      return {
        ids: got.data.map((r) => r.id),
        labels: got.data.map((r) => r.preferred_label),
        hits: rawPgAnswers.cachedPages - before,
      };
    };
    try {
      await store.upsert({ locale: 'it', kind: 'data', docs: records(20) });
      const first = await page();
      expect(first.ids).toEqual(['10', '12', '14', '16', '18']);
      expect(first.hits).toBe(0);
      expect(await page()).toEqual({ ...first, hits: 1 });
      // A record that sorts first imported (no publish): on the next page at once.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('0', { preferred_label: 'Lettera 0' })],
      });
      const after = await page();
      expect(after.ids).toEqual(['0', '10', '12', '14', '16']);
      expect(after.hits).toBe(0);
      // A page's docs are never remembered: a label changed by psql shows on the next call.
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{preferred_label}', '"Lettera dieci"') WHERE locale = 'it' AND id = '10'`,
      );
      expect((await page()).labels[1]).toBe('Lettera dieci');
    } finally {
      await psql.end();
      await store.close();
    }
  });

  it('keeps at most MAX_ENTRIES counts per pool', async () => {
    const url = await server().createDatabase('raw_count_cache_bound');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    await store.upsert({ locale: 'it', kind: 'data', docs: records(5) });
    await store.close();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      for (let i = 0; i < MAX_ENTRIES + 40; i++)
        await rawFindPg(pool, { collection: 'data_it', query: { id: `x${i}` }, skip: 0, limit: 0 });
      expect(rememberedEntries(pool)).toBe(MAX_ENTRIES);
    } finally {
      await pool.end();
    }
  });
});
