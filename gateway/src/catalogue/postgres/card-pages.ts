import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { PageText } from '@archive/contracts/fulltext-page';
import type { Locale } from '@archive/contracts/locales';
import type { SearchTerm } from '@archive/contracts/search-text';
import { mayHold, queryOf, type Query as SnippetQuery } from '../fulltext/find-in-pages';
import { analyzerFor } from '../text/analyzer';
import { noNul } from './row-shape';

/**
 * The page text of a search's result cards (issue 23). A card needs the transcription flag and, with
 * words, the snippet: the first page where any of the words appears (find-in-pages.ts snippetOf).
 * The page readers (result-pages.ts) select CARD_COLUMNS, which say whether a record has pages
 * without reading them, or, reading a list of keys, CARD_WITH_PAGE_COLUMNS, which choose the page
 * in the same statement; withCardPages then gives each card that has pages:
 * - with words: the first page whose terms (catalogue_pages, pages-table.ts, made as snippetOf
 *   makes them) hold one of them, or the first page when none does (the flag alone);
 * - otherwise (browsing, a phrase among the words snippetOf looks at, a page whose terms are not
 *   known or that snippetOf's quick look would pass over): every page, as before, so the snippets
 *   stay the ones all the pages give.
 * A card's record may so carry one page of its text: the port's `search` says what a card needs.
 */

export const CARD_COLUMNS = 'd.doc, (d.fulltext_terms IS NOT NULL) AS has_pages';

/**
 * SQL: the page a card shows for `words` (a tsquery parameter) of the record keyed by `key`;
 * `gate`, a condition on the record alone, skips the index reads of a record without pages.
 */
const chosenPage = (key: { locale: string; tbl: string; id: string }, words: string, gate = 'TRUE') => {
  const of = `${gate} AND p.locale = ${key.locale} AND p.tbl = ${key.tbl} AND p.id = ${key.id}`;
  return `((SELECT p.page, TRUE AS matched, p.terms IS NOT NULL AS known FROM catalogue_pages p
      WHERE ${of} AND ${words}::tsquery IS NOT NULL AND (p.terms IS NULL OR p.terms @@ ${words}::tsquery)
      ORDER BY p.n LIMIT 1)
    UNION ALL
    (SELECT p.page, FALSE, TRUE FROM catalogue_pages p WHERE ${of} ORDER BY p.n LIMIT 1)
    LIMIT 1)`;
};

/**
 * CARD_COLUMNS and the page chosen for the words in parameter `words` (from cardWords), for a
 * statement over catalogue_data `d` that ends `FROM catalogue_data d ${CARD_PAGE_JOIN(words)}`.
 */
export const CARD_WITH_PAGE_COLUMNS = `${CARD_COLUMNS}, m.page, m.matched, m.known`;
export const CARD_PAGE_JOIN = (words: string) =>
  `LEFT JOIN LATERAL ${chosenPage({ locale: 'd.locale', tbl: 'd.tbl', id: 'd.id' }, words, 'd.fulltext_terms IS NOT NULL')} m ON TRUE`;

export interface CardRow {
  doc: CatalogueRecord;
  has_pages: boolean;
}

type Chosen = {
  page: PageText;
  /** The page holds one of the words (by its terms); else it is the first page, for the flag. */
  matched: boolean;
  /** Its terms are known (see pages-table.ts). */
  known: boolean;
};

/** Docs read with CARD_COLUMNS whose pages withCardPages is still to give: the chosen page, if read. */
const pending = new WeakMap<CatalogueRecord, Chosen | null>();

/** A card's record from a row read with CARD_COLUMNS or CARD_WITH_PAGE_COLUMNS (withCardPages adds its pages). */
export function cardOf(row: CardRow & { page?: PageText | null; matched?: boolean; known?: boolean }) {
  // A doc restored from an undo journal older than migration 13 may still carry its pages.
  if (row.has_pages && !row.doc.fulltext)
    pending.set(
      row.doc,
      row.page ? { page: row.page, matched: row.matched === true, known: row.known === true } : null,
    );
  return row.doc;
}

