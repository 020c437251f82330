import type { CollectionKind } from '../port';
import {
  elementsOf,
  elementsWithOrdinality,
  fieldLiteral,
  isIndexSegment,
  type SqlParams,
} from './raw-sql-text';

/**
 * A MongoDB path ("metadati.value", "type_id.id", "parent_path.0") read from a jsonb value the way
 * mingo reads it (the oracle the raw calls are held to), as SQL. mingo's resolve: a numeric segment
 * indexes an array (or names an object key); any other segment met on an array maps over its
 * elements (an element that is itself an array is kept whole, undefined results dropped), and the
 * result of a mapping is unwrapped once when it holds a single array. SQL NULL stands for undefined
 * (a missing field); JSON null is the jsonb 'null'.
 *
 * The record itself (a `Root` with doc = true) is always an object, and the catalogue's schema
 * (contracts catalogue.ts, enforced by the import) fixes the shape of some fields: those paths are
 * written as plain `doc->'f'` / `doc->>'f'` chains, the expressions the store's indexes are built on.
 */

export interface Root {
  /** SQL jsonb expression of the value the path starts from. */
  expr: string;
  /** The stored record (an object whose known fields have the schema's shapes). */
  doc: boolean;
}

/** Fields that are an object (or absent) in every stored record of the kind. */
const OBJECT_FIELDS: Record<CollectionKind, ReadonlySet<string>> = {
  data: new Set(['type_id', 'data', 'primaryImg']),
  summary: new Set(),
  relations: new Set(),
};

/** Paths that hold a string, a number, a boolean, null or nothing: never an array or object. */
const SCALAR_PATHS: Record<CollectionKind, ReadonlySet<string>> = {
  data: new Set([
    'id',
    'table',
    'preferred_label',
    'score',
    'access',
    'hasMedia',
    'parent',
    'ordine',
    'isChild',
    'numero',
    'dateDisplay',
    'link',
    'type_id.id',
    'type_id.name',
    'data.start',
    'data.end',
  ]),
  summary: new Set(['table', 'type']),
  relations: new Set([
    'id',
    'table',
    'label',
    'type',
    'access',
    'rel_id',
    'rel_table',
    'rel_label',
    'rel_type',
    'rel_access',
    'rel_name',
    'rel_name_reverse',
  ]),
};

/** Scalar paths whose value, when present and not null, is always a string. */
const STRING_PATHS: Record<CollectionKind, ReadonlySet<string>> = {
  data: new Set([
    'id',
    'table',
    'preferred_label',
    'parent',
    'numero',
    'dateDisplay',
    'link',
    'type_id.name',
  ]),
  summary: new Set(['table', 'type']),
  relations: new Set([
    'id',
    'table',
    'label',
    'type',
    'rel_id',
    'rel_table',
    'rel_label',
    'rel_type',
    'rel_name',
    'rel_name_reverse',
  ]),
};

/** Arrays of objects in every stored record of the kind, and those objects' scalar fields. */
export const OBJECT_ARRAYS: Record<CollectionKind, Record<string, ReadonlySet<string>>> = {
  data: {
    filtri: new Set(['id', 'name', 'path', 'type']),
    metadati: new Set(['fieldCode', 'label', 'value']),
  },
  summary: { metadati: new Set(['fieldCode', 'label']) },
  relations: {},
};

/** Arrays of strings by the schema. */
const SCALAR_ARRAYS: Record<CollectionKind, ReadonlySet<string>> = {
  data: new Set(['parent_path', 'video_collegati']),
  summary: new Set(),
  relations: new Set(),
};

/**
 * `filtri.id` (an array of objects and one of their scalar fields) or `parent_path` (an array of
 * scalars) on the record: mingo's reading of it is then "the elements' values", which jsonb
 * containment (`doc @> {"filtri": [{"id": "x"}]}`, served by a GIN index) and one pass over the
 * elements answer exactly.
 */
