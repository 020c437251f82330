import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import type { SearchRequest } from '../port';
import {
  CARD_COLUMNS,
  CARD_PAGE_JOIN,
  CARD_WITH_PAGE_COLUMNS,
  type CardChoice,
  type CardPageCache,
  type CardRow,
  cardOf,
  cardWords,
} from './card-pages';
import { relevanceOrderSql } from './relevance-sql';
import { orderBy, SqlParams, sortColumn } from './selection-sql';

/**
 * A search's page of records on PostgreSQL, in the embedded engine's orders (results.ts pageOf):
 * by a number or date (valued records down their index, the others after them by place), by label
 * (keyset from where the previous page ended), by relevance (relevance-sql.ts). The counts they
 * lean on and the connection come from the store (PageReader); a word's head is the store's
 * other way to a page (pg-catalogue-store.ts headPage, term-heads.ts).
 */

/** One selection as WHERE clauses over catalogue_data and catalogue_search, sharing `params`. */
export type Wheres = { data: string; search: string; params: unknown[] };

/** Where the last page by label of a selection ended, by selection and order. */
export type LabelCursors = Map<string, { skip: number; label: string; seq: string }>;

/** What the page readers need of the store. */
export interface PageReader {
  /** `name`: a prepared statement (fixed SQL texts only, see PgCatalogueStore.query). */
  query<R extends pg.QueryResultRow>(sql: string, params: unknown[], name?: string): Promise<R[]>;
  /** A selection's count over catalogue_search (remembered for the generation). */
  countOnly(locale: Locale, where: string, params: unknown[]): Promise<number>;
  /** Public records of the locale. */
  publicSize(locale: Locale): Promise<number>;
  /** The generation's label cursors of the locale. */
  cursors(locale: Locale): LabelCursors;
  /** What the generation's cards showed in the locale (card-pages.ts). */
  cardPages(locale: Locale): CardPageCache;
}

/** Selections whose next page by label is remembered (labelPage). */
const CURSORS_MAX = 64;

/**
 * The records of `keys` (places, in their order) as result cards read them (card-pages.ts); with
 * `words` (cardWords), each card's page chosen in the same statement, or, when the generation's
 * cache knows every card's choice for those words, the docs alone.
 */
export async function cardsInOrder(
  reader: PageReader,
  locale: Locale,
  keys: string[],
  words: string | null | 'every' = 'every',
): Promise<CatalogueRecord[]> {
  const where = 'WHERE d.locale = $1 AND d.access = 1 AND d.seq = ANY($2::bigint[])';
  const plain = () =>
    reader.query<CardRow & { seq: string }>(
      `SELECT d.seq::text AS seq, ${CARD_COLUMNS} FROM catalogue_data d ${where}`,
      [locale, keys],
      'oa-catalogue-cards',
    );
  if (words === 'every') return inOrder(keys, await plain(), cardOf);
  // Each card's page chosen before for these words (a record without pages: none to choose): the
  // statement reads the docs alone.
  const cache = reader.cardPages(locale);
  const known = new Map<string, CardChoice>();
  for (const seq of keys) {
    const choice = cache.choice(words, seq);
    if (choice) known.set(seq, choice);
  }
  if (known.size === keys.length)
    return inOrder(keys, await plain(), (row) => {
      const choice = known.get(row.seq);
      return cardOf(choice && choice !== 'none' ? { ...row, ...choice } : row);
    });
  const rows = await reader.query<
    CardRow & { seq: string; n: number | null; matched: boolean; known: boolean }
  >(
    `SELECT d.seq::text AS seq, ${CARD_WITH_PAGE_COLUMNS} FROM catalogue_data d ${CARD_PAGE_JOIN('$3')} ${where}`,
    [locale, keys, words],
    'oa-catalogue-cards-page',
  );
  for (const row of rows)
    if (!row.has_pages) cache.setChoice(words, row.seq, 'none');
    else if (typeof row.n === 'number')
      cache.setChoice(words, row.seq, { n: row.n, matched: row.matched, known: row.known });
  return inOrder(keys, rows, cardOf);
}

/** The cards of rows read by place, in the order of `keys` (a place not read: no card). */
function inOrder<R extends { seq: string }>(
  keys: string[],
  rows: R[],
  card: (row: R) => CatalogueRecord,
): CatalogueRecord[] {
  const bySeq = new Map(rows.map((row) => [row.seq, card(row)]));
  return keys.flatMap((k) => bySeq.get(k) ?? []);
}

/**
 * A page in the embedded order. Descending on a number, records without it come last in place
 * order, which no index walk gives in one pass: the valued part is read down its index
 * (value, place), and the records without a value after it, by place.
 */
