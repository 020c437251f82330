import { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';
import { recordKey } from './locale-index';

/**
 * Narrows a raw (whitelisted) data filter to the docs it can possibly match, using the indexes:
 * equality, $eq and $in on id, table, access, type_id.id, filtri.id, parent and parent_path, found at
 * the top level, inside $and, or in every branch of an $or. The result is a superset of the matches
 * (mingo still tests each candidate); null means the filter gives no handle and every doc is a
 * candidate. A 100k scan through mingo costs ~0.5 s; a lookup here well under a millisecond.
 */
export function rawCandidates(index: LocaleIndex, filter: Record<string, unknown>): Bitset | null {
  let result: Bitset | null = null;
  const narrow = (set: Bitset | null) => {
    if (set) result = result ? result.and(set) : set;
  };
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) narrow(rawCandidates(index, part));
    } else if (key === '$or' && Array.isArray(value) && value.length) {
      narrow(union(index, value));
    } else if (!key.startsWith('$')) narrow(fieldCandidates(index, key, value));
  }
  return result;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function union(index: LocaleIndex, branches: unknown[]): Bitset | null {
  const set = new Bitset(index.size);
  for (const branch of branches) {
    const part = isPlainObject(branch) ? rawCandidates(index, branch) : null;
    if (!part) return null; // one branch without a handle can match anything
    set.or(part);
  }
  return set;
}

/** The values a field condition requires one of, or null when it is not a plain equality or $in. */
function wantedValues(condition: unknown): unknown[] | null {
  if (typeof condition === 'string' || typeof condition === 'number' || condition === null)
    return [condition];
  if (!isPlainObject(condition)) return null;
  // Other operators next to $eq / $in only narrow further; mingo checks them on the candidates.
  if ('$eq' in condition) return wantedValues(condition.$eq);
  if ('$in' in condition && Array.isArray(condition.$in)) {
    const values = condition.$in;
    return values.every((v) => typeof v === 'string' || typeof v === 'number' || v === null) ? values : null;
  }
  return null;
}

function fieldCandidates(index: LocaleIndex, field: string, condition: unknown): Bitset | null {
  const values = wantedValues(condition);
  if (!values) return null;
  const n = index.size;
  const set = new Bitset(n);
  const addAll = (docs: ArrayLike<number> | undefined) => {
    if (docs) for (let i = 0; i < docs.length; i++) set.add(docs[i]!);
  };
  switch (field) {
    case 'id':
      for (const v of values) {
        if (typeof v !== 'string') return null;
        for (const table of index.tableNames) {
          const doc = index.get(table, v);
          if (doc !== undefined) set.add(doc);
        }
      }
      return set;
    case 'table':
      for (const v of values) if (typeof v === 'string') set.or(index.tableSets.get(v) ?? new Bitset(n));
      return set;
    case 'access':
      // Only public records are indexed: access 1 matches all of them, any other value none.
      return values.includes(1) ? null : set;
    case 'type_id.id':
      for (const v of values) {
        if (typeof v !== 'number') return null;
        set.or(index.typeSets.get(v) ?? new Bitset(n));
      }
      return set;
    case 'filtri.id':
      for (const v of values) {
        if (typeof v !== 'string') return null;
        addAll(index.filterPostings.get(v));
      }
      return set;
    case 'parent_path':
      for (const v of values) {
        if (typeof v !== 'string') return null;
        addAll(index.ancestorPostings.get(v));
      }
      return set;
    case 'parent':
      for (const v of values) {
        // null (or a missing parent) is a root; roots include records with an empty parent too.
        if (v === null) addAll(index.roots);
        else if (typeof v === 'string')
          for (const table of index.tableNames) addAll(index.children.get(recordKey(table, v)));
        else return null;
      }
      return set;
    default:
      return null;
  }
}
