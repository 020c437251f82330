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
  return narrowRaw(index, filter).set;
}

/**
 * As rawCandidates, and says whether the candidates are exactly the matches (every condition of
 * the filter answered by an index with Mongo's own semantics): then nothing needs testing, and a
 * page decodes only the records it returns.
 */
export function narrowRaw(index: LocaleIndex, filter: Record<string, unknown>): Narrowed {
  let set: Bitset | null = null;
  let exact = true;
  const narrow = (part: Narrowed) => {
    if (part.set) set = set ? set.and(part.set) : part.set;
    exact &&= part.exact;
  };
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) narrow(isPlainObject(part) ? narrowRaw(index, part) : NO_HANDLE);
    } else if (key === '$or' && Array.isArray(value) && value.length) {
      narrow(union(index, value));
    } else if (!key.startsWith('$')) narrow(fieldCandidates(index, key, value));
    else narrow(NO_HANDLE);
  }
  return { set, exact };
}

export interface Narrowed {
  /** Candidate docs; null = every doc. */
  set: Bitset | null;
  /** True when the candidates are exactly the docs the filter matches. */
  exact: boolean;
}
const NO_HANDLE: Narrowed = { set: null, exact: false };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function union(index: LocaleIndex, branches: unknown[]): Narrowed {
  const set = new Bitset(index.size);
  let exact = true;
  for (const branch of branches) {
    const part = isPlainObject(branch) ? narrowRaw(index, branch) : NO_HANDLE;
    if (!part.set) return NO_HANDLE; // one branch without a handle can match anything
    set.or(part.set);
    exact &&= part.exact;
  }
  return { set, exact };
}

/** A condition that is nothing but an equality or one $eq / $in: the index answers it whole. */
const plainEquality = (condition: unknown) =>
  !isPlainObject(condition) ||
  (Object.keys(condition).length === 1 && ('$eq' in condition || '$in' in condition));

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

function fieldCandidates(index: LocaleIndex, field: string, condition: unknown): Narrowed {
  const set = fieldSet(index, field, condition);
  if (!set) return NO_HANDLE;
  const exactField = field !== 'parent' || wantedValues(condition)?.every((v) => v !== null);
  return { set, exact: plainEquality(condition) && !!exactField };
}

function fieldSet(index: LocaleIndex, field: string, condition: unknown): Bitset | null {
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
      return values.includes(1) ? Bitset.full(n) : set;
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
