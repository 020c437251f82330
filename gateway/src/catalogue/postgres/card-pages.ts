import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { PageText } from '@archive/contracts/fulltext-page';
import type { Locale } from '@archive/contracts/locales';
import type { SearchTerm } from '@archive/contracts/search-text';
import { LruMap } from '../../lib/lru-map';
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
 *
 * The statements choose a page by its number; its text comes from the generation's page cache
 * (CardPageCache) or, for those not there, one read of those pages. A site's searches come back to
 * the same cards (its frequent words, the facets clicked through): sending and parsing each card's
 * page (~2.4 KB) again made a search with page text allocate about seven times what one without
 * does, and the collector's pauses were its p95 (issue 23).
 */

export const CARD_COLUMNS = 'd.doc, (d.fulltext_terms IS NOT NULL) AS has_pages';

/**
 * SQL: the page a card shows for `words` (a tsquery parameter) of the record keyed by `key`;
 * `gate`, a condition on the record alone, skips the index reads of a record without pages.
 */
const chosenPage = (key: { locale: string; tbl: string; id: string }, words: string, gate = 'TRUE') => {
  const of = `${gate} AND p.locale = ${key.locale} AND p.tbl = ${key.tbl} AND p.id = ${key.id}`;
  return `((SELECT p.n, TRUE AS matched, p.terms IS NOT NULL AS known FROM catalogue_pages p
      WHERE ${of} AND ${words}::tsquery IS NOT NULL AND (p.terms IS NULL OR p.terms @@ ${words}::tsquery)
      ORDER BY p.n LIMIT 1)
    UNION ALL
    (SELECT p.n, FALSE, TRUE FROM catalogue_pages p WHERE ${of} ORDER BY p.n LIMIT 1)
    LIMIT 1)`;
};

/**
 * CARD_COLUMNS and the page chosen for the words in parameter `words` (from cardWords), for a
 * statement over catalogue_data `d` that ends `FROM catalogue_data d ${CARD_PAGE_JOIN(words)}`.
 */
export const CARD_WITH_PAGE_COLUMNS = `${CARD_COLUMNS}, m.n, m.matched, m.known`;
export const CARD_PAGE_JOIN = (words: string) =>
  `LEFT JOIN LATERAL ${chosenPage({ locale: 'd.locale', tbl: 'd.tbl', id: 'd.id' }, words, 'd.fulltext_terms IS NOT NULL')} m ON TRUE`;

export interface CardRow {
  doc: CatalogueRecord;
  has_pages: boolean;
}

export type Chosen = {
  /** The page's place among the record's pages (catalogue_pages.n, from 1). */
  n: number;
  /** The page holds one of the words (by its terms); else it is the first page, for the flag. */
  matched: boolean;
  /** Its terms are known (see pages-table.ts). */
  known: boolean;
};

/** Docs read with CARD_COLUMNS whose pages withCardPages is still to give: the chosen page, if read. */
const pending = new WeakMap<CatalogueRecord, Chosen | null>();

/** A card's record from a row read with CARD_COLUMNS or CARD_WITH_PAGE_COLUMNS (withCardPages adds its pages). */
export function cardOf(row: CardRow & { n?: number | null; matched?: boolean; known?: boolean }) {
  // A doc restored from an undo journal older than migration 13 may still carry its pages.
  if (row.has_pages && !row.doc.fulltext)
    pending.set(
      row.doc,
      typeof row.n === 'number'
        ? { n: row.n, matched: row.matched === true, known: row.known === true }
        : null,
    );
  return row.doc;
}

/** A card's page as a statement chose it, or 'none' for a record without pages. */
export type CardChoice = Chosen | 'none';

/**
 * What cards showed, for one generation of the catalogue (the store keeps one per generation, so
 * an import, a publish or an undo starts it empty): the pages, by locale, table, id and place, at
 * most `max` of them, and the page chosen for a search's words, by words and record place, at most
 * `maxChoices`; the entry read longest ago goes first. A choice depends on the words and the
 * record's pages only, so a search coming back with other filters or another order finds it too.
 */
