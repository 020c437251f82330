import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { withoutBoxes } from '@archive/contracts/fulltext-page';
import { splitSearchText } from '@archive/contracts/search-text';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { snippetOf } from '../../src/catalogue/fulltext/find-in-pages';
import type { SearchRequest } from '../../src/catalogue/port';
import { PAGES_TABLE_MIGRATION } from '../../src/catalogue/postgres/pages-table';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { CatalogueService } from '../../src/catalogue/service';
import { analyzerFor } from '../../src/catalogue/text/analyzer';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';
import { withStore } from './postgres-fixture';
import { searchRequest } from './search-request';

/**
 * A result card reads only the page its snippet comes from (issue 23, migration 14, card-pages.ts,
 * pages-table.ts). Seen by a caller: the card's snippet is the one all the pages give (a later page
 * when only it holds the word, a phrase, a word found in the title only), an import's undo puts
 * the old pages back for the cards too, and a database an older gateway wrote gets its pages rows.
 */

const diary = (over: Partial<CatalogueRecord> = {}): CatalogueRecord =>
  testRecord('7', {
    preferred_label: 'Diario di Venezia',
    fulltext: [
      {
        page: 1,
        text: 'Caro fratello\nti scrivo da casa',
        width: 1000,
        height: 1400,
        boxes: '1,1,9,9 2,2,9,9',
      },
      { page: 2, text: 'nulla di nuovo oggi' },
      { page: 3, text: 'il ponte di Torino è crollato, fratello mio' },
      { page: 4, text: 'Torino ancora' },
    ],
    ...over,
  } as Partial<CatalogueRecord>);

const others = (): CatalogueRecord[] => [
  testRecord('8', { preferred_label: 'Veduta di Torino' } as Partial<CatalogueRecord>),
];

/** The card of record 7 for `text`: its pages as the search read them, and what the card shows. */
async function cardOf(store: PgCatalogueStore, text: string, sort?: SearchRequest['sort']) {
  const terms = splitSearchText(text);
  const found = await store.search('it', searchRequest({ terms, ...(sort ? { sort } : {}) }));
  const record = found.data.find((r) => r.id === '7');
  if (!record) return undefined;
  const shown = new CatalogueService(store, { warn: () => {} }).card(record, 'it', [], terms);
  // Today's answer: the snippet of all the record's pages.
  const whole = (await store.record('it', 'ca_objects', '7'))!.record.fulltext!;
  expect(shown.snippet).toEqual(snippetOf(whole, terms, analyzerFor('it')));
  expect(shown.hasTranscription).toBe(true);
  return { pages: record.fulltext?.map((p) => p.page), snippet: shown.snippet };
}

const marked = (snippet: { parts: { text: string; mark?: boolean }[] } | undefined) =>
  snippet?.parts.filter((p) => p.mark).map((p) => p.text);

async function pageRows(url: string) {
  const psql = new pg.Client({ connectionString: url });
  await psql.connect();
  try {
    const { rows } = await psql.query<{ n: number; page: number; known: boolean }>(
      `SELECT n, (page->>'page')::int AS page, terms IS NOT NULL AS known FROM catalogue_pages
       WHERE locale = 'it' AND id = '7' ORDER BY n`,
    );
    return rows;
  } finally {
    await psql.end();
  }
}

