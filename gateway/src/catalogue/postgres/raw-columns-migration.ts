import { removeKeysOf, SEARCH_COLUMNS } from './search-table-sql';

/**
 * Migration 9 (issue 27): the seed's raw calls (mongo/search) read the narrow search table's
 * columns instead of every record's jsonb `doc` (raw-column-filter-sql.ts, raw-column-page.ts), so
 * the three indexes over `doc` made for them are dropped and label and date indexes on
 * catalogue_search replace them.
 *
 * The columns are the gateway's (row-shape.ts): equal to the doc's values for every record the
 * import accepts (the contract fixes their types). Two things keep the raw answers exact whoever
 * writes (an operator's psql UPDATE, an older gateway, a test writing odd documents):
 * - `access` follows the doc's own rule (a row trigger): `doc.access` equal to 1, so 1 and 1.0 are
 *   public and "1" is not, as mingo and the embedded store read it; catalogue_search then holds
 *   exactly the records the raw calls may answer.
 * - `raw_odd` marks a narrow row whose columns do not say what its doc says (a label that is not a
 *   string, `ordine: "2"`, a filtri element without a string id...), computed by the database from
 *   the doc when the row is copied. A locale holding one is answered from `doc` as before.
 */

/** SQL boolean over a catalogue_data row: a number column says what the doc's number (or nothing) says. */
const sameNumber = (json: string, column: string) =>
  `(CASE WHEN ${column} IS NULL THEN (${json} IS NULL OR ${json} = 'null'::jsonb) ELSE jsonb_typeof(${json}) = 'number' AND (${json} #>> '{}')::float8 = ${column} END)`;

/** Every column raw-column-filter-sql.ts reads, against the doc (unqualified names of a catalogue_data row). */
export const RAW_ODD = `NOT COALESCE(
  jsonb_typeof(doc->'table') = 'string' AND doc->>'table' = tbl
  AND jsonb_typeof(doc->'id') = 'string' AND doc->>'id' = id
  AND jsonb_typeof(doc->'preferred_label') = 'string' AND doc->>'preferred_label' = (label COLLATE "C")
  AND jsonb_typeof(doc->'type_id') = 'object' AND jsonb_typeof(doc->'type_id'->'id') = 'number'
  AND (doc->'type_id'->>'id')::float8 = type_id
  AND (doc->'data' IS NULL OR jsonb_typeof(doc->'data') IN ('object', 'null'))
  AND ${sameNumber(`(doc->'data'->'start')`, 'start_s')} AND ${sameNumber(`(doc->'data'->'end')`, 'end_s')}
  AND ${sameNumber(`(doc->'ordine')`, 'ordine')} AND ${sameNumber(`(doc->'score')`, 'score')}
  AND jsonb_typeof(doc->'filtri') = 'array' AND jsonb_array_length(doc->'filtri') = cardinality(filter_ids)
  -- strict: an element that is not an object with an id yields nothing (silent), so the lengths differ.
  AND jsonb_path_query_array(doc, 'strict $.filtri[*].id', '{}', true) = to_jsonb(filter_ids)
  AND doc->'parent_path' = to_jsonb(parent_path),
  false)`;

const copyWithOdd = (source: string) =>
  `INSERT INTO catalogue_search (${SEARCH_COLUMNS}, raw_odd) SELECT ${SEARCH_COLUMNS}, ${RAW_ODD} FROM ${source} WHERE access = 1;`;

export const RAW_COLUMNS_MIGRATION = {
  version: 9,
  name: 'raw calls from the narrow table (exact access, raw_odd, label and date indexes; the three doc indexes dropped)',
  sql: `
CREATE FUNCTION catalogue_data_exact_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row trigger runs before the statement triggers that copy public rows to catalogue_search.
  IF NEW.doc->'access' = '1'::jsonb THEN
    NEW.access := 1;
  ELSIF NEW.access = 1 THEN
    NEW.access := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER catalogue_data_exact_access BEFORE INSERT OR UPDATE ON catalogue_data
  FOR EACH ROW EXECUTE FUNCTION catalogue_data_exact_access();
-- Rows an older gateway (or an operator) left with a column apart from their doc; the statement
-- triggers move them in or out of catalogue_search.
UPDATE catalogue_data SET access = access
  WHERE COALESCE(access = 1, false) <> COALESCE(doc->'access' = '1'::jsonb, false);

ALTER TABLE catalogue_search ADD COLUMN raw_odd boolean NOT NULL DEFAULT false;
UPDATE catalogue_search s SET raw_odd = true FROM catalogue_data d
  WHERE d.locale = s.locale AND d.tbl = s.tbl AND d.id = s.id AND (SELECT ${RAW_ODD} FROM (SELECT d.*) x);
CREATE INDEX catalogue_search_raw_odd ON catalogue_search (locale) WHERE raw_odd;

CREATE OR REPLACE FUNCTION catalogue_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${copyWithOdd('new_rows')}
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION catalogue_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${removeKeysOf('old_rows')}
  ${copyWithOdd('new_rows')}
  RETURN NULL;
END $$;

-- The raw calls' label: order by code point (COLLATE "C", ties by table and id: the raw tie
-- order), and $regex through trigrams. PostgreSQL runs no regex in the label column's
-- non-deterministic collation, so both are on the "C" expression the translator writes.
CREATE INDEX catalogue_search_label_c ON catalogue_search
  (locale, (label COLLATE "C"), (tbl COLLATE "C"), (id COLLATE "C"));
CREATE INDEX catalogue_search_label_trgm ON catalogue_search USING gin (locale, (label COLLATE "C") gin_trgm_ops);
-- data.start ranges and order (the seed's date shape) on the narrow rows.
CREATE INDEX catalogue_search_start ON catalogue_search (locale, start_s);

-- Served from catalogue_search now; no statement the store sends uses them (the seed's shapes
-- planned with them present: bench/src/raw-postgres-bench.ts --explain). The metadata values'
-- trigram index never served a query: no statement spells its expression (a metadati.value
-- $regex is an EXISTS over the elements), so it only cost every import its upkeep.
DROP INDEX IF EXISTS catalogue_data_label_trgm;
DROP INDEX IF EXISTS catalogue_data_doc;
DROP INDEX IF EXISTS catalogue_data_meta_trgm;
ANALYZE catalogue_search;
`,
};
