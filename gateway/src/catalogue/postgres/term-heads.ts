import type { Locale } from '@archive/contracts/locales';
import type { RecordSelection, SearchRequest } from '../port';
import { orderBy, wordQueries } from './selection-sql';

/**
 * Term heads (issue 27, the 1M rung): what a search engine keeps for a frequent word, the first
 * records of its matches in a sort order, so that a search whose every result holds that word
 * reads a page by checking those few records instead of sorting or walking all of them.
 *
 * Why: a common word matches ~50k records at 1M. Sorted, its page read and compared every match
 * (ICU label collation) on each call; walked down the label index, it passed every record before
 * the first match, and words are bunched in the title order ("progetto" heads the labels of the
 * projects: 58k records walked at 100k before its first page). Either cost grew with the catalogue.
 *
 * A head is the first HEAD_KEYS places (seq) of one word's matches (`terms` or page text, as
 * selection-sql.ts matches it) among the locale's public records in one order. Every result of
 * a search that ANDs that word is a subset of the word's matches in the same order, so the first
 * `skip + limit` results found by checking the head's records in turn against the whole selection
 * are the page, exactly; when the head cannot hold them (a filter keeps too few of the word's
 * records, or a page past the head), the store reads the page as before. Answers never differ.
 *
 * Kept per locale generation with the other remembered answers (pg-catalogue-store.ts cache()),
 * so a publish or an import elsewhere can never serve a head of the previous data.
 */

/** Places kept a head: 50 pages of 20. */
export const HEAD_KEYS = 1000;
/** Below this many results, sorting them is as cheap as a head. */
export const HEAD_MIN_RESULTS = 1000;
/** Heads a locale generation keeps (each ~40 KB). */
export const HEADS_MAX = 128;

export interface TermHead {
  /** The first places of the word's matches in the order (at most HEAD_KEYS). */
  keys: string[];
  /** How many public records of the locale the word matches. */
  total: number;
}

/**
 * The tsquery of a word every result of the selection holds (the first word of its first term
 * with words), or null when there is none: under 'or' two terms may match different records.
 * Always the word's form outside a phrase (`stem:*`): a phrase's exact word finds a subset of it,
 * so "lettera di" pages from the head "lettera" already has.
 */
export function headWord(locale: Locale, selection: RecordSelection): string | null {
  if (selection.searchType === 'or' && selection.terms.length !== 1) return null;
  for (const term of selection.terms) {
    const [first] = wordQueries(locale, term.text, false);
    if (first) return first;
  }
  return null;
}

/** The order heads are prefilled in: searches with words are by title unless a site sets relevance. */
export const PREFILL_ORDER: SearchRequest['sort'] = { field: 'preferred_label', order: 'asc' };

/**
 * A locale's most frequent words (catalogue_words, recounted by publish()), as many as asked:
 * `$1` locale, `$2` how many. Several words share a stem, so the caller asks for more.
 */
export const frequentWordsSql =
  'SELECT word FROM catalogue_words WHERE locale = $1 ORDER BY docs DESC, word LIMIT $2';

/** Whether the selection's words are one word (a phrase's stop words aside). */
export const singleWord = (locale: Locale, selection: RecordSelection) =>
  selection.terms.flatMap((t) => wordQueries(locale, t.text, false)).length === 1;

/** The head's key in the generation's cache: word and order. */
export const headKey = (word: string, sort: SearchRequest['sort']) => `${word}\u0000${orderBy(sort)}`;

/**
 * The statement computing a head: the word's matches in the narrow table, in the order, the first
 * HEAD_KEYS, with how many there are. `$1` locale, `$2` the word's tsquery, `$3` HEAD_KEYS.
 */
export const headSql = (sort: SearchRequest['sort']) =>
  `SELECT d.seq::text AS seq, count(*) OVER () AS total FROM catalogue_search d
   WHERE d.locale = $1 AND (d.terms @@ $2::tsquery OR d.fulltext_terms @@ $2::tsquery)
   ORDER BY ${orderBy(sort)} LIMIT $3`;

/**
 * Whether checking the head is worth it (the caller checks the results are many: fewer are
 * sorted at once, HEAD_MIN_RESULTS): the page is within the head, and the head should hold the page: the selection keeps `count` of the
 * word's `total` records, so about `(skip + limit) * total / count` of the head are checked.
 */
export function headWorthIt(head: TermHead, count: number, skip: number, limit: number): boolean {
  const wanted = skip + limit;
  if (wanted > head.keys.length) return false;
  // Each record checked is a wide row read by key (cold at 1M: up to ~1 ms): at most four for
  // each record of the page; a sparser result (two words, a filter) is read as before, from its
  // own rows, rather than by hundreds of such reads.
  return (wanted * head.total) / count <= Math.min(head.keys.length / 2, 4 * wanted + 100);
}

/** How many of the head's keys to check next: what should fill the page, twice over. */
export function nextChunk(head: TermHead, count: number, wanted: number, found: number): number {
  const expected = Math.ceil(((wanted - found) * head.total) / Math.max(1, count));
  return Math.max(100, 2 * expected);
}
