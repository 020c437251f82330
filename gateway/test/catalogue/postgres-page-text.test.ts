import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { withoutBoxes } from '@archive/contracts/fulltext-page';
import { splitSearchText } from '@archive/contracts/search-text';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PAGE_TEXT_APART_MIGRATION } from '../../src/catalogue/postgres/page-text-apart';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { CatalogueService } from '../../src/catalogue/service';
import { describePostgres } from '../postgres/describe-postgres';
import { databaseBefore } from './database-before';
import { withStore } from './postgres-fixture';
import { searchRequest } from './search-request';

/**
 * Page text beside the doc on PostgreSQL (issue 23, migration 13, page-text-apart.ts): a record's
 * pages and word boxes live in their own columns, so a result page no longer reads them with every
 * card's doc. Seen by a caller: the record comes back whole (pages with their boxes), a result card
 * has the pages' text for its snippet (not the boxes), the hierarchy's nodes know a transcription
 * exists, the raw calls answer without page text (as on the embedded store), and a database an
 * older gateway wrote (pages inside the docs, an import's undo journal of such rows) reads the same
 * after the upgrade.
 */

const letter = (id: string, over: Partial<CatalogueRecord> = {}): CatalogueRecord =>
  testRecord(id, {
    preferred_label: `Lettera ${id}`,
    fulltext: [
      {
        page: 1,
        text: 'Caro fratello\nti scrivo da Torino',
        width: 1000,
        height: 1400,
        boxes: '1,1,9,9 11,1,9,9 1,11,9,9 11,11,9,9 21,11,9,9 31,11,9,9',
      },
      { page: 2, text: 'il ponte sul Po' },
    ],
    ...over,
  } as Partial<CatalogueRecord>);

const catalogue = (): CatalogueRecord[] => [
  letter('1'),
  letter('2', { parent: '3', parent_path: ['3'], isChild: true } as Partial<CatalogueRecord>),
  testRecord('3', { preferred_label: 'Carteggio Rossi' } as Partial<CatalogueRecord>),
  testRecord('4', { preferred_label: 'Veduta di Torino' } as Partial<CatalogueRecord>),
];

const pagesOf = (r: CatalogueRecord) => withoutBoxes(r.fulltext ?? []);

async function expectReadsWhole(store: PgCatalogueStore, records: CatalogueRecord[]) {
  const [one, two] = records;
  // The record: its pages with their boxes, as imported.
  expect((await store.record('it', 'ca_objects', '1'))?.record.fulltext).toEqual(one!.fulltext);
  expect((await store.record('it', 'ca_objects', '4'))?.record.fulltext).toBeUndefined();
  // A result card: the page its snippet comes from (card-pages.ts), the flag beside it.
  const found = await store.search('it', searchRequest({ terms: splitSearchText('torino') }));
  expect(found.data.map((r) => r.id).sort()).toEqual(['1', '2', '4']);
  const card = found.data.find((r) => r.id === '1')!;
  expect(card.fulltext).toEqual(pagesOf(one!).slice(0, 1));
  const service = new CatalogueService(store, { warn: () => {} });
  const shown = service.card(card, 'it', [], splitSearchText('torino'));
  expect(shown.hasTranscription).toBe(true);
  expect(shown.snippet?.page).toBe(1);
  expect(shown.snippet?.parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Torino']);
  // Browsing by title, the same pages.
  const all = await store.search('it', searchRequest());
  expect(all.data.find((r) => r.id === '2')?.fulltext).toEqual(pagesOf(two!));
  // The hierarchy's node.
  const children = await store.children('it', 'ca_objects', '3', 10, 0);
  expect(children.data.map((n) => [n.record.id, n.record.fulltext?.length])).toEqual([['2', 2]]);
  // The raw calls: the record without its page text, as the embedded store answers them.
  const raw = await service.rawFind({ table: 'data_it', query: { id: '1' }, limit: 5, skip: 0 });
  expect(raw.data).toHaveLength(1);
  expect(raw.data[0]).not.toHaveProperty('fulltext');
  expect(raw.data[0]?.preferred_label).toBe('Lettera 1');
}

async function rowShape(psql: pg.Client, id: string) {
  const { rows } = await psql.query<{ in_doc: boolean; pages: unknown; boxes: unknown }>(
    `SELECT doc ? 'fulltext' AS in_doc, fulltext_pages AS pages, fulltext_boxes AS boxes
       FROM catalogue_data WHERE locale = 'it' AND id = $1`,
    [id],
  );
  return rows[0];
}

describePostgres('PostgreSQL catalogue: page text beside the doc', (server) => {
  it('keeps pages and boxes in their own columns and reads each record whole where it is shown', async () => {
    const records = catalogue();
    await withStore(server(), 'page_text_apart', async (store, url) => {
      await store.upsert({ locale: 'it', kind: 'data', docs: records });
      await store.publish();
      await expectReadsWhole(store, records);
      const psql = new pg.Client({ connectionString: url });
      await psql.connect();
      try {
        expect(await rowShape(psql, '1')).toEqual({
          in_doc: false,
          pages: pagesOf(records[0]!),
          boxes: [records[0]!.fulltext![0]!.boxes, null],
        });
        expect(await rowShape(psql, '4')).toEqual({ in_doc: false, pages: null, boxes: null });
      } finally {
        await psql.end();
      }
    });
  });

  it('moves the pages of a database an older gateway wrote, its undo journal too', async () => {
    const records = catalogue();
    const url = await databaseBefore(
      server(),
      'before_page_text',
      PAGE_TEXT_APART_MIGRATION.version,
      records,
    );
    const psql = new pg.Client({ connectionString: url });
    await psql.connect();
    try {
      const before = await psql.query(`SELECT doc ? 'fulltext' AS in_doc FROM catalogue_data WHERE id = '1'`);
      expect(before.rows).toEqual([{ in_doc: true }]);
      // An import (before the upgrade) replaced record 1: its journal keeps the row it replaced.
      await psql.query(
        `INSERT INTO catalogue_import_undo (import_id, kind, k, before)
           SELECT 'import-before', 'data', ARRAY[locale, tbl, id], to_jsonb(t.*) FROM catalogue_data t WHERE id = '1'`,
      );
      await psql.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc - 'fulltext', '{preferred_label}', '"Replaced"') WHERE id = '1'`,
      );
      const store = await PgCatalogueStore.open({ url, pollMs: 0 });
      try {
        expect(await rowShape(psql, '2')).toEqual({
          in_doc: false,
          pages: pagesOf(records[1]!),
          boxes: [records[1]!.fulltext![0]!.boxes, null],
        });
        // Undoing that import puts record 1 back, pages beside its doc.
        await store.undoImport!('import-before');
        expect((await rowShape(psql, '1'))?.in_doc).toBe(false);
        await expectReadsWhole(store, records);
      } finally {
        await store.close();
      }
    } finally {
      await psql.end();
    }
  });
});