describePostgres('PostgreSQL catalogue: a card reads the page of its snippet', (server) => {
  it('reads the first page holding a word, every page for a phrase, one page for the flag', async () => {
    await withStore(server(), 'card_pages', async (store) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: [diary(), ...others()] });
      await store.publish();
      // Only pages 3 and 4 hold the word: the card reads page 3 and its snippet is from there.
      const torino = await cardOf(store, 'torino');
      expect(torino).toMatchObject({ pages: [3], snippet: { page: 3 } });
      expect(marked(torino?.snippet)).toEqual(['Torino']);
      // The same read with the page in the cards' own statement (keys first: relevance, heads).
      const relevance = { field: 'relevance', order: 'desc' } as const;
      expect(await cardOf(store, 'torino', relevance)).toEqual(torino);
      expect(await cardOf(store, 'venezia', relevance)).toEqual({ pages: [1], snippet: undefined });
      // Again: the choices and pages the generation's cache kept give the same cards.
      expect(await cardOf(store, 'torino', relevance)).toEqual(torino);
      expect(await cardOf(store, 'venezia', relevance)).toEqual({ pages: [1], snippet: undefined });
      // Any of the words: the first page holding one of them.
      expect(await cardOf(store, 'torino fratello')).toMatchObject({ pages: [1], snippet: { page: 1 } });
      // A stem reaching longer words ("crollato" by "croll").
      expect(await cardOf(store, 'crollo')).toMatchObject({ pages: [3], snippet: { page: 3 } });
      // A phrase: every page read, the snippet where the words stand side by side.
      const phrase = await cardOf(store, '"ponte di torino"');
      expect(phrase).toMatchObject({ pages: [1, 2, 3, 4], snippet: { page: 3 } });
      expect(marked(phrase?.snippet)).toEqual(['ponte di Torino']);
      // A word of the title only: the flag, no snippet, one page read.
      expect(await cardOf(store, 'venezia')).toEqual({ pages: [1], snippet: undefined });
      // Browsing: every page, as the record's other readers (OAI, IIIF) had them.
      const all = await store.search('it', searchRequest());
      expect(all.data.find((r) => r.id === '7')?.fulltext).toEqual(withoutBoxes(diary().fulltext!));
    });
  });

  it('reads every page of a record a gateway older than migration 14 rewrote (pages without their terms)', async () => {
    await withStore(server(), 'card_pages_older_writer', async (store, url) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: [diary(), ...others()] });
      await store.publish();
      const psql = new pg.Client({ connectionString: url });
      await psql.connect();
      try {
        // What an older gateway's merge writes: new pages (Torino now on page 2), the terms untouched.
        await psql.query(
          `UPDATE catalogue_data SET fulltext_pages = '[{"page": 1, "text": "Caro fratello"}, {"page": 2, "text": "a Torino"}]'
           WHERE id = '7'`,
        );
      } finally {
        await psql.end();
      }
      expect(await pageRows(url)).toEqual([
        { n: 1, page: 1, known: false },
        { n: 2, page: 2, known: false },
      ]);
      expect(await cardOf(store, 'torino')).toMatchObject({ pages: [1, 2], snippet: { page: 2 } });
    });
  });

  it("puts an import's pages back when the import is undone", async () => {
    await withStore(server(), 'card_pages_undo', async (store, url) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: [diary(), ...others()] });
      await store.publish();
      // Page 1 shown once (the store keeps the pages cards showed): the import below replaces it.
      expect(await cardOf(store, 'fratello')).toMatchObject({ pages: [1], snippet: { page: 1 } });
      await store.upsert({
        locale: 'it',
        kind: 'data',
        importId: 'new-diary',
        docs: [
          diary({
            fulltext: [{ page: 1, text: 'Milano, una lettera al fratello' }],
          } as Partial<CatalogueRecord>),
        ],
      });
      await store.publish();
      expect(await cardOf(store, 'milano')).toMatchObject({ pages: [1], snippet: { page: 1 } });
      // The new page 1's snippet (cardOf checks it against the record's pages), not the one shown before.
      expect(await cardOf(store, 'fratello')).toMatchObject({ pages: [1], snippet: { page: 1 } });
      expect(await cardOf(store, 'torino')).toBeUndefined();
      expect(await pageRows(url)).toEqual([{ n: 1, page: 1, known: true }]);
      expect(await store.undoImport('new-diary')).toMatchObject({ ok: true, restored: 1 });
      expect(await cardOf(store, 'milano')).toBeUndefined();
      expect(await cardOf(store, 'torino')).toMatchObject({ pages: [3], snippet: { page: 3 } });
      // Page 1 is the diary's again, not the import's page the cards showed before the undo.
      expect(await cardOf(store, 'fratello')).toMatchObject({ pages: [1], snippet: { page: 1 } });
      expect((await pageRows(url)).map((r) => [r.page, r.known])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, true],
      ]);
    });
  });

  it('gives the pages of a database an older gateway wrote their rows and terms, its undo journal too', async () => {
    const url = await databaseBefore(server(), 'before_pages_table', PAGES_TABLE_MIGRATION.version, [
      diary(),
      ...others(),
    ]);
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    try {
      // An import (before the upgrade) replaced record 7: its journal keeps the row it replaced.
      await psql.query(
        `INSERT INTO catalogue_import_undo (import_id, kind, k, before)
           SELECT 'import-before', 'data', ARRAY[locale, tbl, id], to_jsonb(t.*) FROM catalogue_data t WHERE id = '7'`,
      );
      await psql.query(
        `UPDATE catalogue_data SET fulltext_pages = '[{"page": 1, "text": "Milano"}]' WHERE id = '7'`,
      );
    } finally {
      await psql.end();
    }
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    try {
      expect(await pageRows(url)).toEqual([{ n: 1, page: 1, known: true }]);
      await store.undoImport!('import-before');
      await store.publish();
      // The journal's row came back with its pages' terms: the card reads page 3 alone.
      expect((await pageRows(url)).map((r) => [r.page, r.known])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, true],
      ]);
      expect(await cardOf(store, 'torino')).toMatchObject({ pages: [3], snippet: { page: 3 } });
    } finally {
      await store.close();
    }
  });
});
