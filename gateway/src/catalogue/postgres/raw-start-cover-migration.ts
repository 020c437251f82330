/**
 * Migration 12 (issue 27): the date index covers what the raw calls test beside a date. The seed's
 * date range (`data.start` between two years, `type_id.id` $nin, by date) counted its matches by
 * reading catalogue_search's wide rows (a parallel scan of the whole table: 0.8 s at 1M records x
 * 3, and ~450 ms p95 over HTTP for each range's first count): the date index held the date alone,
 * so the type of each match had to come from the row. With the type, table and id beside the date
 * in the index, the count is an index-only scan (55 ms for 515k matches at 1M, jit off) and a page
 * by date reads its keys from the index as well. It replaces the date index of migration 9 (a
 * btree on the same keys: every use of the old one is served by the new one).
 */
export const RAW_START_COVER_MIGRATION = {
  version: 12,
  name: 'raw calls: the date index covers type, table and id (index-only counts by date)',
  sql: `
CREATE INDEX catalogue_search_start_cover ON catalogue_search (locale, start_s) INCLUDE (type_id, tbl, id);
DROP INDEX IF EXISTS catalogue_search_start;
`,
};
