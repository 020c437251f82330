import type { PageText } from '@archive/contracts/fulltext-page';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { termsOfPage } from '../fulltext/find-in-pages';
import { analyzerFor } from '../text/analyzer';
import { derivedTableTriggers } from './derived-table-triggers';

/**
 * One row per page of a record's page text (issue 23), so that a result card reads only the page
 * its snippet comes from (card-pages.ts). Migration 13 took the pages out of the doc, but a card
 * still read all of a document's pages (~45 KB of text, 19 KB stored and TOASTed): at 100k records
 * a catalogue word's search was 6.3 / 13.8 ms (p50 / p95) with the bench's page text against 1.7 /
 * 3.9 without it, most of the difference the pages' jsonb written out and sent (a probe: 20 cards'
 * doc 0.9 ms, with all their pages 6.6 ms, with one page 2.0 ms of which ~1.1 the detoast).
 *
 * catalogue_pages is derived from catalogue_data by triggers, as catalogue_search is: the import's
 * merge, an undo's restore of whole rows, deletes and TRUNCATE keep it right without knowing of it,
 * and an undo journal needs nothing new. The row keeps its pages (`fulltext_pages`, what the record
 * read and a browse read) and now each page's terms (`fulltext_page_terms`, one array per page, our
 * analyzer's, made by termsOfPage as the snippets find words); the table holds a copy of each page
 * (without boxes) and its terms as a tsvector. The price is the pages' text stored twice.
 *
 * A page's `terms` is NULL when it is not known (a row written before this migration and restored
 * from an older undo journal, or rewritten by an older gateway): a card then reads all its pages.
 */

/** SQL: a page's terms as a tsvector, from the row's `fulltext_page_terms` (`row`) at 1-based `n`. */
const pageTerms = (row: string, n: string) =>
  `CASE WHEN jsonb_typeof(${row}.fulltext_page_terms->(${n} - 1)) = 'array'
     THEN array_to_tsvector(ARRAY(SELECT jsonb_array_elements_text(${row}.fulltext_page_terms->(${n} - 1)))) END`;

/** SQL: the pages of the rows of `rows` (a table or transition table with catalogue_data's columns). */
const copyPages = (rows: string) => `INSERT INTO catalogue_pages (locale, tbl, id, n, page, terms)
    SELECT r.locale, r.tbl, r.id, e.n::int, e.page, ${pageTerms('r', 'e.n::int')}
    FROM ${rows} r, jsonb_array_elements(r.fulltext_pages) WITH ORDINALITY e(page, n)
    WHERE jsonb_typeof(r.fulltext_pages) = 'array';`;

/**
 * copyPages of updated rows, their terms unknown where the pages changed and the terms did not: a
 * gateway older than this migration (a rolling upgrade) writes pages without their terms, and the
 * row's terms would still be those of the pages before.
 */
const copyUpdatedPages = `INSERT INTO catalogue_pages (locale, tbl, id, n, page, terms)
    SELECT r.locale, r.tbl, r.id, e.n::int, e.page,
      CASE WHEN o.fulltext_pages IS DISTINCT FROM r.fulltext_pages
        AND o.fulltext_page_terms IS NOT DISTINCT FROM r.fulltext_page_terms THEN NULL
        ELSE ${pageTerms('r', 'e.n::int')} END
    FROM new_rows r LEFT JOIN old_rows o ON o.locale = r.locale AND o.tbl = r.tbl AND o.id = r.id
      CROSS JOIN LATERAL jsonb_array_elements(r.fulltext_pages) WITH ORDINALITY e(page, n)
    WHERE jsonb_typeof(r.fulltext_pages) = 'array';`;

const removePages = (rows: string) => `DELETE FROM catalogue_pages p USING ${rows} r
    WHERE r.fulltext_pages IS NOT NULL AND p.locale = r.locale AND p.tbl = r.tbl AND p.id = r.id;`;

export const PAGES_TABLE_MIGRATION = {
  version: 14,
  name: 'one row per record page with its terms (catalogue_pages), for the cards',
  sql: `
ALTER TABLE catalogue_data ADD COLUMN fulltext_page_terms jsonb;
-- A page and its terms (a few KB) stay in the row (no TOAST read per page a card looks at).
CREATE TABLE catalogue_pages (
  locale text NOT NULL,
  tbl text NOT NULL,
  id text NOT NULL,
  n integer NOT NULL,
  page jsonb NOT NULL,
  terms tsvector,
  PRIMARY KEY (locale, tbl, id, n)
) WITH (toast_tuple_target = 8160);
${copyPages('catalogue_data')}

${derivedTableTriggers('catalogue_pages', {
  inserted: copyPages('new_rows'),
  updated: `${removePages('old_rows')}\n  ${copyUpdatedPages}`,
  deleted: removePages('old_rows'),
})}`,
  fill: fillPageTerms,
};

/** `fulltext_page_terms` of a record's pages (row-shape.ts dataRow writes it as JSON). */
export const pageTermsOf = (locale: Locale, pages: readonly PageText[]) =>
  pages.map((page) => termsOfPage(page.text, analyzerFor(locale)));

/** Rows whose page terms one statement of the fill writes. */
const FILL_ROWS = 200;

/**
 * Migration 14's second half, which SQL cannot do (the terms are our analyzer's): the page terms of
 * every row with pages (its trigger rewrites the row's catalogue_pages with them) and of every row
 * kept in an import's undo journal, so that an undo puts back rows with their terms.
 */
async function fillPageTerms(client: pg.ClientBase): Promise<void> {
  for (let after = ['', '', '']; ; ) {
    const { rows } = await client.query<{ locale: Locale; tbl: string; id: string; pages: PageText[] }>(
      `SELECT locale, tbl, id, fulltext_pages AS pages FROM catalogue_data
       WHERE (locale, tbl, id) > ($1, $2, $3) AND jsonb_typeof(fulltext_pages) = 'array'
       ORDER BY locale, tbl, id LIMIT ${FILL_ROWS}`,
      after,
    );
    const last = rows.at(-1);
    if (!last) break;
    await client.query(
      `UPDATE catalogue_data d SET fulltext_page_terms = u.terms
       FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) u(locale, tbl, id, terms)
       WHERE d.locale = u.locale AND d.tbl = u.tbl AND d.id = u.id`,
      [
        rows.map((r) => r.locale),
        rows.map((r) => r.tbl),
        rows.map((r) => r.id),
        rows.map((r) => JSON.stringify(pageTermsOf(r.locale, r.pages))),
      ],
    );
    after = [last.locale, last.tbl, last.id];
  }
  for (let after = 0; ; ) {
    const { rows } = await client.query<{ n: string; locale: Locale; pages: PageText[] }>(
      `SELECT n::text AS n, k[1] AS locale, before->'fulltext_pages' AS pages FROM catalogue_import_undo
       WHERE n > $1 AND kind = 'data' AND jsonb_typeof(before->'fulltext_pages') = 'array'
       ORDER BY n LIMIT ${FILL_ROWS}`,
      [after],
    );
    const last = rows.at(-1);
    if (!last) break;
    await client.query(
      `UPDATE catalogue_import_undo j SET before = jsonb_set(j.before, '{fulltext_page_terms}', u.terms)
       FROM unnest($1::bigint[], $2::jsonb[]) u(n, terms) WHERE j.n = u.n`,
      [rows.map((r) => r.n), rows.map((r) => JSON.stringify(pageTermsOf(r.locale, r.pages)))],
    );
    after = Number(last.n);
  }
}
