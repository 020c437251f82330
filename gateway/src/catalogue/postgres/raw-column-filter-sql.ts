import { regexPrefilter, regexToPostgres } from './raw-regex-sql';
import type { SqlParams } from './raw-sql-text';
import { rawPgOptions } from './raw-statements';

/**
 * A raw filter and sort on records (`data_*`) over catalogue_search's columns (alias `r`), when
 * every part has an exact column form; null otherwise (raw-filter-sql.ts then reads `doc`).
 *
 * Why it is exact: the columns are the gateway's copies of the doc's values (row-shape.ts), whose
 * types the contract fixes (table, id and label strings; type_id.id an integer; data.start,
 * data.end, ordine and score numbers, null or absent; filtri ids and parent_path strings), and
 * catalogue_search holds exactly the records whose doc has access 1 (migration 9's trigger). mingo's
 * rules then reduce to plain SQL: a value of another JSON type never equals or orders against the
 * column; a number column's NULL is both null and absent (so $exists and comparisons with null,
 * which tell them apart, are left to the doc); numbers compare as float8 (JavaScript's numbers);
 * strings by code point (COLLATE "C"); an array column matches when an element does. Conditions may
 * be SQL NULL ("no match"); every negation is written IS NOT TRUE, as raw-filter-sql.ts does.
 */

type Column =
  | { kind: 'string'; sql: string }
  | { kind: 'number'; sql: string; nullable: boolean }
  | { kind: 'strings'; sql: string }
  // Migration 10: the metadata values' strings; only $regex (raw-meta-migration.ts).
  | { kind: 'meta'; sql: string };

const COLUMNS: Record<string, Column> = {
  table: { kind: 'string', sql: '(r.tbl COLLATE "C")' },
  id: { kind: 'string', sql: '(r.id COLLATE "C")' },
  preferred_label: { kind: 'string', sql: '(r.label COLLATE "C")' },
  'type_id.id': { kind: 'number', sql: 'r.type_id', nullable: false },
  'data.start': { kind: 'number', sql: 'r.start_s', nullable: true },
  'data.end': { kind: 'number', sql: 'r.end_s', nullable: true },
  ordine: { kind: 'number', sql: 'r.ordine', nullable: true },
  score: { kind: 'number', sql: 'r.score', nullable: true },
  'filtri.id': { kind: 'strings', sql: 'r.filter_ids' },
  parent_path: { kind: 'strings', sql: 'r.parent_path' },
  'metadati.value': { kind: 'meta', sql: 'r.meta_values' },
};

/** The raw tie order over catalogue_search (raw-sort-sql.ts TIE_ORDER: table, then id). */
export const COLUMN_TIE = ['(r.tbl COLLATE "C")', '(r.id COLLATE "C")'];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isComposite = (v: unknown) => typeof v === 'object' && v !== null;

const not = (sql: string) => `((${sql}) IS NOT TRUE)`;
const all = (parts: string[]) => (parts.length === 0 ? 'TRUE' : `(${parts.join(' AND ')})`);
const any = (parts: string[]) => (parts.length === 0 ? 'FALSE' : `(${parts.join(' OR ')})`);

/** mingo's $eq of the column with a scalar or null; null when only the doc can tell. */
function eq(col: Column, value: unknown, p: SqlParams): string | null {
  if (isComposite(value) || col.kind === 'meta') return null;
  if (col.kind === 'string') return typeof value === 'string' ? `(${col.sql} = ${p.text(value)})` : 'FALSE';
  if (col.kind === 'strings') {
    if (value === null) return null; // an empty or absent array: mingo's own reading
    return typeof value === 'string' ? `(${col.sql} @> ARRAY[${p.text(value)}])` : 'FALSE';
  }
  if (value === null) return col.nullable ? `(${col.sql} IS NULL)` : 'FALSE';
  return typeof value === 'number' ? `(${col.sql} = ${float(value, p)})` : 'FALSE';
}

const float = (value: number, p: SqlParams) => {
  p.values.push(value);
  return `$${p.values.length}::float8`;
};

function inList(col: Column, list: unknown, p: SqlParams): string | null {
  if (!Array.isArray(list) || list.some(isComposite) || col.kind === 'meta') return null;
  const strings = list.filter((v): v is string => typeof v === 'string');
  const numbers = list.filter((v): v is number => typeof v === 'number');
  const hasNull = list.includes(null);
  if (col.kind === 'strings') {
    if (hasNull) return null;
    return strings.length ? `(${col.sql} && ${p.textArray(strings)})` : 'FALSE';
  }
  if (col.kind === 'string') return strings.length ? `(${col.sql} = ANY(${p.textArray(strings)}))` : 'FALSE';
  const parts: string[] = [];
  if (hasNull && col.nullable) parts.push(`(${col.sql} IS NULL)`);
  if (numbers.length) {
    p.values.push(numbers);
    parts.push(`(${col.sql} = ANY($${p.values.length}::float8[]))`);
  }
  return any(parts);
}

const COMPARISON: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function compare(col: Column, op: string, value: unknown, p: SqlParams): string | null {
  if (col.kind === 'strings' || col.kind === 'meta' || isComposite(value) || value === null) return null;
  const sign = COMPARISON[op]!;
  if (col.kind === 'string')
    return typeof value === 'string' ? `(${col.sql} ${sign} ${p.text(value)} COLLATE "C")` : 'FALSE';
  return typeof value === 'number' ? `(${col.sql} ${sign} ${float(value, p)})` : 'FALSE';
}

