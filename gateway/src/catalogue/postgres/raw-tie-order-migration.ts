/**
 * Migration 11 (issue 27): the raw calls' tie order as an index. A mongo/search without a sort (the
 * seed's commonest shape: a label regex, a facet id and a table) pages in the tie order, table then
 * id by code point (raw-column-filter-sql.ts COLUMN_TIE), which no index gave: PostgreSQL read every
 * match (a label regex's bitmap over the trigram index, each row's label checked again) and sorted
 * them all for the first 20, linear in the matches (a common word at 1M: 295 ms p50). With the
 * index it walks the tie order and stops after the page when the matches are many; it still
 * prefers the bitmap when they are few. Queries are unchanged: a database before 11 plans as before.
 */
export const RAW_TIE_ORDER_MIGRATION = {
  version: 11,
  name: 'raw calls: the tie order (table, id by code point) as an index',
  sql: `
CREATE INDEX catalogue_search_tie ON catalogue_search (locale, (tbl COLLATE "C"), (id COLLATE "C"));
`,
};
