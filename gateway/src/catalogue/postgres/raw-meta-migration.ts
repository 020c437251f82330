import { RAW_ODD } from './raw-columns-migration';
import { removeKeysOf, SEARCH_COLUMNS } from './search-table-sql';

/**
 * Migration 10 (issue 27): the two raw shapes that still read every record's jsonb `doc` after
 * migration 9 get narrow columns on catalogue_search.
 *
 * - `meta_values`: the strings a `metadati.value` `$regex` can match, as mingo reads the path (the
 *   `value` of each element that is a string; numbers, booleans and null never match a regex),
 *   with a pg_trgm GIN index over them joined by newlines (`catalogue_meta_joined`). The joined text
 *   is only a pre-filter: the translator drops the regex's anchors and word boundaries for it, so
 *   whatever matches one value also matches the joined text (a superset, whatever the separator),
 *   and the exact match is then decided per value (`unnest(meta_values)`), so `^` and `$` never
 *   meet a neighbouring value and a match never spans two (raw-column-filter-sql.ts).
 * - `type_name`: `type_id.name`, the group key of the seed's `$facet` `types`.
 * - `catalogue_raw_stamp`: a write stamp per locale for the raw calls' answers remembered until a write (raw-stamp-cache.ts).
 *
 * Both are computed by the database from the doc when the narrow row is written (the statement
 * triggers), so the import, single-record writes, an operator's psql and this upgrade all fill
 * them alike. A doc whose metadata the array of strings cannot describe as mingo reads it
 * (`metadati` not an array, an element that is not an object, a value that is an array or object:
 * mingo flattens those) has `meta_values` NULL and, like a type name that is not a string, marks
 * the row `raw_odd`: its locale is answered from the docs (migration 9's rule).
 */

/** SQL over a catalogue_data row (unqualified `doc`): raw_odd with the two new columns' conditions. */
const ODD = `(${RAW_ODD} OR m.meta_values IS NULL OR jsonb_typeof(doc->'type_id'->'name') IS DISTINCT FROM 'string')`;

const copyWithColumns = (source: string) =>
  `INSERT INTO catalogue_search (${SEARCH_COLUMNS}, raw_odd, meta_values, type_name)
    SELECT ${SEARCH_COLUMNS}, ${ODD}, m.meta_values, doc->'type_id'->>'name'
    FROM ${source} CROSS JOIN LATERAL (SELECT catalogue_meta_values(doc) AS meta_values) m WHERE access = 1;`;

