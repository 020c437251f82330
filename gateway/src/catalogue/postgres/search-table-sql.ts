import { derivedTableTriggers } from './derived-table-triggers';

/**
 * The narrow search table (issue 27, the 1M rung): what our selections, counts and facets read,
 * one small row per public record, beside the wide catalogue_data rows (their jsonb doc and phrase
 * text made a row about a heap page at 1M records, so counting 50k matches read 46k pages).
 *
 * - Only public records (access 1): our own queries never read anything else.
 * - Each GIN index leads with `locale` (btree_gin), so a word's entries are read for one locale:
 *   the old `terms` index mixed the three and was ANDed with the primary key's 1M entries.
 * - Kept by statement triggers on catalogue_data (transition tables: one set-based statement per
 *   merge of 1,000 lines, never a row at a time), so every writer (import, tests, a manual psql
 *   UPDATE) keeps it in step inside its own transaction.
 * - The phrase text stays in catalogue_data: a phrase condition looks its row up by key after the
 *   words (always part of a phrase) have narrowed the candidates (selection-sql.ts).
 *
 * catalogue_data's own GIN indexes over the same columns are dropped: the pages that still read
 * catalogue_data with a selection walk its sort indexes (large results) or take keys from here.
 */

/** The columns copied from catalogue_data, in one order for the fill and the triggers. */
export const SEARCH_COLUMNS = [
  'locale',
  'tbl',
  'id',
  'seq',
  'access',
  'type_id',
  'has_media',
  'start_s',
  'end_s',
  'year_first',
  'year_last',
  'label',
  'score',
  'ordine',
  'parent_path',
  'filter_ids',
  'meta_keys',
  'terms',
  'fulltext_terms',
].join(', ');
const COLUMNS = SEARCH_COLUMNS;

const copyFrom = (source: string) =>
  `INSERT INTO catalogue_search (${COLUMNS}) SELECT ${COLUMNS} FROM ${source} WHERE access = 1;`;

export const removeKeysOf = (source: string) =>
  `DELETE FROM catalogue_search s USING ${source} o WHERE s.locale = o.locale AND s.tbl = o.tbl AND s.id = o.id;`;

export const SEARCH_TABLE_MIGRATION = {
  version: 5,
  name: 'narrow search table (per-locale terms, counts and facets off the wide rows)',
  sql: `
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE TABLE catalogue_search (
  locale text NOT NULL,
  tbl text NOT NULL,
  id text NOT NULL,
  seq bigint NOT NULL,
  access integer NOT NULL,
  type_id integer NOT NULL,
  has_media boolean NOT NULL,
  start_s double precision,
  end_s double precision,
  year_first integer,
  year_last integer,
  label text COLLATE oa_label NOT NULL,
  score double precision,
  ordine double precision,
  parent_path text[] NOT NULL,
  filter_ids text[] NOT NULL,
  meta_keys text[] NOT NULL,
  terms tsvector NOT NULL,
  fulltext_terms tsvector,
  PRIMARY KEY (locale, tbl, id)
);
${copyFrom('catalogue_data')}
-- Built after the fill: one sort per index instead of an insert per row.
CREATE INDEX catalogue_search_terms ON catalogue_search USING gin (locale, terms);
CREATE INDEX catalogue_search_fulltext ON catalogue_search USING gin (locale, fulltext_terms)
  WHERE fulltext_terms IS NOT NULL;
CREATE INDEX catalogue_search_filters ON catalogue_search USING gin (locale, filter_ids);
CREATE INDEX catalogue_search_ancestors ON catalogue_search USING gin (locale, parent_path);
CREATE INDEX catalogue_search_meta ON catalogue_search USING gin (locale, meta_keys);

${derivedTableTriggers('catalogue_search', {
  inserted: copyFrom('new_rows'),
  updated: `${removeKeysOf('old_rows')}\n  ${copyFrom('new_rows')}`,
  deleted: removeKeysOf('old_rows'),
})}
-- Served from catalogue_search now (above).
DROP INDEX IF EXISTS catalogue_data_terms;
DROP INDEX IF EXISTS catalogue_data_fulltext;
DROP INDEX IF EXISTS catalogue_data_filters;
DROP INDEX IF EXISTS catalogue_data_ancestors;
DROP INDEX IF EXISTS catalogue_data_meta;
ANALYZE catalogue_search;
`,
};

/**
 * Count, date range and counts per table, type and facet value of a selection `where` over `d`,
 * in one statement: the matches are read once (MATERIALIZED) from the narrow table, so a word
 * matching 50k records reads their small rows only. `table` is for bench/src/postgres-explain.ts,
 * which also plans it over catalogue_data on a database of the previous schema.
 */
export const selectionCountsSql = (where: string, table = 'catalogue_search') =>
  `WITH r AS MATERIALIZED (
     SELECT d.seq, d.tbl, d.type_id, d.filter_ids, d.start_s, d.end_s FROM ${table} d WHERE ${where})
   SELECT (SELECT count(*) FROM r)::int AS count,
     (SELECT min(start_s) FROM r) AS date_from,
     (SELECT max(coalesce(end_s, start_s)) FROM r) AS date_to,
     (SELECT coalesce(json_agg(x), '[]') FROM (SELECT tbl, count(*)::int AS n FROM r GROUP BY tbl) x) AS tables,
     (SELECT coalesce(json_agg(x), '[]') FROM (SELECT type_id AS id, count(*)::int AS n FROM r GROUP BY type_id) x) AS types,
     (SELECT coalesce(json_agg(x), '[]') FROM (SELECT f AS id, count(*)::int AS n, min(r.seq)::text AS first FROM r, unnest(r.filter_ids) f GROUP BY f) x) AS filters`;
