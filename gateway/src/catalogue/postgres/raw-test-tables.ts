import type pg from 'pg';
import { relationKey } from '../engine/normalise';
import type { CollectionKind } from '../port';

/**
 * Test-only: the agreed catalogue tables (the layout the PostgreSQL store's migrations create, at
 * least these columns) in a test database, and records loaded into them as the store keeps them.
 * The raw translator reads only `locale` and `doc` (and the primary key, its tie order).
 */
export async function createRawTestTables(db: pg.Pool | pg.PoolClient): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS catalogue_data (locale text NOT NULL, tbl text NOT NULL, id text NOT NULL, doc jsonb NOT NULL, PRIMARY KEY (locale, tbl, id));
    CREATE TABLE IF NOT EXISTS catalogue_summary (locale text NOT NULL, tbl text NOT NULL, type text NOT NULL, doc jsonb NOT NULL, PRIMARY KEY (locale, tbl, type));
    CREATE TABLE IF NOT EXISTS catalogue_relations (locale text NOT NULL, key text NOT NULL, doc jsonb NOT NULL, PRIMARY KEY (locale, key));
  `);
}

/** Replaces the locale's docs of one kind with `docs` (one statement, parameterised). */
export async function loadRawTestDocs(
  db: pg.Pool | pg.PoolClient,
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
  if (kind === 'data')
    await db.query(
      `INSERT INTO catalogue_data (locale, tbl, id, doc)
       SELECT $1, d->>'table', d->>'id', d FROM jsonb_array_elements($2::jsonb) d`,
      [locale, json],
    );
  else if (kind === 'summary')
    await db.query(
      `INSERT INTO catalogue_summary (locale, tbl, type, doc)
       SELECT $1, d->>'table', d->>'type', d FROM jsonb_array_elements($2::jsonb) d`,
      [locale, json],
    );
  else {
    // relationKey separates its parts with U+0000, which PostgreSQL text cannot hold: U+001F here
    // (the store's migrations decide the real encoding; only the tie order depends on it).
    const keys = (docs as Parameters<typeof relationKey>[0][]).map((r) =>
      relationKey(r).replaceAll('\u0000', '\u001f'),
    );
    await db.query(
      `INSERT INTO catalogue_relations (locale, key, doc)
       SELECT $1, k, d FROM unnest($2::text[], ARRAY(SELECT jsonb_array_elements($3::jsonb))) AS x(k, d)`,
      [locale, keys, json],
    );
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
