import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { STARTING_FACETS_SQL, STARTING_TITLES_SQL } from '../../src/catalogue/postgres/suggest-sql';
import { describePostgres } from '../postgres/describe-postgres';

/**
 * Suggestions on PostgreSQL (issue 23): "starts with" is answered from the text_pattern_ops
 * btrees (migration 7), whatever the text's length; a title too long for a btree entry still
 * imports and is suggested. The answers themselves are the store contract's
 * (store-contract-search.ts, both stores).
 */
describePostgres('PostgreSQL suggestions: "starts with" btrees', (server) => {
  it('reads titles and facet values starting with a 2-letter text through their btrees', async () => {
    const url = await server().createDatabase('suggest_prefix');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    try {
      const place = { id: 'p-roma', name: 'Roma', type: 'common', path: '/place/italia/roma' };
      // 1,050 titles start with "le" (walked in title order), 350 with "do" (sorted).
      const docs = Array.from({ length: 1400 }, (_, i) =>
        testRecord(String(i + 1), {
          preferred_label: i % 4 === 3 ? `Documento ${i}` : `Lettera ${i}`,
          filtri: i % 3 ? [] : [place],
        }),
      );
      // A title far past a btree entry's size (2.7 kB): indexed by its first 200 characters.
      docs.push(testRecord('9999', { preferred_label: `Lettera ${'lunghissima '.repeat(800)}` }));
      await store.upsert({ locale: 'it', kind: 'data', docs });
      await store.publish();
      const client = await store.pool.connect();
      try {
        // A sequential scan made as dear as can be: a plan can only avoid it by an index that
        // matches the query's own expression.
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        await client.query('SET LOCAL enable_sort = off');
        const plan = async (sql: string, params: unknown[]) =>
          JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)).rows[0]);
        expect(await plan(STARTING_FACETS_SQL, ['it', ' ro%'])).toContain('catalogue_facet_values_prefix');
        const count = STARTING_TITLES_SQL.replace(/^SELECT .* FROM/, 'SELECT count(*) FROM').replace(
          /\s+ORDER BY[\s\S]*$/,
          '',
        );
        expect(await plan(count, ['it', ['ca_objects'], ' le%'])).toContain('catalogue_data_title_prefix');
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      const answer = await store.suggest('it', { text: 'le', tables: ['ca_objects'], limit: 5 });
      expect(answer.titles.map((t) => t.label)).toEqual([
        'Lettera 0',
        'Lettera 1',
        'Lettera 2',
        'Lettera 4',
        'Lettera 5',
      ]);
      const few = await store.suggest('it', { text: 'do', tables: ['ca_objects'], limit: 3 });
      expect(few.titles.map((t) => t.label)).toEqual(['Documento 3', 'Documento 7', 'Documento 11']);
      const long = await store.suggest('it', {
        text: 'lettera lunghissima lunghissima',
        tables: ['ca_objects'],
        limit: 5,
      });
      expect(long.titles.map((t) => t.id)).toEqual(['9999']);
      const roma = await store.suggest('it', { text: 'ro', tables: ['ca_objects'], limit: 5 });
      expect(roma.facets.map((f) => [f.filtro.name, f.docs])).toEqual([['Roma', 467]]);
    } finally {
      await store.close();
    }
  });
});
