import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { relationKey } from '../engine/normalise';
import type { CollectionKind } from '../port';
import { copyIn, copyLine } from './copy-in';
import { migrateCatalogue } from './migrations';
import { dataRow } from './row-shape';
import { copySql, STAGED, stageTableSql } from './staged-upsert';

/**
 * Test and bench helpers: the catalogue tables made by the store's own migrations, and records
 * written into them the way the import writes them (dataRow's columns, copied and merged by
 * staged-upsert.ts, so the triggers fill catalogue_search), so the raw translator reads the same
 * columns and narrow rows in tests as in production.
 */
export async function createRawTestTables(db: pg.Pool): Promise<void> {
  await migrateCatalogue(db);
}

/** Replaces the locale's docs of one kind with `docs`. */
export async function loadRawTestDocs(
  db: pg.Pool,
  locale: string,
  kind: CollectionKind,
  docs: object[],
): Promise<void> {
  const table = { data: 'catalogue_data', summary: 'catalogue_summary', relations: 'catalogue_relations' }[
    kind
  ];
  await db.query(`DELETE FROM ${table} WHERE locale = $1`, [locale]);
  if (docs.length === 0) return;
  const json = JSON.stringify(docs);
  if (kind === 'data') return writeRecords(db, locale, docs as CatalogueRecord[]);
  if (kind === 'summary')
    await db.query(
      `INSERT INTO catalogue_summary (locale, tbl, type, doc, seq)
       SELECT $1, d->>'table', d->>'type', d, nextval('catalogue_seq') FROM jsonb_array_elements($2::jsonb) d`,
      [locale, json],
    );
  else {
    // relationKey separates its parts with U+0000, which PostgreSQL text cannot hold: U+001F, as
    // the store's relationRowKey.
    const keys = (docs as Parameters<typeof relationKey>[0][]).map((r) =>
      relationKey(r).replaceAll('\u0000', '\u001f'),
    );
    await db.query(
      `INSERT INTO catalogue_relations (locale, key, doc, seq, tbl, id, rel_tbl, rel_id, public)
       SELECT $1, k, d, nextval('catalogue_seq'), d->>'table', d->>'id', d->>'rel_table', d->>'rel_id',
         d->'access' = '1'::jsonb AND d->'rel_access' = '1'::jsonb
       FROM unnest($2::text[], ARRAY(SELECT jsonb_array_elements($3::jsonb))) AS x(k, d)`,
      [locale, keys, json],
    );
  }
}

/** Records merged as an import batch merges them. */
async function writeRecords(db: pg.Pool, locale: string, docs: CatalogueRecord[]): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(stageTableSql('data'));
    for (let i = 0; i < docs.length; i += 5000)
      await copyIn(
        client,
        copySql('data'),
        docs.slice(i, i + 5000).map((doc, j) => copyLine([i + j, ...dataRow(locale as Locale, doc)])),
        300_000,
      );
    // In parts, as the import merges (one statement over 60k rows outlasts the driver's read limit).
    for (let from = 0; from < docs.length; from += 1000)
      await client.query({
        text: STAGED.data.merge,
        values: [from, Math.min(docs.length, from + 1000)],
        query_timeout: 300_000,
      } as pg.QueryConfig);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The records in the order the tables give them when nothing else does (raw-sort-sql.ts TIE_ORDER:
 * table, then id, by code point): the input order mingo must see to be compared with PostgreSQL.
 */
export function inTieOrder<T extends { table: string; id: string }>(records: T[]): T[] {
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...records].sort((a, b) => byCodePoint(a.table, b.table) || byCodePoint(a.id, b.id));
}
