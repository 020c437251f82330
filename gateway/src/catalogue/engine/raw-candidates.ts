import { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';
import { recordKey } from './locale-index';
import { type Narrowed, NO_HANDLE } from './narrowed';
import { rawFieldSet } from './raw-field-sets';

export { type Narrowed, NO_HANDLE };

/**
 * Narrows a raw (whitelisted) data filter to the docs it can possibly match, using the indexes.
 * Keyed fields (id, table, access, hasMedia, type_id.id, filtri.id, parent, parent_path) answer equality, $in,
 * $ne, $nin; labels, metadata values and the numeric fields (ordine, score, data.start, data.end)
 * answer equality, $in, $ne, $nin, $exists, ranges and $regex (raw-field-sets.ts, trigram-narrowed);
 * $and, $or, $nor and a field's $not combine them. The result is a superset of the matches; null
 * means the filter gives no handle and every doc is a candidate. A 100k scan through mingo costs
 * ~0.5 s; these lookups well under a few milliseconds.
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
    } else if (key === '$nor' && Array.isArray(value) && value.length) {
      narrow(complement(index, union(index, value)));
    } else if (!key.startsWith('$')) narrow(fieldCandidates(index, key, value));
    else narrow(NO_HANDLE);
  }
  return { set, exact };
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function union(index: LocaleIndex, branches: unknown[]): Narrowed {
  const set = new Bitset(index.size);
  let exact = true;
  for (const branch of branches) {
    const part = isPlainObject(branch) ? narrowRaw(index, branch) : NO_HANDLE;
    if (!part.set) {
      if (part.exact) return { set: null, exact: true }; // a branch matching everything, exactly
      return NO_HANDLE; // one branch without a handle can match anything
    }
    set.or(part.set);
    exact &&= part.exact;
  }
  return { set, exact };
}

/** The docs a condition does not match: only when it was answered exactly. */
export function complement(index: LocaleIndex, part: Narrowed): Narrowed {
  if (!part.exact) return NO_HANDLE;
  const all = Bitset.full(index.size);
  return { set: part.set ? all.andNot(part.set) : new Bitset(index.size), exact: true };
}

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

function fieldCandidates(index: LocaleIndex, field: string, condition: unknown): Narrowed {
  if (!isOperatorObject(condition)) {
    // An object without operators is equality with that whole object: left to mingo.
    return isPlainObject(condition) || Array.isArray(condition)
      ? NO_HANDLE
      : equality(index, field, condition);
  }
  let set: Bitset | null = null;
  let exact = true;
  for (const [op, arg] of Object.entries(condition)) {
    if (op === '$options') {
      if (!('$regex' in condition)) exact = false;
      continue;
    }
    const part = operatorSet(index, field, op, arg, condition);
    if (part.set) set = set ? set.and(part.set) : part.set;
    exact &&= part.exact;
  }
  return { set, exact };
}

function operatorSet(
  index: LocaleIndex,
  field: string,
  op: string,
  arg: unknown,
  condition: Record<string, unknown>,
): Narrowed {
  switch (op) {
    case '$eq':
      return isPlainObject(arg) || Array.isArray(arg) ? NO_HANDLE : equality(index, field, arg);
    case '$in':
      return Array.isArray(arg) ? anyOf(index, field, arg) : NO_HANDLE;
    case '$ne':
      return isPlainObject(arg) || Array.isArray(arg)
        ? NO_HANDLE
        : complement(index, equality(index, field, arg));
    case '$nin':
      return Array.isArray(arg) ? complement(index, anyOf(index, field, arg)) : NO_HANDLE;
    case '$not':
      return isOperatorObject(arg) ? complement(index, fieldCandidates(index, field, arg)) : NO_HANDLE;
    default:
      return rawFieldSet(index, field, op, arg, condition);
  }
}

function anyOf(index: LocaleIndex, field: string, values: unknown[]): Narrowed {
  const set = new Bitset(index.size);
  let exact = true;
  for (const v of values) {
    if (isPlainObject(v) || Array.isArray(v)) return NO_HANDLE;
    const part = equality(index, field, v);
    if (!part.set) return part.exact ? { set: null, exact: true } : NO_HANDLE;
    set.or(part.set);
    exact &&= part.exact;
  }
  return { set, exact };
}

/** Docs whose field equals (or, for arrays, holds) a scalar value. */
function equality(index: LocaleIndex, field: string, v: unknown): Narrowed {
  const keyed = keyedSet(index, field, v);
  if (keyed) return { set: keyed, exact: field !== 'parent' || v !== null };
  return rawFieldSet(index, field, '$eq', v, {});
}

function keyedSet(index: LocaleIndex, field: string, v: unknown): Bitset | null {
  const n = index.size;
  const set = new Bitset(n);
  const addAll = (docs: ArrayLike<number> | undefined) => {
    if (docs) for (let i = 0; i < docs.length; i++) set.add(docs[i]!);
  };
  switch (field) {
    case 'id':
      // Ids are stored as text (normaliseRecord): any other value matches nothing.
      if (typeof v !== 'string')
        return v === null || typeof v === 'number' || typeof v === 'boolean' ? set : null;
      for (const table of index.tableNames) {
        const doc = index.get(table, v);
        if (doc !== undefined) set.add(doc);
      }
      return set;
    case 'table':
      // Tables are always strings: any other value matches nothing.
      if (typeof v === 'string') set.or(index.tableSets.get(v) ?? set);
      return set;
    case 'hasMedia':
      // A boolean in every record (the index knows): true is the media set, false the rest; any
      // other value matches nothing. Otherwise mingo decides.
      if (!index.raw.mediaFlagsBoolean) return null;
      if (v === true) return set.or(index.mediaSet);
      if (v === false) return Bitset.full(n).andNot(index.mediaSet);
      return set;
    case 'access':
      // Only public records are indexed: access 1 matches all of them, any other value none.
      return v === 1 ? Bitset.full(n) : set;
    case 'type_id.id':
      // Type ids are always numbers (normaliseRecord refuses others).
      if (typeof v !== 'number')
        return v === null || typeof v === 'string' || typeof v === 'boolean' ? set : null;
      return set.or(index.typeSets.get(v) ?? set);
    case 'filtri.id':
      if (typeof v !== 'string') return null;
      index.filterPostings.addTo(v, set);
      return set;
    case 'parent_path':
      // Ancestor ids are always text (normaliseRecord).
      if (typeof v !== 'string') return typeof v === 'number' || typeof v === 'boolean' ? set : null;
      index.ancestorPostings.addTo(v, set);
      return set;
    case 'parent':
      // null (or a missing parent) is a root; roots include records with an empty parent too.
      if (v === null) addAll(index.roots);
      else if (typeof v === 'string')
        for (const table of index.tableNames) addAll(index.children.get(recordKey(table, v)));
      else return null;
      return set;
    default:
      return null;
  }
}
