import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { IMPORTS_UNDOABLE, UNDO_KEEP_DAYS } from '../import-undo';
import type { CollectionKind, UndoImportResult } from '../port';
import { STAGE_TABLE } from './staged-upsert';

/**
 * Issue 25, PostgreSQL's side of undoing an import: before each staged batch is merged, the rows it
 * will replace (the whole row, as to_jsonb) or null for keys it inserts are copied into
 * catalogue_import_undo under the import's id, in the same transaction. Undoing deletes the keys the
 * import wrote and puts the first kept row of each back; the newest IMPORTS_UNDOABLE imports of the
 * last UNDO_KEEP_DAYS days are kept (older ones are dropped when a new import starts).
 */
export const IMPORT_UNDO_MIGRATION = {
  // Far from the small numbers other migrations take, so that parallel work never collides.
  version: 6,
  name: 'import undo journal (issue 25)',
  sql: `
CREATE TABLE catalogue_import_undo (
  n bigserial PRIMARY KEY,
  import_id text NOT NULL,
  started timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  k text[] NOT NULL,
  before jsonb
);
CREATE INDEX catalogue_import_undo_import ON catalogue_import_undo (import_id);
CREATE INDEX catalogue_import_undo_key ON catalogue_import_undo (kind, k);
`,
};

/** pg_advisory_xact_lock key of undoing an import (any 64-bit number no other lock uses). */
const UNDO_LOCK = 7_402_116_245_771_025;

const TABLES: Record<CollectionKind, { table: string; key: readonly string[] }> = {
  data: { table: 'catalogue_data', key: ['locale', 'tbl', 'id'] },
  summary: { table: 'catalogue_summary', key: ['locale', 'tbl', 'type'] },
  relations: { table: 'catalogue_relations', key: ['locale', 'key'] },
};

const keyMatch = (kind: CollectionKind, row: string, keys: string) =>
  TABLES[kind].key.map((c, i) => `${row}.${c} = ${keys}[${i + 1}]`).join(' AND ');

/**
 * Keeps what the staged lines $1 <= ord < $2 will replace, under import $3 (run just before their
 * merge, on the same connection and transaction).
 */
export const journalSql = (kind: CollectionKind) => {
  const { table, key } = TABLES[kind];
  return `INSERT INTO catalogue_import_undo (import_id, kind, k, before)
    SELECT $3, '${kind}', ARRAY[${key.map((c) => `s.${c}`).join(', ')}]::text[], to_jsonb(t.*)
    FROM ${STAGE_TABLE} s LEFT JOIN ${table} t ON ${key.map((c) => `t.${c} = s.${c}`).join(' AND ')}
    WHERE s.ord >= $1 AND s.ord < $2 ORDER BY s.ord`;
};

/**
 * Drops the journals past the kept number and age (a new import's first batch calls it, before its
 * own journal has a row: that import counts as one of the kept, as on the embedded store).
 */
export async function forgetOldImports(client: pg.ClientBase, importId: string): Promise<void> {
  await client.query(
    `DELETE FROM catalogue_import_undo WHERE (import_id <> $3 AND import_id NOT IN (
       SELECT import_id FROM catalogue_import_undo WHERE import_id <> $3
       GROUP BY import_id ORDER BY max(n) DESC LIMIT $1 - 1))
     OR started < now() - make_interval(days => $2)`,
    [IMPORTS_UNDOABLE, UNDO_KEEP_DAYS, importId],
  );
}

/** The imports whose journal is kept and not past its age (the ones an undo can find). */
export async function undoableImportIdsSql(client: pg.Pool | pg.ClientBase): Promise<string[]> {
  const kept = await client.query<{ import_id: string }>(
    `SELECT import_id FROM catalogue_import_undo GROUP BY import_id
     HAVING min(started) >= now() - make_interval(days => $2)
     ORDER BY max(n) DESC LIMIT $1`,
    [IMPORTS_UNDOABLE, UNDO_KEEP_DAYS],
  );
  return kept.rows.map((r) => r.import_id);
}

/**
 * Undoes one import inside the caller's transaction; answers the locales it changed, for publish().
 * Refused with nothing changed when a later import's journal names any of the same keys.
 */
export async function undoImportSql(
  client: pg.ClientBase,
  importId: string,
): Promise<{ result: UndoImportResult; locales: Locale[] }> {
  // One undo at a time across gateways: a second one then finds the journal gone ('unknown').
  await client.query('SELECT pg_advisory_xact_lock($1)', [UNDO_LOCK]);
  const kept = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM catalogue_import_undo WHERE import_id = $1',
    [importId],
  );
  if (!kept.rows[0]?.n) return { result: { ok: false, reason: 'unknown' }, locales: [] };
  const later = await client.query<{ n: number }>(
    `SELECT count(DISTINCT (j.kind, j.k))::int AS n FROM catalogue_import_undo j
     WHERE j.import_id = $1 AND EXISTS (SELECT 1 FROM catalogue_import_undo l
       WHERE l.kind = j.kind AND l.k = j.k AND l.import_id <> $1 AND l.n > j.n)`,
    [importId],
  );
  if (later.rows[0]!.n > 0)
    return { result: { ok: false, reason: 'later', records: later.rows[0]!.n }, locales: [] };
  let removed = 0;
  let restored = 0;
  for (const kind of Object.keys(TABLES) as CollectionKind[]) {
    const { table } = TABLES[kind];
    // The first kept row of each key is the one from before the import.
    const first = `(SELECT DISTINCT ON (k) k, before FROM catalogue_import_undo
      WHERE import_id = $1 AND kind = '${kind}' ORDER BY k, n)`;
    const counts = await client.query<{ removed: number; restored: number }>(
      `SELECT count(*) FILTER (WHERE before IS NULL)::int AS removed,
              count(*) FILTER (WHERE before IS NOT NULL)::int AS restored FROM ${first} f`,
      [importId],
    );
    removed += counts.rows[0]!.removed;
    restored += counts.rows[0]!.restored;
    await client.query(`DELETE FROM ${table} t USING ${first} f WHERE ${keyMatch(kind, 't', 'f.k')}`, [
      importId,
    ]);
    // Every stored column but generated ones, so columns added by later migrations come back too.
    const columns = (
      await client.query<{ list: string }>(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS list FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
        [table],
      )
    ).rows[0]!.list;
    // A restored row takes a new place after the others, in its old order, as the embedded store's
    // rewrite appends the docs it puts back (searches keep one order on both stores).
    const values = columns
      .split(', ')
      .map((c) => (c === 'seq' ? "nextval('catalogue_seq')" : `r.${c}`))
      .join(', ');
    await client.query(
      `INSERT INTO ${table} (${columns})
       SELECT ${values} FROM (SELECT r.* FROM ${first} f, jsonb_populate_record(NULL::${table}, f.before) r
         WHERE f.before IS NOT NULL ORDER BY r.seq) r`,
      [importId],
    );
  }
  const locales = await client.query<{ locale: Locale }>(
    'SELECT DISTINCT k[1] AS locale FROM catalogue_import_undo WHERE import_id = $1',
    [importId],
  );
  await client.query('DELETE FROM catalogue_import_undo WHERE import_id = $1', [importId]);
  return { result: { ok: true, removed, restored }, locales: locales.rows.map((r) => r.locale) };
}