export function schemaArrayPath(
  root: Root,
  kind: CollectionKind,
  path: string,
): { field: string; sub?: string } | null {
  if (!root.doc) return null;
  const [field, sub, ...more] = path.split('.') as [string, string | undefined, ...string[]];
  if (more.length) return null;
  if (sub === undefined) return SCALAR_ARRAYS[kind].has(field) ? { field } : null;
  return OBJECT_ARRAYS[kind][field]?.has(sub) ? { field, sub } : null;
}

export const isScalarPath = (root: Root, kind: CollectionKind, path: string) =>
  root.doc && SCALAR_PATHS[kind].has(path);
export const isStringPath = (root: Root, kind: CollectionKind, path: string) =>
  root.doc && STRING_PATHS[kind].has(path);

/** `doc->'a'->'b'` for a known-shape path of the record, else null. */
function plainChain(root: Root, kind: CollectionKind, segments: string[]): string | null {
  if (!root.doc) return null;
  const [first, second] = segments;
  if (segments.length === 1) return `(${root.expr}->${fieldLiteral(first!)})`;
  if (segments.length === 2 && OBJECT_FIELDS[kind].has(first!) && !isIndexSegment(second!))
    return `(${root.expr}->${fieldLiteral(first!)}->${fieldLiteral(second!)})`;
  return null;
}

/** `doc->>'f'`: the text of a string path (NULL when missing, null or not a string is impossible). */
export function stringPathText(root: Root, kind: CollectionKind, path: string): string {
  const chain = plainChain(root, kind, path.split('.'))!;
  return chain.replace(/->('[^']*')\)$/, '->>$1)');
}

/** Longest array index a path may name usefully (records hold at most a few thousand items). */
const MAX_INDEX = 1_000_000;

const indexStep = (v: string, segment: string) => {
  const index = Number(segment);
  const inArray = index <= MAX_INDEX ? `(${v})->${index}` : 'NULL::jsonb';
  return `CASE jsonb_typeof(${v}) WHEN 'array' THEN ${inArray} WHEN 'object' THEN (${v})->${fieldLiteral(segment)} END`;
};

/** Unwraps a mapped result holding a single array, as mingo's resolve does with unwrapArray. */
function unwrapOnce(x: string, p: SqlParams): string {
  const u = p.alias();
  return `(SELECT CASE WHEN jsonb_array_length(${u}.x) = 1 AND jsonb_typeof(${u}.x->0) = 'array' THEN ${u}.x->0 ELSE ${u}.x END FROM (SELECT ${x} AS x) ${u})`;
}

/** mingo's resolvePath from value v along segments; `top`: a mapping here is the outermost one. */
function walk(v: string, segments: string[], p: SqlParams, top: boolean, unwrap: boolean): string {
  if (segments.length === 0) return v;
  const [segment, ...rest] = segments as [string, ...string[]];
  const a = p.alias();
  if (isIndexSegment(segment)) {
    return `(SELECT ${walk(`${a}.v`, rest, p, top, unwrap)} FROM (SELECT ${indexStep(v, segment)} AS v) ${a})`;
  }
  const b = p.alias();
  const c = p.alias();
  const perElement = `CASE WHEN jsonb_typeof(${c}.e) = 'array' THEN ${c}.e WHEN jsonb_typeof(${c}.e) = 'object' THEN ${walk(`(${c}.e->${fieldLiteral(segment)})`, rest, p, false, false)} END`;
  let mapped = `COALESCE((SELECT jsonb_agg(${b}.r ORDER BY ${b}.o) FROM (SELECT ${perElement} AS r, ${c}.o FROM ${elementsWithOrdinality(`${a}.v`)} AS ${c}(e, o)) ${b} WHERE ${b}.r IS NOT NULL), '[]'::jsonb)`;
  if (top && unwrap) mapped = unwrapOnce(mapped, p);
  const onward = walk(`(${a}.v->${fieldLiteral(segment)})`, rest, p, top, unwrap);
  return `(SELECT CASE WHEN jsonb_typeof(${a}.v) = 'array' THEN ${mapped} ELSE ${onward} END FROM (SELECT ${v} AS v) ${a})`;
}

/** Paths through more arrays than this are left to mingo (the SQL doubles with each segment). */
export const MAX_MAPPED_SEGMENTS = 4;