export class CardPageCache {
  private readonly pages: LruMap<string, PageText>;
  private readonly choices: LruMap<string, CardChoice>;
  constructor(
    readonly max = 4000,
    readonly maxChoices = 20_000,
  ) {
    this.pages = new LruMap(max);
    this.choices = new LruMap(maxChoices);
  }

  /** The page chosen for `words` (cardWords' tsquery; null: stop words only) of the record at `seq`. */
  choice(words: string | null, seq: string): CardChoice | undefined {
    return this.choices.get(`${words ?? ''}\u0000${seq}`);
  }

  setChoice(words: string | null, seq: string, choice: CardChoice): void {
    this.choices.set(`${words ?? ''}\u0000${seq}`, choice);
  }

  static key(locale: string, tbl: string, id: string, n: number): string {
    return `${locale}\u0000${tbl}\u0000${id}\u0000${n}`;
  }

  get(key: string): PageText | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: PageText): void {
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }
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
const CHOSEN_PAGE_SQL = `SELECT k.i::int AS i, m.n, m.matched, m.known
  FROM unnest($2::text[], $3::text[]) WITH ORDINALITY k(tbl, id, i),
  LATERAL ${chosenPage({ locale: '$1', tbl: 'k.tbl', id: 'k.id' }, '$4')} m`;

/** The pages at places $4 of the records $2/$3 (1-based `i` in the lists), without their terms. */
const PAGE_TEXT_SQL = `SELECT k.i::int AS i, p.page
  FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY k(tbl, id, n, i)
  JOIN catalogue_pages p ON p.locale = $1 AND p.tbl = k.tbl AND p.id = k.id AND p.n = k.n`;

const EVERY_PAGE_SQL = `SELECT k.i::int AS i, d.fulltext_pages AS pages
  FROM unnest($2::text[], $3::text[]) WITH ORDINALITY k(tbl, id, i)
  JOIN catalogue_data d ON d.locale = $1 AND d.tbl = k.tbl AND d.id = k.id`;

/** The records with the pages their cards need (see above), in the same order. */
export async function withCardPages(
  query: Query,
  locale: Locale,
  records: CatalogueRecord[],
  terms: readonly SearchTerm[],
  cache: CardPageCache,
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
    const texts = await pageTexts(
      query,
      locale,
      [...chosen].map(([r, row]) => [r, row.n] as const),
      cache,
    );
    // The page's terms hold a word, made as snippetOf makes them: it finds the word there unless
    // its quick look at the text (mayHold) passes over the page, then it would read on.
    for (const [record, row] of chosen) {
      const page = texts.get(record);
      if (page && (!row.matched || (row.known && mayHold(page, snippet)))) pages.set(record, [page]);
    }
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

/** The text of each record's page at place `n`: from the cache, the others read (and kept) at once. */
async function pageTexts(
  query: Query,
  locale: Locale,
  wanted: readonly (readonly [CatalogueRecord, number])[],
  cache: CardPageCache,
): Promise<Map<CatalogueRecord, PageText>> {
  const found = new Map<CatalogueRecord, PageText>();
  const missing: (readonly [CatalogueRecord, number, string])[] = [];
  for (const [record, n] of wanted) {
    const key = CardPageCache.key(locale, record.table, record.id, n);
    const page = cache.get(key);
    if (page) found.set(record, page);
    else missing.push([record, n, key]);
  }
  if (!missing.length) return found;
  const rows = await query<{ i: number; page: PageText }>(
    PAGE_TEXT_SQL,
    [
      locale,
      missing.map(([r]) => noNul(r.table)),
      missing.map(([r]) => noNul(r.id)),
      missing.map(([, n]) => n),
    ],
    'oa-catalogue-card-page-text',
  );
  for (const row of rows) {
    const [record, , key] = missing[row.i - 1]!;
    cache.set(key, row.page);
    found.set(record, row.page);
  }
  return found;
}
