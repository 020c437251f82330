import { Bitset } from './bitset';
import { linearRegexes } from './linear-regex';
import type { LocaleIndex } from './locale-index';
import type { Narrowed } from './narrowed';
import { MISSING, NUMBER } from './raw-fields';
import { requiredLiterals } from './regex-literals';

/**
 * Exact doc sets for one operator on a field the keyed indexes do not cover: the label, metadata
 * values and the numeric fields (raw-fields.ts), with the semantics mingo gives them (type
 * bracketing: a number never equals or compares with a string; null equals null and missing; an
 * array path matches when any element does; $regex matches strings only). Anything else: no handle.
 */
const NONE: Narrowed = { set: null, exact: false };
const ALWAYS_PRESENT = new Set(['id', 'table', 'preferred_label', 'type_id.id', 'access', 'hasMedia']);
const RANGES = new Set(['$gt', '$gte', '$lt', '$lte']);

export function rawFieldSet(
  index: LocaleIndex,
  field: string,
  op: string,
  arg: unknown,
  condition: Record<string, unknown>,
): Narrowed {
  if (op === '$exists' && ALWAYS_PRESENT.has(field) && typeof arg === 'boolean')
    return exactSet(arg ? Bitset.full(index.size) : new Bitset(index.size));
  if (field === 'preferred_label') return labelSet(index, op, arg, condition);
  if (field === 'metadati.value') return metaSet(index, op, arg, condition);
  const numeric = index.raw.numeric.get(field);
  if (numeric?.clean) return numericSet(index, field, op, arg);
  return NONE;
}

const exactSet = (set: Bitset): Narrowed => ({ set, exact: true });

function compare(op: string, a: number | string, b: number | string): boolean {
  if (op === '$gt') return a > b;
  if (op === '$gte') return a >= b;
  if (op === '$lt') return a < b;
  return a <= b;
}

/** The regex mingo would build (after the linear-engine rewrite the worker applies too). */
function regexOf(pattern: unknown, options: unknown): RegExp | null {
  if (typeof pattern !== 'string' || (options !== undefined && typeof options !== 'string')) return null;
  const linear = linearRegexes({ $regex: pattern, ...(options !== undefined ? { $options: options } : {}) });
  try {
    return new RegExp(linear.$regex as string, (linear.$options as string | undefined) ?? undefined);
  } catch {
    return null;
  }
}

function labelSet(
  index: LocaleIndex,
  op: string,
  arg: unknown,
  condition: Record<string, unknown>,
): Narrowed {
  const { labels } = index.raw;
  const set = new Bitset(index.size);
  const test = (candidates: Int32Array | null, ok: (label: string) => boolean) => {
    if (candidates) {
      for (let i = 0; i < candidates.length; i++) if (ok(labels[candidates[i]!]!)) set.add(candidates[i]!);
    } else for (let doc = 0; doc < labels.length; doc++) if (ok(labels[doc]!)) set.add(doc);
    return exactSet(set);
  };
  if (op === '$eq') {
    if (typeof arg !== 'string') return arg === null ? NONE : exactSet(set); // labels are strings
    return test(index.raw.labelGrams?.candidates([[arg]]) ?? null, (label) => label === arg);
  }
  if (RANGES.has(op)) {
    if (typeof arg === 'number') return exactSet(set);
    if (typeof arg !== 'string') return NONE;
    return test(null, (label) => compare(op, label, arg));
  }
  if (op === '$regex') {
    const re = regexOf(arg, condition.$options);
    const literals = typeof arg === 'string' ? requiredLiterals(arg) : null;
    if (!re) return NONE;
    const grams = index.raw.labelGrams;
    // Trigrams still being built (just after a load): the general path answers, off this thread.
    if (literals && !grams) return NONE;
    return test(literals && grams ? grams.candidates(literals) : null, (label) => re.test(label));
  }
  return NONE;
}

function metaSet(index: LocaleIndex, op: string, arg: unknown, condition: Record<string, unknown>): Narrowed {
  const meta = index.raw.meta;
  if (!meta.pure) return NONE;
  const set = new Bitset(index.size);
  const test = (candidates: Int32Array | null, ok: (value: string) => boolean) => {
    const n = candidates ? candidates.length : meta.values.length;
    for (let i = 0; i < n; i++) {
      const id = candidates ? candidates[i]! : i;
      if (ok(meta.values[id]!)) meta.addDocs(id, set);
    }
    return exactSet(set);
  };
  if (op === '$eq') {
    if (typeof arg === 'number' || typeof arg === 'boolean') return exactSet(set);
    if (typeof arg !== 'string') return NONE;
    const id = meta.id(arg);
    if (id !== undefined) meta.addDocs(id, set);
    return exactSet(set);
  }
  if (RANGES.has(op)) {
    if (typeof arg === 'number') return exactSet(set);
    if (typeof arg !== 'string') return NONE;
    return test(null, (value) => compare(op, value, arg));
  }
  if (op === '$regex') {
    const re = regexOf(arg, condition.$options);
    const literals = typeof arg === 'string' ? requiredLiterals(arg) : null;
    if (!re) return NONE;
    return test(literals ? meta.grams.candidates(literals) : null, (value) => re.test(value));
  }
  return NONE;
}

function numericSet(index: LocaleIndex, field: string, op: string, arg: unknown): Narrowed {
  const { kinds, values } = index.raw.numeric.get(field)!;
  const n = index.size;
  const set = new Bitset(n);
  const pick = (ok: (doc: number) => boolean) => {
    for (let doc = 0; doc < n; doc++) if (ok(doc)) set.add(doc);
    return exactSet(set);
  };
  if (op === '$exists') {
    if (typeof arg !== 'boolean') return NONE;
    return pick((doc) => (kinds[doc] !== MISSING) === arg);
  }
  if (op === '$eq') {
    if (arg === null) return pick((doc) => kinds[doc]! < NUMBER);
    if (typeof arg !== 'number')
      return typeof arg === 'string' || typeof arg === 'boolean' ? exactSet(set) : NONE;
    return pick((doc) => kinds[doc] === NUMBER && values[doc] === arg);
  }
  if (RANGES.has(op)) {
    if (typeof arg === 'string') return exactSet(set);
    if (typeof arg !== 'number') return NONE;
    return pick((doc) => kinds[doc] === NUMBER && compare(op, values[doc]!, arg));
  }
  if (op === '$regex') return typeof arg === 'string' ? exactSet(set) : NONE;
  return NONE;
}