export const RAW_META_MIGRATION = {
  version: 10,
  name: 'raw calls: metadata values with a trigram pre-filter, type names (narrow columns)',
  sql: `
CREATE FUNCTION catalogue_meta_values(doc jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- One pass over the elements (every import runs it for each record).
  SELECT CASE
    WHEN doc->'metadati' IS NULL THEN '{}'::text[]
    WHEN jsonb_typeof(doc->'metadati') <> 'array' THEN NULL
    ELSE (SELECT CASE WHEN bool_or(jsonb_typeof(e) <> 'object' OR jsonb_typeof(e->'value') IN ('array', 'object'))
                   THEN NULL
                   ELSE COALESCE(array_agg(e->>'value' ORDER BY o) FILTER (WHERE jsonb_typeof(e->'value') = 'string'), '{}'::text[])
                 END
          FROM jsonb_array_elements(doc->'metadati') WITH ORDINALITY AS x(e, o))
  END
$$;
-- IMMUTABLE (array_to_string is only STABLE for its output functions; text needs none), so it may
-- be indexed; never inlined, so the index and the translator's condition spell the same call.
CREATE FUNCTION catalogue_meta_joined(vals text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(vals, E'\\n')
$$;

-- mingo's reading of \`metadati.value\` for a \`$regex\` on a doc of any shape (raw-filter-sql.ts,
-- the doc path, for docs an operator wrote outside the schema; raw-paths-sql.ts resolvePath spelled
-- for this one path): the elements' values (an element that is an array kept whole), one array
-- alone unwrapped, then a string among them or among their elements.
CREATE FUNCTION catalogue_meta_regex(doc jsonb, re text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH m AS (SELECT doc->'metadati' AS v),
  mapped AS (
    SELECT CASE WHEN jsonb_typeof(v) = 'array' THEN COALESCE((
      SELECT jsonb_agg(r ORDER BY o) FROM (
        SELECT CASE WHEN jsonb_typeof(e) = 'array' THEN e WHEN jsonb_typeof(e) = 'object' THEN e->'value' END AS r, o
        FROM jsonb_array_elements(v) WITH ORDINALITY AS t(e, o)) x
      WHERE r IS NOT NULL), '[]'::jsonb)
    ELSE v->'value' END AS x FROM m),
  unwrapped AS (
    SELECT CASE WHEN jsonb_typeof(x) = 'array' AND jsonb_array_length(x) = 1 AND jsonb_typeof(x->0) = 'array'
      THEN x->0 ELSE x END AS x FROM mapped)
  SELECT COALESCE(CASE WHEN jsonb_typeof(x) = 'array' THEN
      EXISTS (SELECT 1 FROM jsonb_array_elements(x) AS a(e) WHERE jsonb_typeof(a.e) = 'string' AND (a.e #>> '{}') ~ re)
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(x) AS a(e),
        jsonb_array_elements(CASE WHEN jsonb_typeof(a.e) = 'array' THEN a.e ELSE '[]'::jsonb END) AS b(e)
        WHERE jsonb_typeof(b.e) = 'string' AND (b.e #>> '{}') ~ re)
    ELSE jsonb_typeof(x) = 'string' AND (x #>> '{}') ~ re END, false)
  FROM unwrapped
$$;

ALTER TABLE catalogue_search ADD COLUMN meta_values text[], ADD COLUMN type_name text;
UPDATE catalogue_search s SET meta_values = m.meta_values, type_name = d.doc->'type_id'->>'name',
    raw_odd = s.raw_odd OR m.meta_values IS NULL OR jsonb_typeof(d.doc->'type_id'->'name') IS DISTINCT FROM 'string'
  FROM catalogue_data d CROSS JOIN LATERAL (SELECT catalogue_meta_values(d.doc) AS meta_values) m
  WHERE d.locale = s.locale AND d.tbl = s.tbl AND d.id = s.id;

CREATE OR REPLACE FUNCTION catalogue_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${copyWithColumns('new_rows')}
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION catalogue_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${removeKeysOf('old_rows')}
  ${copyWithColumns('new_rows')}
  RETURN NULL;
END $$;

-- The raw calls' answers remembered until a write (raw-stamp-cache.ts): a stamp per locale, moved in the writer's own
-- transaction by every statement that changes catalogue_search (rows in locale order, so two
-- writers of several locales lock them in one order).
CREATE TABLE catalogue_raw_stamp (locale text PRIMARY KEY, stamp bigint NOT NULL);
CREATE FUNCTION catalogue_raw_stamp_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_raw_stamp SET stamp = stamp + 1;
    RETURN NULL;
  END IF;
  INSERT INTO catalogue_raw_stamp (locale, stamp)
    SELECT locale, 1 FROM (
      SELECT locale FROM changed_rows GROUP BY locale ORDER BY locale
    ) l
    ON CONFLICT (locale) DO UPDATE SET stamp = catalogue_raw_stamp.stamp + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER catalogue_raw_stamp_inserted AFTER INSERT ON catalogue_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_raw_stamp_rows();
CREATE TRIGGER catalogue_raw_stamp_updated AFTER UPDATE ON catalogue_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_raw_stamp_rows();
CREATE TRIGGER catalogue_raw_stamp_deleted AFTER DELETE ON catalogue_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_raw_stamp_rows();
CREATE TRIGGER catalogue_raw_stamp_truncated AFTER TRUNCATE ON catalogue_search
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_raw_stamp_rows();

CREATE INDEX catalogue_search_meta_trgm ON catalogue_search
  USING gin (locale, catalogue_meta_joined(meta_values) gin_trgm_ops);
ANALYZE catalogue_search;
`,
};