export const translatablePath = (path: string) =>
  path.split('.').filter((s) => !isIndexSegment(s)).length <= MAX_MAPPED_SEGMENTS + 1;

/**
 * The value mingo's resolve gives for `path` at `root` (with unwrapArray, as query operators read
 * it; `unwrap: false` as $exists and $sort read it), as a jsonb SQL expression.
 */
export function resolvePath(
  root: Root,
  kind: CollectionKind,
  path: string,
  p: SqlParams,
  unwrap = true,
): string {
  const segments = path.split('.');
  const chain = plainChain(root, kind, segments);
  if (chain) return chain;
  if (root.doc) {
    const [first, ...rest] = segments as [string, ...string[]];
    return walk(`(${root.expr}->${fieldLiteral(first)})`, rest, p, true, unwrap);
  }
  // mingo's resolve answers a scalar root itself, whatever the path ($elemMatch on strings).
  const a = p.alias();
  return `(SELECT CASE WHEN jsonb_typeof(${a}.v) IN ('object', 'array') THEN ${walk(`${a}.v`, segments, p, true, unwrap)} ELSE ${a}.v END FROM (SELECT ${root.expr} AS v) ${a})`;
}

/**
 * mingo's $exists for a dotted path (not ending in an index): it prunes the document to the path
 * and asks whether the parent path then holds something; at the top an array parent counts only
 * when one of its elements holds the field, inside a mapping any array counts.
 */
function existsWalk(v: string, segments: string[], last: string, p: SqlParams, mapped: boolean): string {
  const a = p.alias();
  if (segments.length === 0) {
    const e = p.alias();
    const inArray = mapped
      ? 'TRUE'
      : `EXISTS (SELECT 1 FROM ${elementsOf(`${a}.v`)} AS ${e}(x) WHERE jsonb_typeof(${e}.x) = 'array' OR (jsonb_typeof(${e}.x) = 'object' AND ${e}.x->${fieldLiteral(last)} IS NOT NULL))`;
    return `(SELECT CASE jsonb_typeof(${a}.v) WHEN 'object' THEN ${a}.v->${fieldLiteral(last)} IS NOT NULL WHEN 'array' THEN ${inArray} ELSE FALSE END FROM (SELECT ${v} AS v) ${a})`;
  }
  const [segment, ...rest] = segments as [string, ...string[]];
  if (isIndexSegment(segment)) {
    return `(SELECT ${existsWalk(`${a}.v`, rest, last, p, mapped)} FROM (SELECT ${indexStep(v, segment)} AS v) ${a})`;
  }
  const e = p.alias();
  const perElement = `jsonb_typeof(${e}.x) = 'array' OR (jsonb_typeof(${e}.x) = 'object' AND ${existsWalk(`(${e}.x->${fieldLiteral(segment)})`, rest, last, p, true)})`;
  return `(SELECT CASE jsonb_typeof(${a}.v) WHEN 'array' THEN EXISTS (SELECT 1 FROM ${elementsOf(`${a}.v`)} AS ${e}(x) WHERE ${perElement}) WHEN 'object' THEN ${existsWalk(`(${a}.v->${fieldLiteral(segment)})`, rest, last, p, mapped)} ELSE FALSE END FROM (SELECT ${v} AS v) ${a})`;
}

/** SQL boolean: mingo's {path: {$exists: true}} at root. */
export function existsSql(root: Root, kind: CollectionKind, path: string, p: SqlParams): string {
  const segments = path.split('.');
  if (segments.length === 1 || isIndexSegment(segments[segments.length - 1]!)) {
    return `(${resolvePath(root, kind, path, p, false)} IS NOT NULL)`;
  }
  if (plainChain(root, kind, segments)) return `(${plainChain(root, kind, segments)} IS NOT NULL)`;
  const last = segments.pop()!;
  if (root.doc) {
    const [first, ...rest] = segments as [string, ...string[]];
    return existsWalk(`(${root.expr}->${fieldLiteral(first)})`, rest, last, p, false);
  }
  // A scalar root prunes to nothing: only objects and arrays can hold a dotted path.
  return existsWalk(root.expr, segments, last, p, false);
}
