import type pg from 'pg';
import { transaction } from '../../lib/pg-pool';
import { FULLTEXT_MIGRATION } from './fulltext-columns';
import { IMPORT_UNDO_MIGRATION } from './import-undo-sql';
import { PAGE_TEXT_APART_MIGRATION } from './page-text-apart';
import { PAGES_TABLE_MIGRATION } from './pages-table';
import { RAW_COLUMNS_MIGRATION } from './raw-columns-migration';
import { RAW_META_MIGRATION } from './raw-meta-migration';
import { RAW_START_COVER_MIGRATION } from './raw-start-cover-migration';
import { RAW_TIE_ORDER_MIGRATION } from './raw-tie-order-migration';
import { SEARCH_TABLE_MIGRATION } from './search-table-sql';
import { SUGGEST_MIGRATION, SUGGEST_PREFIX_MIGRATION } from './suggest-sql';
import { TITLE_WORDS_MIGRATION } from './suggest-title-words-sql';
import { LONG_QUERY_MS, VOCABULARY_MIGRATION } from './vocabulary-sql';

/**
 * The catalogue's schema, as numbered migrations applied in order at start under an advisory lock
 * (two gateways starting at once: the second waits, then finds them applied). Applied numbers are
 * kept in catalogue_migrations; the content store keeps its own table and lock key.
 *
 * catalogue_data / catalogue_summary / catalogue_relations hold each record exactly as the embedded
 * store serves it (`doc`, the importer's canonical form); the raw mongo/* translator reads `doc`
 * and, since migration 9, catalogue_search's copies of the columns. The other columns are what our own queries need, computed by this gateway when
 * a record is written (row-shape.ts), never by the database from input text.
 */

/** pg_advisory_lock key of the catalogue migrations ('oa-catalogue' folded to 64 bits by hand). */
export const CATALOGUE_MIGRATION_LOCK = 7_402_116_245_771_001;

export interface CatalogueMigration {
  version: number;
  name: string;
  sql: string;
  /** Work SQL cannot do (our analyzer's terms), in the same transaction, after `sql`. */
  fill?: (client: pg.ClientBase) => Promise<void>;
}

