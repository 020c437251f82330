import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { STARTING_FACETS_SQL } from '../../src/catalogue/postgres/suggest-sql';
import { TITLE_WORDS_MIGRATION, titleWordsSql } from '../../src/catalogue/postgres/suggest-title-words-sql';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';
import { withStore } from './postgres-fixture';

/**
 * Suggestions on PostgreSQL (issue 23): titles come from catalogue_title_words (migration 8), one
 * btree range per step holding the matches with their title-order rank, whatever the text's
 * length or place in the alphabet; facet values from their "starts with" btree (migration 7). A
 * title too long for a btree entry still imports and is suggested. The answers themselves are the
 * store contract's (store-contract-search.ts, both stores).
 */

/** 1,400 titles: 1,050 "Lettera", 350 "Documento", every third in Rome; and one far too long. */
const catalogue = () => {
  const place = { id: 'p-roma', name: 'Roma', type: 'common', path: '/place/italia/roma' };
  const docs = Array.from({ length: 1400 }, (_, i) =>
    testRecord(String(i + 1), {
      preferred_label: i % 4 === 3 ? `Documento ${i}` : `Lettera ${i}`,
      filtri: i % 3 ? [] : [place],
    }),
  );
  // A title far past a btree entry's size (2.7 kB): indexed by its first 200 characters.
  docs.push(testRecord('9999', { preferred_label: `Lettera ${'lunghissima '.repeat(800)}` }));
  // Late in the alphabet, and with a later word that no title starts with ("di": 2 letters).
  for (let i = 0; i < 30; i++)
    docs.push(
      testRecord(String(5000 + i), { preferred_label: `Veduta di ${i % 2 ? 'Zara' : 'Venezia'} ${i}` }),
    );
  return docs;
};

describePostgres('PostgreSQL suggestions: title words in title order', (server) => {
  it('reads titles and facet values starting with a 2-letter text through their btrees', async () => {
    await withStore(server(), 'suggest_prefix', async (store) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: catalogue() });
      await store.publish();
      const client = await store.pool.connect();
      try {
        // A sequential scan and a sort made as dear as can be: a plan can only avoid them by the
        // index that matches the query's own expression.
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        await client.query('SET LOCAL enable_sort = off');
        const plan = async (sql: string, params: unknown[]) =>
          JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)).rows[0]);
        expect(await plan(STARTING_FACETS_SQL, ['it', ' ro%'])).toContain('catalogue_facet_values_prefix');
        // Each way a step reads its entries takes its own index, for either step.
        for (const first of [true, false]) {
          const key = await plan(titleWordsSql(first, { by: 'key', length: 2 }), [
            'it',
            ['ca_objects'],
            ' le',
            5,
          ]);
          expect(key).toContain('catalogue_title_words_key2');
          expect(key).not.toContain('"Sort"');
          const long = ['it', ['ca_objects'], ' lettera%', 5];
          expect(await plan(titleWordsSql(first, { by: 'range' }), long)).toContain(
            'catalogue_title_words_prefix',
          );
          const walk = await plan(titleWordsSql(first, { by: 'walk' }), long);
          expect(walk).toContain('catalogue_title_words_key4');
          expect(walk).not.toContain('"Sort"');
        }
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
      // A later word, in title order (numbers in their numeric order, as the search sorts them).
      const di = await store.suggest('it', { text: 'di', tables: ['ca_objects'], limit: 4 });
      expect(di.titles.map((t) => t.label)).toEqual([
        'Veduta di Venezia 0',
        'Veduta di Venezia 2',
        'Veduta di Venezia 4',
        'Veduta di Venezia 6',
      ]);
      // Starting titles first, then later words; a title with both comes once.
      const ve = await store.suggest('it', { text: 've', tables: ['ca_objects'], limit: 40 });
      expect(ve.titles).toHaveLength(30);
      expect(new Set(ve.titles.map((t) => t.id)).size).toBe(30);
      const roma = await store.suggest('it', { text: 'ro', tables: ['ca_objects'], limit: 5 });
      expect(roma.facets.map((f) => [f.filtro.name, f.docs])).toEqual([['Roma', 467]]);
    });
  });

  it('finds a long text thousands of titles start with, in title order, however far into its key', async () => {
    await withStore(server(), 'suggest_walk', async (store) => {
      // 3,000 "Letta" titles sort before every "Lettera": a walk of the key ' lett' in title order
      // meets no "lettera" within its bounded read and the range answers instead.
      const letta = Array.from({ length: 3000 }, (_, i) =>
        testRecord(String(20000 + i), { preferred_label: `Letta ${i}` }),
      );
      await store.upsert({ locale: 'it', kind: 'data', docs: [...catalogue(), ...letta] });
      await store.publish();
      const titles = async (text: string) =>
        (await store.suggest('it', { text, tables: ['ca_objects'], limit: 3 })).titles.map((t) => t.label);
      expect(await titles('lettera')).toEqual(['Lettera 0', 'Lettera 1', 'Lettera 2']);
      expect(await titles('letta')).toEqual(['Letta 0', 'Letta 1', 'Letta 2']);
      expect(await titles('letta 29')).toEqual(['Letta 29', 'Letta 290', 'Letta 291']);
    });
  });

  it('follows publish: a re-import renames, a private or deleted title is never suggested', async () => {
    await withStore(server(), 'suggest_follow', async (store) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: catalogue() });
      await store.publish();
      const zara = () => store.suggest('it', { text: 'zar', tables: ['ca_objects'], limit: 3 });
      expect((await zara()).titles.map((t) => t.id)).toEqual(['5001', '5003', '5005']);
      // Made private: gone at once, before any publish (the next title takes its place).
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('5001', { preferred_label: 'Veduta di Zara 1', access: 0 })],
      });
      expect((await zara()).titles.map((t) => t.id)).toEqual(['5003', '5005', '5007']);
      // Renamed, then published: found by its new title, in its new place.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('5001', { preferred_label: 'Zattera 1' })],
      });
      await store.publish();
      expect((await zara()).titles.map((t) => t.id)).toEqual(['5003', '5005', '5007']);
      const zat = await store.suggest('it', { text: 'zat', tables: ['ca_objects'], limit: 3 });
      expect(zat.titles.map((t) => [t.id, t.label])).toEqual([['5001', 'Zattera 1']]);
    });
  });

  it('fills the title words of a database written by the previous schema', async () => {
    const docs = catalogue();
    const oldUrl = await databaseBefore(server(), 'before_title_words', TITLE_WORDS_MIGRATION.version, docs);
    const upgraded = await PgCatalogueStore.open({ url: oldUrl, pollMs: 0 });
    const fresh = await PgCatalogueStore.open({
      url: await server().createDatabase('fresh_words'),
      pollMs: 0,
    });
    try {
      await fresh.upsert({ locale: 'it', kind: 'data', docs });
      await fresh.publish();
      for (const text of ['le', 'do', 'di', 'venez', 'lettera lunghissima', 'zara 1']) {
        const request = { text, tables: ['ca_objects'], limit: 5 } as const;
        const answer = await upgraded.suggest('it', request);
        expect(answer.titles.length).toBeGreaterThan(0);
        expect(answer.titles).toEqual((await fresh.suggest('it', request)).titles);
      }
    } finally {
      await upgraded.close();
      await fresh.close();
    }
  });
});
