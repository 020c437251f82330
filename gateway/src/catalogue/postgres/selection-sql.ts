import { parseDateRange } from '@archive/contracts/date-filter';
import type { FilterToken } from '@archive/contracts/filters';
import type { Locale } from '@archive/contracts/locales';
import type { RecordSelection, SearchRequest } from '../port';
import { analyzerFor } from '../text/analyzer';
import { META_SEPARATOR } from './row-shape';

/**
 * A selection (search, timeline, map) as a WHERE clause over catalogue_data `d`, with the same
 * semantics as the embedded engine's selectDocs (engine/select.ts). Input only ever travels as
 * parameters: the SQL text is made of fixed fragments and `$n` placeholders.
 *
 * The same clause reads the narrow catalogue_search `d` (search-table-sql.ts) when `from` is
 * 'search': every column it names is there but the phrase text, which a phrase then reads from
 * its catalogue_data row by key. Both forms add the same parameters in the same order, so one
 * list of values serves both.
 */
export type SelectionTable = 'data' | 'search';

export class SqlParams {
  readonly values: unknown[] = [];
  /** A placeholder for the value. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Record keys a site query or queryAlbero matched (found by the raw translator). */
export interface KeyList {
  tables: string[];
  ids: string[];
}

export const keysIn = (p: SqlParams, keys: KeyList) =>
  `(d.tbl, d.id) IN (SELECT * FROM unnest(${p.add(keys.tables)}::text[], ${p.add(keys.ids)}::text[]))`;

export function selectionWhere(
  locale: Locale,
  selection: RecordSelection,
  p: SqlParams,
  siteKeys?: KeyList,
  from: SelectionTable = 'data',
): string {
  const and: string[] = [`d.locale = ${p.add(locale)}`, 'd.access = 1'];
  and.push(`d.tbl = ANY(${p.add([...selection.tables])}::text[])`);
  if (selection.excludeTypeIds.length)
    and.push(`NOT (d.type_id = ANY(${p.add([...selection.excludeTypeIds])}::int[]))`);
  if (selection.hasMedia) and.push('d.has_media');
  if (siteKeys) and.push(keysIn(p, siteKeys));
  const dates = selection.tokens.filter((t) => t.type === 'date');
  const others = selection.tokens.filter((t) => t.type !== 'date');
  const join = (parts: string[]) =>
    selection.searchType === 'or' ? `(${parts.join(' OR ')})` : parts.join(' AND ');
  if (others.length) and.push(join(others.map((t) => tokenCondition(t, selection, p))));
  if (selection.terms.length) {
    // Several words that must all match: one more condition, implied by the words' own, that
    // lets the terms index intersect their lists in one scan. Without it the planner read one
    // word's index and tested the other on every row it found ("ponte manifesto" at 1M: 313,715
    // rows for 4,670 results). A record whose page text holds some of the words is let through
    // to the words' own conditions below.
    const words =
      selection.searchType === 'and' || selection.terms.length === 1
        ? [...new Set(selection.terms.flatMap((t) => wordQueries(locale, t.text, t.phrase)))]
        : [];
    if (words.length > 1)
      and.push(`(d.terms @@ ${p.add(words.join(' & '))}::tsquery OR d.fulltext_terms IS NOT NULL)`);
    and.push(join(selection.terms.map((t) => termCondition(locale, t.text, t.phrase, p, from))));
  }
  for (const token of dates) and.push(tokenCondition(token, selection, p));
  return and.join(' AND ');
}

function tokenCondition(token: FilterToken, selection: RecordSelection, p: SqlParams): string {
  switch (token.type) {
    case 'common':
    case 'collection':
      return `d.filter_ids @> ${p.add([token.id])}::text[]`;
    case 'parentPath':
      return `d.parent_path @> ${p.add([token.id])}::text[]`;
    case 'meta':
      return `d.meta_keys @> ${p.add([`${token.field}${META_SEPARATOR}${token.id.toLowerCase()}`])}::text[]`;
    case 'pin':
      if (!selection.pins.length) return 'FALSE';
      return keysIn(p, {
        tables: selection.pins.map((pin) => pin.table),
        ids: selection.pins.map((pin) => pin.id),
      });
    case 'date': {
      // A record matches when its [start, end] meets the range; undated records never match.
      const range = parseDateRange(token.from, token.to);
      if (!range.ok) return 'FALSE';
      const parts = ['d.start_s IS NOT NULL'];
      if (range.to !== undefined && range.to !== null) parts.push(`d.start_s <= ${p.add(range.to)}::float8`);
      if (range.from !== undefined && range.from !== null)
        parts.push(`coalesce(d.end_s, d.start_s) >= ${p.add(range.from)}::float8`);
      return `(${parts.join(' AND ')})`;
    }
  }
}

/** A tsquery lexeme, quoted (analyzer terms are letters and digits; quoting keeps it so regardless). */
const lexeme = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The tsquery text of each word of a search term, as termCondition matches it (term-heads.ts keeps
 * answers by it): the stem, `stem:*` with 4+ letters outside a phrase. Stop words have none.
 */
export function wordQueries(locale: Locale, text: string, phrase: boolean): string[] {
  const analyzer = analyzerFor(locale);
  const terms = [
    ...new Set(
      analyzer
        .words(text)
        .map((w) => analyzer.term(w))
        .filter((t): t is string => t !== null),
    ),
  ];
  return terms.map((t) => (phrase || t.length < 4 ? lexeme(t) : `${lexeme(t)}:*`));
}

/**
 * One search term: every stemmed word (a stem of 4+ letters also matching the longer stems it
 * starts, select.ts stemFamily: `stem:*`); a phrase needs its words exactly and in order within
 * one field, checked on the stored phrase text.
 */
export function termCondition(
  locale: Locale,
  text: string,
  phrase: boolean,
  p: SqlParams,
  from: SelectionTable = 'data',
): string {
  const analyzer = analyzerFor(locale);
  const parts: string[] = [];
  // Each word in the title/metadata terms or in the page text's (issue 23, fulltext-columns.ts).
  for (const word of wordQueries(locale, text, phrase)) {
    const query = p.add(word);
    parts.push(`(d.terms @@ ${query}::tsquery OR d.fulltext_terms @@ ${query}::tsquery)`);
  }
  if (phrase) {
    const wanted = p.add(` ${analyzer.phraseForm(text)} `);
    const held = (row: string) =>
      `(strpos(${row}.phrase_text, ${wanted}) > 0 OR strpos(${row}.fulltext_phrase, ${wanted}) > 0)`;
    // Last in the AND: the words above find the candidates by index, then each is looked up once.
    parts.push(
      from === 'data'
        ? held('d')
        : `EXISTS (SELECT 1 FROM catalogue_data w WHERE w.locale = d.locale AND w.tbl = d.tbl AND w.id = d.id AND ${held('w')})`,
    );
  }
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

/** The column of a numeric sort key (undefined for the label). */
export const sortColumn = (field: SearchRequest['sort']['field']): string | undefined =>
  ({ 'data.start': 'd.start_s', score: 'd.score', ordine: 'd.ordine' })[field as string];

/**
 * ORDER BY of a search page in the embedded orders (results.ts pageOf), ties by the record's place:
 * labels either way; numbers with records without the value last in both directions, in place
 * order (descending reverses the places of equal values, as the embedded order does). A large
 * result sorted descending by a number is paged in two index walks instead (pg-catalogue-store.ts
 * page()): this expression needs a sort.
 */
export function orderBy(sort: SearchRequest['sort']): string {
  const desc = sort.order === 'desc';
  if (sort.field === 'preferred_label') return desc ? 'd.label DESC, d.seq DESC' : 'd.label, d.seq';
  const column = sortColumn(sort.field)!;
  return desc
    ? `(${column} IS NULL), ${column} DESC, (CASE WHEN ${column} IS NULL THEN d.seq ELSE -d.seq END)`
    : `${column} NULLS LAST, d.seq`;
}
