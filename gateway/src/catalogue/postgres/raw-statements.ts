import type pg from 'pg';
import { type CollectionKind, parseCollection } from '../port';
import { RawQueryError } from '../raw/guard';
import { MINGO_ROWS_MAX, tooMany } from './raw-mingo-tail';
import type { SqlParams } from './raw-sql-text';

/**
 * What every raw statement on PostgreSQL shares: the agreed tables, the public rule, running a
 * statement (PostgreSQL's refusals of the caller's input as 400), reading records for mingo.
 */

export type Db = pg.Pool | pg.PoolClient;

export const TABLES: Record<CollectionKind, string> = {
  data: 'catalogue_data',
  summary: 'catalogue_summary',
  relations: 'catalogue_relations',
};

/**
 * Only public records, as the embedded store keeps them (engine/locale-index.ts): records with
 * access 1; relations with access and rel_access 1 whose ends are not private records; summaries
 * have no access flag. $1 is always the locale.
 */
export const PUBLIC_RULE: Record<CollectionKind, string> = {
  data: `r.doc->'access' = '1'::jsonb`,
  summary: 'TRUE',
  relations: `r.doc->'access' = '1'::jsonb AND r.doc->'rel_access' = '1'::jsonb
    AND NOT EXISTS (SELECT 1 FROM catalogue_data d WHERE d.locale = r.locale AND d.tbl = r.doc->>'table'
      AND d.id = r.doc->>'id' AND d.doc->'access' IS DISTINCT FROM '1'::jsonb)
    AND NOT EXISTS (SELECT 1 FROM catalogue_data d WHERE d.locale = r.locale AND d.tbl = r.doc->>'rel_table'
      AND d.id = r.doc->>'rel_id' AND d.doc->'access' IS DISTINCT FROM '1'::jsonb)`,
};

/**
 * How calls were answered since start: wholly in SQL, SQL then mingo for the tail of a pipeline, or
 * mingo deciding part of the filter (or a sort over arrays); `columns` counts the SQL answers read
 * from catalogue_search's columns instead of `doc` (raw-column-page.ts). Tests use it to show SQL
 * does the work.
 */
export const rawPgAnswers = {
  sql: 0,
  sqlThenMingo: 0,
  mingoFilter: 0,
  columns: 0,
  cachedCounts: 0,
  cachedPages: 0,
};

/**
 * `columns: false` answers every raw call from the docs, as before migration 9: the A side of
 * bench/src/raw-postgres-bench.ts (a database of the previous schema has no raw_odd to check).
 * `metaColumns: false` and `countCache: false` answer as before migration 10 (no metadata values
 * or type names from the narrow table, no remembered counts): the A side of the same bench on a
 * database of migration 9.
 */
export const rawPgOptions = { columns: true, metaColumns: true, countCache: true };

export interface Collection {
  kind: CollectionKind;
  locale: string;
  from: string;
}

export function collectionOf(name: string): Collection {
  const parsed = parseCollection(name);
  if (!parsed) throw new RawQueryError(`Unknown collection ${name}`, 'BAD_QUERY');
  return { ...parsed, from: `${TABLES[parsed.kind]} r` };
}

/** PostgreSQL refusing the caller's input (a regex its engine finds too complex): a 400. */
export async function run<T extends pg.QueryResultRow>(
  db: Db,
  text: string,
  values: unknown[],
): Promise<T[]> {
  try {
    return (await db.query<T>(text, values)).rows;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '2201B' || code === '54001')
      throw new RawQueryError(
        `The query's regular expression cannot be run: ${(err as Error).message}`,
        'BAD_QUERY',
      );
    throw err;
  }
}

/** The record's top-level fields `names` (and _id), as SQL: less to send when mingo reads few. */
export const topLevelFields = (names: string[], p: SqlParams) =>
  `(SELECT COALESCE(jsonb_object_agg(f.key, f.value), '{}'::jsonb) FROM jsonb_each(r.doc) f WHERE f.key = ANY(${p.textArray([...names, '_id'])}))`;

/** Records matching `where`, in `order`, for mingo; refuses past MINGO_ROWS_MAX. */
export async function readForMingo(
  db: Db,
  c: Collection,
  where: string,
  p: SqlParams,
  order: string,
  fields: string[] | null,
): Promise<Record<string, unknown>[]> {
  const select = fields ? topLevelFields(fields, p) : 'r.doc';
  const rows = await run<{ doc: Record<string, unknown> }>(
    db,
    `SELECT ${select} AS doc FROM ${c.from} WHERE ${where} ORDER BY ${order} LIMIT ${MINGO_ROWS_MAX + 1}`,
    p.values,
  );
  if (rows.length > MINGO_ROWS_MAX) throw tooMany();
  return rows.map((row) => row.doc);
}