export async function sortedPage(
  reader: PageReader,
  locale: Locale,
  wheres: Wheres,
  params: unknown[],
  request: SearchRequest,
  count: number,
): Promise<CatalogueRecord[]> {
  const { sort, skip, limit } = request;
  const where = wheres.data;
  const n = params.length;
  const read = async (sql: string, values: unknown[]) =>
    (await reader.query<CardRow>(sql, values)).map(cardOf);
  const column = sortColumn(sort.field);
  // A small result is found by its own indexes and sorted (as the embedded engine does below 1 in
  // 16 records): walking the sort index would pass over most of the locale to fill a page. The
  // subquery's OFFSET 0 keeps the planner from walking anyway; docs are read for the page only.
  if (count * 16 <= (await reader.publicSize(locale))) {
    const keys = await reader.query<{ seq: string }>(
      `SELECT d.seq FROM (SELECT d.seq, d.label, d.start_s, d.score, d.ordine FROM catalogue_search d WHERE ${wheres.search} OFFSET 0) d
       ORDER BY ${orderBy(sort)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, skip],
    );
    return cardsInOrder(
      reader,
      locale,
      keys.map((k) => k.seq),
      cardWords(locale, request.terms),
    );
  }
  if (sort.field === 'preferred_label') return labelPage(reader, locale, where, params, request);
  if (sort.order !== 'desc' || !column)
    return read(
      `SELECT ${CARD_COLUMNS} FROM catalogue_data d WHERE ${where} ORDER BY ${orderBy(sort)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, skip],
    );
  const valued = await read(
    `SELECT ${CARD_COLUMNS} FROM catalogue_data d WHERE ${where} AND ${column} IS NOT NULL
     ORDER BY ${column} DESC, d.seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, skip],
  );
  if (valued.length === limit) return valued;
  const valuedCount = valued.length
    ? skip + valued.length
    : await reader.countOnly(locale, `${wheres.search} AND ${column} IS NOT NULL`, params);
  const rest = await read(
    `SELECT ${CARD_COLUMNS} FROM catalogue_data d WHERE ${where} AND ${column} IS NULL
     ORDER BY d.seq LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit - valued.length, Math.max(0, skip - valuedCount)],
  );
  return [...valued, ...rest];
}

/**
 * A page by label read from where the previous page of the same selection ended, when it asks for
 * the next one (keyset: `(label, seq)` past the last row, one index descent), else by OFFSET. The
 * OAI-PMH ledger's rescan walks every public record a page at a time: by OFFSET each page walked
 * the index from the start again (quadratic in the catalogue's size).
 */
async function labelPage(
  reader: PageReader,
  locale: Locale,
  where: string,
  params: unknown[],
  request: SearchRequest,
): Promise<CatalogueRecord[]> {
  const { skip, limit } = request;
  const desc = request.sort.order === 'desc';
  const n = params.length;
  const cursors = reader.cursors(locale);
  const key = `${desc}\u0000${where}\u0000${JSON.stringify(params)}`;
  const at = cursors.get(key);
  const order = orderBy(request.sort);
  const rows =
    at && at.skip === skip && skip > 0
      ? await reader.query<CardRow & { label: string; seq: string }>(
          `SELECT ${CARD_COLUMNS}, d.label, d.seq::text AS seq FROM catalogue_data d
           WHERE ${where} AND (d.label, d.seq) ${desc ? '<' : '>'} ($${n + 1}::text, $${n + 2}::bigint)
           ORDER BY ${order} LIMIT $${n + 3}`,
          [...params, at.label, at.seq, limit],
        )
      : await reader.query<CardRow & { label: string; seq: string }>(
          `SELECT ${CARD_COLUMNS}, d.label, d.seq::text AS seq FROM catalogue_data d WHERE ${where}
           ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, limit, skip],
        );
  const last = rows.at(-1);
  if (last && rows.length === limit) {
    if (cursors.size >= CURSORS_MAX) cursors.clear();
    cursors.set(key, { skip: skip + rows.length, label: last.label, seq: last.seq });
  }
  return rows.map(cardOf);
}

/** A page in the 'Rilevanza' order (relevance-sql.ts); word counts are remembered for the generation. */
export async function relevancePage(
  reader: PageReader,
  locale: Locale,
  where: Wheres,
  params: unknown[],
  request: SearchRequest,
): Promise<CatalogueRecord[]> {
  const p = new SqlParams();
  p.values.push(...params);
  const order = await relevanceOrderSql(locale, request.terms, p, (tsquery) =>
    tsquery === null
      ? reader.publicSize(locale)
      : reader.countOnly(locale, 'd.locale = $1 AND d.access = 1 AND d.terms @@ $2::tsquery', [
          locale,
          tsquery,
        ]),
  );
  const n = p.values.length;
  // The matches' keys from the narrow table's indexes; the score reads their title text.
  const keys = await reader.query<{ seq: string }>(
    `SELECT d.seq FROM catalogue_data d
     WHERE (d.locale, d.tbl, d.id) IN (SELECT d.locale, d.tbl, d.id FROM catalogue_search d WHERE ${where.search})
     ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...p.values, request.limit, request.skip],
  );
  return cardsInOrder(
    reader,
    locale,
    keys.map((k) => k.seq),
    cardWords(locale, request.terms),
  );
}
