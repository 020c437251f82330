import type { CatalogueRecord } from '@archive/contracts/catalogue';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import type { SearchRequest } from '../../src/catalogue/port';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { SEARCH_TABLE_MIGRATION } from '../../src/catalogue/postgres/search-table-sql';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';
import { searchRequest } from './search-request';

/**
 * The narrow search table (search-table-sql.ts) seen from outside: a database written by the
 * previous schema answers the same searches after the upgrade as one written by this one, and
 * whatever changes a record (re-import, made private, deleted by hand) changes what a visitor
 * finds at once.
 */

const request = (over: Partial<SearchRequest>) => searchRequest({ facets: true, facetSize: 20, ...over });

const words = (text: string, phrase = false) => ({ terms: [{ text, phrase }] });

/** Forty records: every fifth private, words, phrases, facet values and dates to select by. */
const catalogue = (): CatalogueRecord[] =>
  Array.from({ length: 40 }, (_, i) =>
    testRecord(String(i + 1), {
      preferred_label: i % 2 ? `Lettera del podestà ${i + 1}` : `Veduta della città ${i + 1}`,
      access: i % 5 === 4 ? 0 : 1,
      filtri: [{ id: `f${i % 3}`, name: `Fondo ${i % 3}`, type: 'common', path: `/fondo${i % 3}` }],
      data: { start: 1800 + i, end: 1800 + i },
    } as Partial<CatalogueRecord>),
  );

/** What a visitor sees of a search: the ids in order, the count and the facets. */
const seen = async (store: PgCatalogueStore, over: Partial<SearchRequest>) => {
  const page = await store.search('it', request(over));
  return { ids: page.data.map((r) => r.id), count: page.count, facets: page.facets };
};

const searches: Partial<SearchRequest>[] = [
  {},
  words('lettera'),
  words('citta'),
  words('del podestà', true),
  { ...words('veduta'), tokens: [{ type: 'common', id: 'f1', name: 'Fondo 1', path: '/fondo1' }] },
  { tokens: [{ type: 'date', from: '1810', to: '1820' }] },
  { ...words('lettera'), sort: { field: 'relevance', order: 'desc' } },
];

describePostgres('PostgreSQL catalogue: the narrow search table', (server) => {
  it('answers the same after upgrading a database the previous schema wrote', async () => {
    const docs = catalogue();
    // The previous gateway: migrations up to the one before, records merged as its import did.
    const oldUrl = await databaseBefore(
      server(),
      'before_search_table',
      SEARCH_TABLE_MIGRATION.version,
      docs,
    );
    const upgraded = await PgCatalogueStore.open({ url: oldUrl, pollMs: 0 });
    const fresh = await PgCatalogueStore.open({ url: await server().createDatabase('fresh'), pollMs: 0 });
    try {
      await fresh.upsert({ locale: 'it', kind: 'data', docs });
      await fresh.publish();
      for (const search of searches) {
        const answer = await seen(upgraded, search);
        expect(answer).toEqual(await seen(fresh, search));
        // Private records are never found, whichever way the table was filled.
        expect(answer.ids.every((id) => Number(id) % 5 !== 0)).toBe(true);
      }
      expect((await seen(upgraded, words('lettera'))).count).toBe(16);
    } finally {
      await upgraded.close();
      await fresh.close();
    }
  });

  it('remembers a count that outlasted its request, for the next request (503 first, then 200)', async () => {
    const url = await server().createDatabase('finishing');
    const store = await PgCatalogueStore.open({ url, pollMs: 0, statementTimeoutMs: 300 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    // Only counts and facets: no page is read (limit 0).
    const everything = request({ limit: 0 });
    const countsRunning = async () =>
      Number(
        (
          await holder.query(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'WITH r AS MATERIALIZED%'",
          )
        ).rows[0].n,
      );
    try {
      await store.upsert({ locale: 'it', kind: 'data', docs: catalogue() });
      await store.publish();
      // The search table held by another session: the count waits past the request's 300 ms.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE catalogue_search IN ACCESS EXCLUSIVE MODE');
      await expect(store.search('it', everything)).rejects.toMatchObject({
        statusCode: 503,
        code: 'CATALOGUE_TIMEOUT',
      });
      // Released: the count the first request started ends by itself.
      await holder.query('COMMIT');
      for (let i = 0; i < 100 && (await countsRunning()) > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await countsRunning()).toBe(0);
      // Held again: the answer can only come from what the first request's count left.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE catalogue_search IN ACCESS EXCLUSIVE MODE');
      const answer = await store.search('it', everything);
      expect(answer.count).toBe(32);
      expect(answer.facets!.groups.flatMap((g) => g.values.map((v) => v.name)).sort()).toEqual([
        'Fondo 0',
        'Fondo 1',
        'Fondo 2',
      ]);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
      await store.close();
    }
  });

  it('follows re-imports, records made private and rows deleted, in counts and facets', async () => {
    const store = await PgCatalogueStore.open({ url: await server().createDatabase('follows'), pollMs: 0 });
    try {
      await store.upsert({ locale: 'it', kind: 'data', docs: catalogue() });
      await store.publish();
      expect((await seen(store, words('lettera'))).count).toBe(16);
      // Record 2 renamed, record 4 made private, record 6 moved to another facet value.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [
          testRecord('2', { preferred_label: 'Mappa catastale' }),
          testRecord('4', { preferred_label: 'Lettera del podestà 4', access: 0 }),
          testRecord('6', {
            preferred_label: 'Lettera del podestà 6',
            filtri: [{ id: 'nuovo', name: 'Nuovo fondo', type: 'common', path: '/nuovo' }],
          }),
        ],
      });
      await store.publish();
      const letters = await seen(store, words('lettera'));
      expect(letters.count).toBe(14);
      expect(letters.ids).not.toContain('2');
      expect(letters.ids).not.toContain('4');
      expect((await seen(store, words('mappa'))).ids).toEqual(['2']);
      const values = letters.facets!.groups.flatMap((g) => g.values.map((v) => [v.name, v.count]));
      expect(values).toContainEqual(['Nuovo fondo', 1]);
      // A row deleted by hand (an operator's psql) leaves the search too.
      await store.pool.query("DELETE FROM catalogue_data WHERE locale = 'it' AND id = '8'");
      await store.publish();
      const after = await seen(store, words('lettera'));
      expect(after.count).toBe(13);
      expect(after.ids).not.toContain('8');
      // Made public again: found again.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('4', { preferred_label: 'Lettera del podestà 4' })],
      });
      await store.publish();
      expect((await seen(store, words('lettera'))).ids).toContain('4');
    } finally {
      await store.close();
    }
  });
});
