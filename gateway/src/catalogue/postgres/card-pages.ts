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
 * The page readers (result-pages.ts, the head's page) select CARD_COLUMNS, which say whether a
 * record has pages without reading them; withCardPages then reads, for the cards that have some:
 * - with words: the first page whose terms (catalogue_pages, pages-table.ts, made as snippetOf
 *   makes them) hold one of them, or the first page when none does (the flag alone);
 * - otherwise (browsing, a phrase among the words snippetOf looks at, a page whose terms are not
 *   known or that yields no snippet after all): every page, as before, so snippets stay the same.
 * A card's record may so carry one page of its text: the port's `search` says what a card needs.
 */

export const CARD_COLUMNS = 'd.doc, (d.fulltext_terms IS NOT NULL) AS has_pages';

export interface CardRow {
  doc: CatalogueRecord;
  has_pages: boolean;
}

/** Docs read with CARD_COLUMNS whose pages withCardPages is still to read. */
const pagesToRead = new WeakSet<CatalogueRecord>();

/** A card's record from a row read with CARD_COLUMNS (its pages added by withCardPages). */
export function cardOf(row: CardRow): CatalogueRecord {
  // A doc restored from an undo journal older than migration 13 may still carry its pages.
  if (row.has_pages && !row.doc.fulltext) pagesToRead.add(row.doc);
  return row.doc;
}

type Query = <R extends Record<string, unknown>>(sql: string, params: unknown[]) => Promise<R[]>;

/**
 * The tsquery of the words snippetOf looks for (any of them, a stem of 4+ letters also matching the
 * longer stems it starts), null when it finds none (stop words only); 'every' when a card must read
 * all its pages.
 */
function wordsOfSnippet(query: SnippetQuery | null): string | null | 'every' {
  if (!query) return 'every';
  // A phrase is matched on the pages' folded words, which the page terms (stems) cannot stand for.
  if (query.phrases.length) return 'every';
  if (!query.stems.length) return null;
  const lexeme = (stem: string) => `'${stem.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return query.stems.map((stem) => (stem.length >= 4 ? `${lexeme(stem)}:*` : lexeme(stem))).join(' | ');
}

/** Per card (its 1-based place `i` in the keys): the first page holding a word, else the first page. */
const CHOSEN_PAGE_SQL = `SELECT k.i::int AS i, m.page, m.matched, m.known
  FROM unnest($2::text[], $3::text[]) WITH ORDINALITY k(tbl, id, i),
  LATERAL ((SELECT p.page, TRUE AS matched, p.terms IS NOT NULL AS known FROM catalogue_pages p
      WHERE p.locale = $1 AND p.tbl = k.tbl AND p.id = k.id
        AND $4::tsquery IS NOT NULL AND (p.terms IS NULL OR p.terms @@ $4::tsquery)
      ORDER BY p.n LIMIT 1)
    UNION ALL
    (SELECT p.page, FALSE, TRUE FROM catalogue_pages p
      WHERE p.locale = $1 AND p.tbl = k.tbl AND p.id = k.id ORDER BY p.n LIMIT 1)
    LIMIT 1) m`;

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
  const wanted = records.filter((r) => pagesToRead.has(r));
  if (!wanted.length) return records;
  const keysOf = (list: CatalogueRecord[]) => [list.map((r) => noNul(r.table)), list.map((r) => noNul(r.id))];
  const pages = new Map<CatalogueRecord, PageText[]>();
  const snippet = terms.length ? queryOf(terms, analyzerFor(locale)) : null;
  const words = wordsOfSnippet(snippet);
  let every = wanted;
  if (snippet && words !== 'every') {
    const chosen = await query<{ i: number; page: PageText; matched: boolean; known: boolean }>(
      CHOSEN_PAGE_SQL,
      [locale, ...keysOf(wanted), words],
    );
    for (const row of chosen) {
      const record = wanted[row.i - 1]!;
      // The page's terms hold a word, made as snippetOf makes them: it finds the word there unless
      // its quick look at the text (mayHold) passes over the page, then it would read on.
      if (!row.matched || (row.known && mayHold(row.page, snippet))) pages.set(record, [row.page]);
    }
    every = wanted.filter((r) => !pages.has(r));
  }
  if (every.length) {
    const rows = await query<{ i: number; pages: PageText[] | null }>(EVERY_PAGE_SQL, [
      locale,
      ...keysOf(every),
    ]);
    for (const row of rows) if (row.pages?.length) pages.set(every[row.i - 1]!, row.pages);
  }
  return records.map((r) => {
    const found = pages.get(r);
    return found ? { ...r, fulltext: found } : r;
  });
}
