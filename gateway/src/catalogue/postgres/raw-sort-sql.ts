import type { CollectionKind } from '../port';
import { isScalarPath, isStringPath, type Root, resolvePath, stringPathText } from './raw-paths-sql';
import type { SqlParams } from './raw-sql-text';

/**
 * mingo's sort order as ORDER BY terms. mingo groups documents by the key's value (a missing field
 * and null are one group), orders the groups by type first (null < numbers < strings < objects <
 * arrays < booleans), numbers by value, strings by UTF-16 code unit (COLLATE "C" orders by code
 * point: the same outside the astral planes), and keeps equal keys in input order even descending;
 * several keys sort lexicographically. Input order is the tie order (TIE_ORDER).
 *
 * Arrays and objects are ordered by mingo's own rules (an array sorts among scalars by its least or
 * greatest element), so `odd` tells when a matched record holds one under a sort key: the caller
 * then sorts those matches with mingo.
 */

/** The order the PostgreSQL store's records come in when nothing else orders them (primary key). */
export const TIE_ORDER: Record<CollectionKind, string> = {
  data: 'r.tbl COLLATE "C", r.id COLLATE "C"',
  summary: 'r.tbl COLLATE "C", r.type COLLATE "C"',
  relations: 'r.key COLLATE "C"',
};

/** TIE_ORDER's expressions, one a key. */
export const TIE_KEYS: Record<CollectionKind, string[]> = {
  data: ['r.tbl COLLATE "C"', 'r.id COLLATE "C"'],
  summary: ['r.tbl COLLATE "C"', 'r.type COLLATE "C"'],
  relations: ['r.key COLLATE "C"'],
};

/** One ORDER BY key: its expression and direction (` DESC`, ` NULLS FIRST`...). */
export interface SortKey {
  expr: string;
  suffix: string;
}

export interface SortSql {
  /** ORDER BY terms (without the tie order). */
  terms: string[];
  /** The same as expressions and directions. */
  keys: SortKey[];
  /** SQL boolean: this row's key is an array or object (mingo must sort). */
  odd: string;
  /** Every key is a path whose value is never an array or object: `odd` is always false. */
  scalar: boolean;
}

export function sortSql(
  sort: Record<string, 1 | -1>,
  kind: CollectionKind,
  p: SqlParams,
  doc = 'r.doc',
): SortSql {
  const root: Root = { expr: doc, doc: true };
  const keys: SortKey[] = [];
  const odd: string[] = [];
  let scalar = true;
  for (const [path, direction] of Object.entries(sort)) {
    const dir = direction === -1 ? ' DESC' : '';
    const a = resolvePath(root, kind, path, p, false);
    scalar &&= isScalarPath(root, kind, path);
    if (isStringPath(root, kind, path)) {
      // A string, null or nothing: null and missing (NULL text) first, one term an index can serve.
      keys.push({
        expr: `${stringPathText(root, kind, path)} COLLATE "C"`,
        suffix: direction === -1 ? ' DESC NULLS LAST' : ' NULLS FIRST',
      });
    } else {
      keys.push({
        expr: `CASE jsonb_typeof(${a}) WHEN 'number' THEN 3 WHEN 'string' THEN 4 WHEN 'object' THEN 6 WHEN 'array' THEN 7 WHEN 'boolean' THEN 9 ELSE 2 END`,
        suffix: dir,
      });
      keys.push({ expr: `CASE WHEN jsonb_typeof(${a}) IN ('number', 'boolean') THEN ${a} END`, suffix: dir });
      keys.push({
        expr: `(CASE WHEN jsonb_typeof(${a}) = 'string' THEN ${a} #>> '{}' END) COLLATE "C"`,
        suffix: dir,
      });
    }
    odd.push(`jsonb_typeof(${a}) IN ('object', 'array')`);
  }
  const terms = keys.map((k) => `${k.expr}${k.suffix}`);
  return { terms, keys, odd: odd.length ? `(${odd.join(' OR ')})` : 'FALSE', scalar };
}