export const CATALOGUE_MIGRATIONS: CatalogueMigration[] = [
  {
    version: 1,
    name: 'catalogue tables',
    sql: `
-- For the raw translator's $regex (trigram GIN below). Our own text search needs no dictionary
-- extension: its terms are made by the embedded engine's analyzer when a record is written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- The embedded store's label order: Intl.Collator('it', {sensitivity: 'base', numeric: true}).
-- Level 1 ignores case and accents; ties fall to seq (the record's place), as the embedded order does.
CREATE COLLATION IF NOT EXISTS oa_label (provider = icu, locale = 'it-u-kn-true-ks-level1', deterministic = false);
-- A record's place in its locale: inserts and replacements take the next number, so they follow the
-- records already there, exactly as the embedded store's snapshot merge orders them.
CREATE SEQUENCE IF NOT EXISTS catalogue_seq;

CREATE TABLE catalogue_data (
  locale text NOT NULL,
  tbl text NOT NULL,
  id text NOT NULL,
  doc jsonb NOT NULL,
  seq bigint NOT NULL,
  access integer,
  label text COLLATE oa_label NOT NULL,
  type_id integer NOT NULL,
  has_media boolean NOT NULL,
  start_s double precision,
  end_s double precision,
  year_first integer,
  year_last integer,
  ordine double precision,
  score double precision,
  parent text,
  parent_path text[] NOT NULL,
  filter_ids text[] NOT NULL,
  meta_keys text[] NOT NULL,
  terms tsvector NOT NULL,
  phrase_text text NOT NULL,
  orientation "char",
  PRIMARY KEY (locale, tbl, id)
);
CREATE TABLE catalogue_summary (
  locale text NOT NULL,
  tbl text NOT NULL,
  type text NOT NULL,
  doc jsonb NOT NULL,
  seq bigint NOT NULL,
  PRIMARY KEY (locale, tbl, type)
);
CREATE TABLE catalogue_relations (
  locale text NOT NULL,
  key text NOT NULL,
  doc jsonb NOT NULL,
  seq bigint NOT NULL,
  tbl text NOT NULL,
  id text NOT NULL,
  rel_tbl text NOT NULL,
  rel_id text NOT NULL,
  public boolean NOT NULL,
  PRIMARY KEY (locale, key)
);
-- Bumped by publish(): every gateway's dataVersion(locale) (answer memo, OAI ledger, page caches).
CREATE TABLE catalogue_generation (
  locale text PRIMARY KEY,
  generation bigint NOT NULL
);

-- Our own queries only ever read public records: partial indexes hold nothing else.
CREATE INDEX catalogue_data_seq ON catalogue_data (locale, seq) WHERE access = 1;
CREATE INDEX catalogue_data_table ON catalogue_data (locale, tbl, seq) WHERE access = 1;
CREATE INDEX catalogue_data_type ON catalogue_data (locale, type_id, seq) WHERE access = 1;
CREATE INDEX catalogue_data_label ON catalogue_data (locale, label, seq) WHERE access = 1;
CREATE INDEX catalogue_data_start ON catalogue_data (locale, start_s, seq) WHERE access = 1;
CREATE INDEX catalogue_data_score ON catalogue_data (locale, score, seq) WHERE access = 1;
CREATE INDEX catalogue_data_ordine ON catalogue_data (locale, ordine, seq) WHERE access = 1;
CREATE INDEX catalogue_data_parent ON catalogue_data (locale, tbl, parent) WHERE access = 1;
CREATE INDEX catalogue_data_terms ON catalogue_data USING gin (terms) WHERE access = 1;
CREATE INDEX catalogue_data_filters ON catalogue_data USING gin (filter_ids) WHERE access = 1;
CREATE INDEX catalogue_data_ancestors ON catalogue_data USING gin (parent_path) WHERE access = 1;
CREATE INDEX catalogue_data_meta ON catalogue_data USING gin (meta_keys) WHERE access = 1;
CREATE INDEX catalogue_data_images ON catalogue_data (locale, orientation, seq) WHERE access = 1 AND orientation IS NOT NULL;
-- For the raw mongo/* translator, which reads doc only: its label and metadata $regex.
CREATE INDEX catalogue_data_label_trgm ON catalogue_data USING gin ((doc->>'preferred_label') gin_trgm_ops);
CREATE INDEX catalogue_data_meta_trgm ON catalogue_data
  USING gin ((jsonb_path_query_array(doc, '$.metadati[*].value')::text) gin_trgm_ops);
CREATE INDEX catalogue_data_doc ON catalogue_data USING gin (doc jsonb_path_ops);
CREATE INDEX catalogue_summary_seq ON catalogue_summary (locale, seq);
CREATE INDEX catalogue_relations_side ON catalogue_relations (locale, tbl, id, seq);
`,
  },
  FULLTEXT_MIGRATION,
  // Issue 23: the words spelling corrections are chosen from (vocabulary-sql.ts).
  VOCABULARY_MIGRATION,
  // Issue 23: suggestions while typing (suggest-sql.ts).
  SUGGEST_MIGRATION,
  // Issue 27 at 1M records: selections, counts and facets off the wide rows (search-table-sql.ts).
  SEARCH_TABLE_MIGRATION,
  // Issue 25: what each import replaced, for undoing it (import-undo-sql.ts).
  IMPORT_UNDO_MIGRATION,
  // Issue 23: "starts with" btrees for suggestions of short texts (suggest-sql.ts).
  SUGGEST_PREFIX_MIGRATION,
  // Issue 23: title suggestions from one btree per step, in title order (suggest-title-words-sql.ts).
  TITLE_WORDS_MIGRATION,
  // Issue 27: the seed's raw calls from the narrow table's columns; the doc indexes dropped.
  RAW_COLUMNS_MIGRATION,
  // Issue 27: metadata value regexes and type names from narrow columns (raw-meta-migration.ts).
  RAW_META_MIGRATION,
  // Issue 27: unsorted raw pages walk the tie order instead of sorting every match.
  RAW_TIE_ORDER_MIGRATION,
  // Issue 27: a date range's count reads the date index alone (type, table, id beside the date).
  RAW_START_COVER_MIGRATION,
  // Issue 23: a record's pages beside its doc, read only where they are shown (page-text-apart.ts).
  PAGE_TEXT_APART_MIGRATION,
  // Issue 23: one row per page with its terms, so a card reads the page its snippet is on (pages-table.ts).
  PAGES_TABLE_MIGRATION,
];

/** Applies the migrations not yet applied, under the lock; answers the versions it applied. */
export async function migrateCatalogue(
  pool: pg.Pool,
  migrations: readonly CatalogueMigration[] = CATALOGUE_MIGRATIONS,
): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    // A first migration on a large database may take longer than a request's statement timeout.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [CATALOGUE_MIGRATION_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS catalogue_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM catalogue_migrations')).rows.map(
          (r) => r.version,
        ),
      );
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await transaction(client, async () => {
          // A migration filling a table from every record (catalogue_words) outlasts the driver's
          // per-query read limit on a large catalogue.
          await client.query({ text: migration.sql, query_timeout: LONG_QUERY_MS } as pg.QueryConfig);
          await migration.fill?.(client);
          await client.query('INSERT INTO catalogue_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
        });
        applied.push(migration.version);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [CATALOGUE_MIGRATION_LOCK]);
    }
  } finally {
    // Closed, not given back: its session has no statement timeout (set above), which a request's
    // statement must never inherit from the pool.
    client.release(true);
  }
  return applied;
}