/**
 * The tsquery of the words snippetOf looks for (any of them, a stem of 4+ letters also matching the
 * longer stems it starts), null when it finds none (stop words only); 'every' when a card must read
 * all its pages (no words, or a phrase: matched on the pages' folded words, not on their terms).
 */
export function cardWords(locale: Locale, terms: readonly SearchTerm[]): string | null | 'every' {
  if (!terms.length) return 'every';
  return tsqueryOf(queryOf(terms, analyzerFor(locale)));
}

function tsqueryOf(query: SnippetQuery): string | null | 'every' {
  if (query.phrases.length) return 'every';
  if (!query.stems.length) return null;
  const lexeme = (stem: string) => `'${stem.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return query.stems.map((stem) => (stem.length >= 4 ? `${lexeme(stem)}:*` : lexeme(stem))).join(' | ');
}

/** A read; `name` makes it a prepared statement (planning the chosen pages cost as much as reading them). */
type Query = <R extends Record<string, unknown>>(
  sql: string,
  params: unknown[],
  name: string,
) => Promise<R[]>;

/** Per card (its 1-based place `i` in the keys): the page chosen for the words in $4. */
const CHOSEN_PAGE_SQL = `SELECT k.i::int AS i, m.page, m.matched, m.known
  FROM unnest($2::text[], $3::text[]) WITH ORDINALITY k(tbl, id, i),
  LATERAL ${chosenPage({ locale: '$1', tbl: 'k.tbl', id: 'k.id' }, '$4')} m`;

const EVERY_PAGE_SQL = `SELECT k.i::int AS i, d.fulltext_pages AS pages
  FROM unnest($2::text[], $3::text[]) WITH ORDINALITY k(tbl, id, i)
  JOIN catalogue_data d ON d.locale = $1 AND d.tbl = k.tbl AND d.id = k.id`;

/** The records with the pages their cards need (see above), in the same order. */
export async function withCardPages(
  query: Query,
  locale: Locale,
  records: CatalogueRecord[],
  terms: readonly SearchTerm[],
): Promise<CatalogueRecord[]> {
  const wanted = records.filter((r) => pending.has(r));
  if (!wanted.length) return records;
  const keysOf = (list: CatalogueRecord[]) => [list.map((r) => noNul(r.table)), list.map((r) => noNul(r.id))];
  const pages = new Map<CatalogueRecord, PageText[]>();
  const snippet = terms.length ? queryOf(terms, analyzerFor(locale)) : null;
  const words = snippet ? tsqueryOf(snippet) : 'every';
  let every = wanted;
  if (snippet && words !== 'every') {
    const chosen = new Map(wanted.flatMap((r) => (pending.get(r) ? [[r, pending.get(r)!] as const] : [])));
    const unread = wanted.filter((r) => !chosen.has(r));
    if (unread.length)
      for (const row of await query<Chosen & { i: number }>(
        CHOSEN_PAGE_SQL,
        [locale, ...keysOf(unread), words],
        'oa-catalogue-card-page',
      ))
        chosen.set(unread[row.i - 1]!, row);
    // The page's terms hold a word, made as snippetOf makes them: it finds the word there unless
    // its quick look at the text (mayHold) passes over the page, then it would read on.
    for (const [record, row] of chosen)
      if (!row.matched || (row.known && mayHold(row.page, snippet))) pages.set(record, [row.page]);
    every = wanted.filter((r) => !pages.has(r));
  }
  if (every.length) {
    const rows = await query<{ i: number; pages: PageText[] | null }>(
      EVERY_PAGE_SQL,
      [locale, ...keysOf(every)],
      'oa-catalogue-card-pages',
    );
    for (const row of rows) if (row.pages?.length) pages.set(every[row.i - 1]!, row.pages);
  }
  return records.map((r) => {
    const found = pages.get(r);
    return found ? { ...r, fulltext: found } : r;
  });
}