/**
 * A `metadati.value` $regex: the trigram index finds the records whose joined values match the
 * looser pre-filter (no anchors), then each value is tested with the exact ARE, as mingo tests each
 * element of the path (raw-meta-migration.ts). Both regexes are bind parameters.
 */
function metaRegex(col: Column, pattern: unknown, options: unknown, p: SqlParams): string | null {
  if (typeof pattern !== 'string') return null;
  const flags = typeof options === 'string' ? options : '';
  const exact = regexToPostgres(pattern, flags);
  const loose = regexPrefilter(pattern, flags);
  if (exact === null || loose === null) return null;
  return `(catalogue_meta_joined(${col.sql}) ~ ${p.text(loose)} AND EXISTS (SELECT 1 FROM unnest(${col.sql}) AS v(s) WHERE v.s ~ ${p.text(exact)}))`;
}

function operators(col: Column, ops: Record<string, unknown>, p: SqlParams): string | null {
  const parts: string[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    let sql: string | null;
    switch (op) {
      case '$eq':
        sql = eq(col, arg, p);
        break;
      case '$ne': {
        const inner = eq(col, arg, p);
        sql = inner === null ? null : not(inner);
        break;
      }
      case '$in':
        sql = inList(col, arg, p);
        break;
      case '$nin': {
        const inner = inList(col, arg, p);
        sql = inner === null ? null : not(inner);
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        sql = compare(col, op, arg, p);
        break;
      case '$regex': {
        if (col.kind === 'meta') {
          sql = metaRegex(col, arg, ops.$options, p);
          break;
        }
        if (col.kind !== 'string' || typeof arg !== 'string') return null;
        const are = regexToPostgres(arg, typeof ops.$options === 'string' ? ops.$options : '');
        sql = are === null ? null : `(${col.sql} ~ ${p.text(are)})`;
        break;
      }
      case '$options':
        if (!('$regex' in ops)) return null;
        continue;
      case '$exists':
        // Strings are always there; a number column cannot tell null from absent.
        if (col.kind === 'meta') return null;
        sql = col.kind === 'string' ? (arg === true || arg === 1 ? 'TRUE' : 'FALSE') : null;
        break;
      default:
        sql = null;
    }
    if (sql === null) return null;
    parts.push(sql);
  }
  return all(parts);
}

function part(filter: Record<string, unknown>, p: SqlParams, depth: number): string | null {
  if (depth > 8) return null;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let sql: string | null;
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value) || !value.every(isPlainObject)) return null;
      const subs: string[] = [];
      for (const sub of value) {
        const s = part(sub, p, depth + 1);
        if (s === null) return null;
        subs.push(s);
      }
      sql = key === '$and' ? all(subs) : key === '$or' ? any(subs) : not(any(subs));
    } else {
      const col = Object.hasOwn(COLUMNS, key) ? COLUMNS[key]! : null;
      if (!col || (col.kind === 'meta' && !rawPgOptions.metaColumns)) return null;
      sql =
        isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))
          ? operators(col, value, p)
          : eq(col, value, p);
    }
    if (sql === null) return null;
    parts.push(sql);
  }
  return all(parts);
}

/**
 * True when the filter keeps only records whose `path` holds a number: a top-level range on it
 * (`$gt`, `$gte`, `$lt`, `$lte` with a number), which neither mingo nor the SQL above lets a null
 * or absent value through.
 */
function rangeOn(filter: Record<string, unknown>, path: string): boolean {
  const value = Object.hasOwn(filter, path) ? filter[path] : undefined;
  if (!isPlainObject(value)) return false;
  return ['$gt', '$gte', '$lt', '$lte'].some(
    (op) => Object.hasOwn(value, op) && typeof value[op] === 'number' && Number.isFinite(value[op]),
  );
}

/** ORDER BY terms of a sort on scalar columns (before the tie order), or null. */
function order(sort: Record<string, 1 | -1> | undefined, filter: Record<string, unknown>): string[] | null {
  const terms: string[] = [];
  for (const [path, direction] of Object.entries(sort ?? {})) {
    const col = Object.hasOwn(COLUMNS, path) ? COLUMNS[path]! : null;
    if (!col || col.kind === 'strings' || col.kind === 'meta') return null;
    // mingo: null and absent first ascending, last descending; then numbers or strings. Where the
    // filter already leaves out the nulls, the order is PostgreSQL's default one, the order its
    // btree (locale, start_s) gives walked either way: the seed's date range by date desc walks
    // the index and stops after the page (at 100k: 131 -> 0.4 ms), where `DESC NULLS LAST`, which
    // no walk of that index gives, made it read and sort every match.
    if (col.kind === 'number' && col.nullable && rangeOn(filter, path))
      terms.push(`${col.sql}${direction === -1 ? ' DESC' : ''}`);
    else if (col.kind === 'number')
      terms.push(`${col.sql}${direction === -1 ? ' DESC NULLS LAST' : ' NULLS FIRST'}`);
    else terms.push(`${col.sql}${direction === -1 ? ' DESC' : ''}`);
  }
  return terms;
}

/** The filter and sort over catalogue_search (`r`), or null when any part needs the doc. */
export function columnSelection(
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1> | undefined,
  p: SqlParams,
): { where: string; order: string[] } | null {
  const terms = order(sort, filter);
  if (terms === null) return null;
  const fork = p.fork();
  const where = part(filter, fork, 0);
  if (where === null) return null;
  // Only now are the parameters kept (a refusal above leaves p as it was).
  p.values.splice(0, p.values.length, ...fork.values);
  return { where, order: [...terms, ...COLUMN_TIE] };
}
