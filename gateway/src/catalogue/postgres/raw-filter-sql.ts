import type { CollectionKind } from '../port';
import {
  existsSql,
  isScalarPath,
  isStringPath,
  type Root,
  resolvePath,
  schemaArrayPath,
  stringPathText,
  translatablePath,
} from './raw-paths-sql';
import { regexToPostgres } from './raw-regex-sql';
import { elementsOf, fieldLiteral, type SqlParams } from './raw-sql-text';
import { rawPgOptions } from './raw-statements';

/**
 * A guard-accepted raw filter (raw/guard.ts, raw/whitelist.ts) as an SQL condition on the record's
 * `doc`, with mingo's semantics (the oracle the raw calls are held to, engine/raw-*.property.test.ts):
 * a path through an array matches if any element does; $eq compares whole values and elements
 * (nested arrays as deep as the path has dots); $ne/$nin/$not match missing fields; comparisons only
 * within one JSON type (a number never equals or orders against a string; strings by code point, as
 * COLLATE "C" compares them); null and a missing field are equal for $eq and $in.
 *
 * Conditions may evaluate to SQL NULL, which always means "no match": AND and OR keep that meaning,
 * and every negation is written `IS NOT TRUE`, so a NULL from a missing field never flips. Values are
 * bind parameters (SqlParams); a regex becomes a parameter for `~` (raw-regex-sql.ts).
 *
 * A part with no exact translation (an untranslatable regex, comparison with an object or array, a
 * very deep path) is answered null; filterSql keeps the translatable parts of a top-level AND as a
 * narrowing condition and reports that the rest must be tested by mingo.
 */

interface Ctx {
  kind: CollectionKind;
  p: SqlParams;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const not = (sql: string) => `((${sql}) IS NOT TRUE)`;
const all = (parts: string[]) =>
  parts.length === 0 ? 'TRUE' : parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
const any = (parts: string[]) =>
  parts.length === 0 ? 'FALSE' : parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v;

/** Writes `pred(x)` once for a possibly long value expression (evaluated once in a subquery). */
function withValue(value: string, simple: boolean, ctx: Ctx, pred: (x: string) => string): string {
  if (simple) return pred(value);
  const a = ctx.p.alias();
  return `(SELECT ${pred(`${a}.v`)} FROM (SELECT ${value} AS v) ${a})`;
}

const isNil = (x: string) => `(${x} IS NULL OR ${x} = 'null'::jsonb)`;

/** Elements at nesting levels 1..depth+1 of x (mingo's a.some || flatten(a, depth).some). */
function someElement(x: string, depth: number, ctx: Ctx, test: (e: string) => string): string {
  const parts: string[] = [];
  for (let level = 1; level <= Math.min(depth, 3) + 1; level++) {
    const aliases = Array.from({ length: level }, () => ctx.p.alias());
    const from = aliases
      .map((alias, i) => `${elementsOf(i === 0 ? x : `${aliases[i - 1]}.e`)} AS ${alias}(e)`)
      .join(', ');
    parts.push(`EXISTS (SELECT 1 FROM ${from} WHERE ${test(`${aliases[level - 1]}.e`)})`);
  }
  return any(parts);
}

const isScalarValue = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** `doc @> {"filtri": [{"id": v}]}`: an element of a schema array holds v (see schemaArrayPath). */
function containsSql(root: Root, at: { field: string; sub?: string }, value: unknown, ctx: Ctx): string {
  const element = at.sub === undefined ? value : { [at.sub]: value };
  return `(${root.expr} @> ${ctx.p.json({ [at.field]: [element] })})`;
}

/** mingo's $eq: the whole value, null ~ missing, or an element (flattened as deep as the path). */
function eqSql(root: Root, path: string, value: unknown, ctx: Ctx): string {
  const schemaArray = isScalarValue(value) ? schemaArrayPath(root, ctx.kind, path) : null;
  if (schemaArray) return containsSql(root, schemaArray, value, ctx);
  const depth = path.split('.').length - 1;
  if (isScalarPath(root, ctx.kind, path)) {
    if (value === null) return isNil(resolvePath(root, ctx.kind, path, ctx.p));
    if (typeof value === 'string' && isStringPath(root, ctx.kind, path))
      return `(${stringPathText(root, ctx.kind, path)} = ${ctx.p.text(value)})`;
    return `(${resolvePath(root, ctx.kind, path, ctx.p)} = ${ctx.p.json(value)})`;
  }
  const b = ctx.p.json(value);
  return withValue(resolvePath(root, ctx.kind, path, ctx.p), false, ctx, (x) =>
    any([
      `(${x} = ${b})`,
      ...(value === null ? [isNil(x)] : []),
      someElement(x, depth, ctx, (e) => `${e} = ${b}`),
    ]),
  );
}

/** mingo's $in: missing/null when the list holds null, else the value or any element in the list. */
function inSql(root: Root, path: string, list: unknown[], ctx: Ctx): string {
  const hasNull = list.some((v) => v === null);
  const schemaArray = list.every(isScalarValue) ? schemaArrayPath(root, ctx.kind, path) : null;
  if (schemaArray) return any(list.map((v) => containsSql(root, schemaArray, v, ctx)));
  if (isScalarPath(root, ctx.kind, path)) {
    const parts: string[] = [];
    const x = resolvePath(root, ctx.kind, path, ctx.p);
    if (hasNull) parts.push(isNil(x));
    const strings = list.filter((v): v is string => typeof v === 'string');
    if (isStringPath(root, ctx.kind, path)) {
      if (strings.length)
        parts.push(`(${stringPathText(root, ctx.kind, path)} = ANY(${ctx.p.textArray(strings)}))`);
    } else if (list.length) parts.push(`(${x} = ANY(${ctx.p.jsonArray(list)}))`);
    return any(parts);
  }
  const items = ctx.p.jsonArray(list);
  return withValue(resolvePath(root, ctx.kind, path, ctx.p), false, ctx, (x) => {
    const e = ctx.p.alias();
    return `(CASE WHEN ${isNil(x)} THEN ${hasNull ? 'TRUE' : 'FALSE'} WHEN jsonb_typeof(${x}) = 'array' THEN EXISTS (SELECT 1 FROM ${elementsOf(x)} AS ${e}(e) WHERE ${e}.e = ANY(${items})) ELSE ${x} = ANY(${items}) END)`;
  });
}

const COMPARISON: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** mingo's $gt...: the value, or any element of an array, of the same JSON type as the bound. */
function compareSql(root: Root, path: string, op: string, value: unknown, ctx: Ctx): string | null {
  const sign = COMPARISON[op]!;
  const type = jsonType(value);
  let test: (v: string) => string;
  if (type === 'number' || type === 'boolean') {
    const b = ctx.p.json(value);
    test = (v) => `(jsonb_typeof(${v}) = '${type}' AND ${v} ${sign} ${b})`;
  } else if (type === 'string') {
    const b = ctx.p.text(value as string);
    test = (v) => `(jsonb_typeof(${v}) = 'string' AND (${v} #>> '{}') COLLATE "C" ${sign} ${b} COLLATE "C")`;
  } else if (type === 'null') {
    if (op === '$gt' || op === '$lt') return 'FALSE';
    test = (v) => `(${v} = 'null'::jsonb)`;
  } else return null; // objects and arrays order by mingo's own rules: left to mingo
  const x = resolvePath(root, ctx.kind, path, ctx.p);
  if (isScalarPath(root, ctx.kind, path)) return test(x);
  return withValue(x, false, ctx, (v) => {
    const e = ctx.p.alias();
    return `(CASE WHEN jsonb_typeof(${v}) = 'array' THEN EXISTS (SELECT 1 FROM ${elementsOf(v)} AS ${e}(e) WHERE ${test(`${e}.e`)}) ELSE ${test(v)} END)`;
  });
}

/** mingo's $regex: a string value, or a string element (one level of nested arrays too). */
function regexSql(root: Root, path: string, pattern: string, options: string, ctx: Ctx): string | null {
  const are = regexToPostgres(pattern, options);
  if (are === null) return null;
  const re = ctx.p.text(are);
  // A string path is written `doc->>'f' ~ $n`, the form a pg_trgm index on that expression serves.
  if (isStringPath(root, ctx.kind, path)) return `(${stringPathText(root, ctx.kind, path)} ~ ${re})`;
  const matches = (v: string) => `(jsonb_typeof(${v}) = 'string' AND (${v} #>> '{}') ~ ${re})`;
  const schemaArray = schemaArrayPath(root, ctx.kind, path);
  if (!schemaArray)
    return withValue(
      resolvePath(root, ctx.kind, path, ctx.p),
      false,
      ctx,
      (x) =>
        `(CASE WHEN jsonb_typeof(${x}) = 'array' THEN ${someElement(x, 1, ctx, matches)} ELSE ${matches(x)} END)`,
    );
  // One pass over the elements instead of building mingo's list of their values first.
  const array = `(${root.expr}->${fieldLiteral(schemaArray.field)})`;
  const e = ctx.p.alias();
  const value = schemaArray.sub === undefined ? `${e}.e` : `(${e}.e->${fieldLiteral(schemaArray.sub)})`;
  const shortcut = `EXISTS (SELECT 1 FROM ${elementsOf(array)} AS ${e}(e) WHERE ${matches(value)})`;
  if (path !== 'metadati.value' || ctx.kind !== 'data' || !rawPgOptions.metaColumns) return shortcut;
  // The import writes metadata as the schema says; a doc an operator wrote otherwise (a value that
  // is an array, which mingo flattens, metadati not an array) takes mingo's general reading, in
  // migration 10's function: spelled here, its subqueries would weigh in every row's estimated
  // cost and make PostgreSQL compile the statement (JIT, ~1.7 s) for rows that never run it.
  const o = ctx.p.alias();
  const plain = `jsonb_typeof(${array}) = 'array' AND NOT EXISTS (SELECT 1 FROM ${elementsOf(array)} AS ${o}(e) WHERE jsonb_typeof(${o}.e) <> 'object' OR jsonb_typeof(${o}.e->'value') IN ('array', 'object'))`;
  return `(CASE WHEN ${plain} THEN ${shortcut} ELSE catalogue_meta_regex(${root.expr}, ${re}) END)`;
}

/** mingo's $elemMatch: a non-empty array with an element matching the operators or sub-filter. */
function elemMatchSql(root: Root, path: string, criteria: Record<string, unknown>, ctx: Ctx): string | null {
  const keys = Object.keys(criteria);
  const e = ctx.p.alias();
  let test: string | null;
  if (keys.length === 0) test = `jsonb_typeof(${e}.e) = 'object'`;
  else if (keys.every((k) => k.startsWith('$') && k !== '$and' && k !== '$or' && k !== '$nor'))
    // Operators on the element itself: mingo tests {field: element} against {field: criteria}.
    test = operatorsSql({ expr: `${e}.e`, doc: false }, '', criteria, ctx, true);
  else test = filterPart(criteria, { expr: `${e}.e`, doc: false }, ctx);
  if (test === null) return null;
  return withValue(
    resolvePath(root, ctx.kind, path, ctx.p),
    false,
    ctx,
    (x) => `EXISTS (SELECT 1 FROM ${elementsOf(x)} AS ${e}(e) WHERE ${test})`,
  );
}

/** mingo's $all: an array holding an element equal to each listed value (none listed: no match). */
function allSql(root: Root, path: string, list: unknown[], ctx: Ctx): string {
  if (list.length === 0) return 'FALSE';
  return withValue(resolvePath(root, ctx.kind, path, ctx.p), false, ctx, (x) =>
    all([
      `(jsonb_typeof(${x}) = 'array')`,
      ...list.map((item) => {
        const e = ctx.p.alias();
        return `EXISTS (SELECT 1 FROM ${elementsOf(x)} AS ${e}(e) WHERE ${e}.e = ${ctx.p.json(item)})`;
      }),
    ]),
  );
}

/**
 * The operators of one field ({ $gte: 1, $lt: 5 }, all must hold). `self`: the path is the value
 * itself ($elemMatch on scalar elements), so resolution is the identity.
 */
function operatorsSql(
  root: Root,
  path: string,
  ops: Record<string, unknown>,
  ctx: Ctx,
  self = false,
): string | null {
  const parts: string[] = [];
  const at = self ? { ...root, doc: false } : root;
  const value = (p: string) => (self ? at.expr : resolvePath(at, ctx.kind, p, ctx.p));
  const scalarRoot: Root = self ? { expr: `jsonb_build_object('v', ${at.expr})`, doc: false } : at;
  const field = self ? 'v' : path;
  for (const [op, arg] of Object.entries(ops)) {
    let sql: string | null;
    switch (op) {
      case '$eq':
        sql = eqSql(scalarRoot, field, arg, ctx);
        break;
      case '$ne':
        sql = not(eqSql(scalarRoot, field, arg, ctx));
        break;
      case '$in':
        sql = inSql(scalarRoot, field, arg as unknown[], ctx);
        break;
      case '$nin':
        sql = not(inSql(scalarRoot, field, arg as unknown[], ctx));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        sql = compareSql(scalarRoot, field, op, arg, ctx);
        break;
      case '$exists': {
        const exists = self ? `(${value(field)} IS NOT NULL)` : existsSql(at, ctx.kind, path, ctx.p);
        sql = arg === true || arg === 1 ? exists : not(exists);
        break;
      }
      case '$regex':
        sql = regexSql(
          scalarRoot,
          field,
          arg as string,
          typeof ops.$options === 'string' ? ops.$options : '',
          ctx,
        );
        break;
      case '$options':
        continue;
      case '$size':
        // Arrays hold at most a few thousand items; a size past int range matches nothing.
        if (Math.abs(arg as number) > 2 ** 31) {
          sql = 'FALSE';
          break;
        }
        sql = withValue(
          resolvePath(scalarRoot, ctx.kind, field, ctx.p),
          false,
          ctx,
          (x) => `(jsonb_typeof(${x}) = 'array' AND jsonb_array_length(${x}) = ${ctx.p.int(arg as number)})`,
        );
        break;
      case '$all':
        sql = allSql(scalarRoot, field, arg as unknown[], ctx);
        break;
      case '$elemMatch':
        sql = elemMatchSql(scalarRoot, field, arg as Record<string, unknown>, ctx);
        break;
      case '$not': {
        const inner = operatorsSql(root, path, arg as Record<string, unknown>, ctx, self);
        sql = inner === null ? null : not(inner);
        break;
      }
      default:
        return null;
    }
    if (sql === null) return null;
    parts.push(sql);
  }
  return all(parts);
}

/** One field's condition: operators, or a literal compared with $eq. */
function fieldSql(root: Root, path: string, condition: unknown, ctx: Ctx): string | null {
  if (!translatablePath(path)) return null;
  if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$')))
    return operatorsSql(root, path, condition, ctx);
  return eqSql(root, path, condition, ctx);
}

/** A whole filter document at root, or null when any part has no exact translation. */
function filterPart(filter: Record<string, unknown>, root: Root, ctx: Ctx): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let sql: string | null;
    if (key === '$and' || key === '$or' || key === '$nor') {
      const subs = (value as Record<string, unknown>[]).map((sub) => filterPart(sub, root, ctx));
      if (subs.some((s) => s === null)) return null;
      const joined = key === '$and' ? all(subs as string[]) : any(subs as string[]);
      sql = key === '$nor' ? not(joined) : joined;
    } else sql = fieldSql(root, key, value, ctx);
    if (sql === null) return null;
    parts.push(sql);
  }
  return all(parts);
}

/** Whether a string anywhere in the value holds U+0000. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner, depth + 1));
}

/**
 * SQL narrowing for a filter on the record (`doc`): `exact` when it is the whole filter; otherwise
 * it holds the translatable conditions of the top-level AND (every match passes it) and mingo must
 * test what it returns.
 */
export function filterSql(
  filter: Record<string, unknown>,
  kind: CollectionKind,
  p: SqlParams,
  doc = 'doc',
): { sql: string; exact: boolean } {
  // PostgreSQL text and jsonb cannot hold U+0000: such a filter is left to mingo whole.
  if (hasNul(filter)) return { sql: 'TRUE', exact: false };
  const ctx: Ctx = { kind, p };
  const root: Root = { expr: doc, doc: true };
  const parts: string[] = [];
  let exact = true;
  const conjuncts = (f: Record<string, unknown>): [string, unknown][] =>
    Object.entries(f).flatMap(([key, value]) =>
      key === '$and'
        ? (value as Record<string, unknown>[]).flatMap(conjuncts)
        : [[key, value] as [string, unknown]],
    );
  for (const [key, value] of conjuncts(filter)) {
    const sql =
      key === '$or' || key === '$nor'
        ? filterPart({ [key]: value }, root, ctx)
        : isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))
          ? // Each operator of a field is its own conjunct: { $gte: 1, $regex: <untranslatable> }
            // still narrows by $gte.
            conjunctOperators(root, key, value, ctx, () => {
              exact = false;
            })
          : fieldSql(root, key, value, ctx);
    if (sql === null) exact = false;
    else parts.push(sql);
  }
  return { sql: all(parts), exact };
}

function conjunctOperators(
  root: Root,
  path: string,
  ops: Record<string, unknown>,
  ctx: Ctx,
  inexact: () => void,
): string | null {
  if (!translatablePath(path)) return null;
  const parts: string[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    if (op === '$options') continue;
    const single: Record<string, unknown> = { [op]: arg };
    if (op === '$regex' && '$options' in ops) single.$options = ops.$options;
    const sql = operatorsSql(root, path, single, ctx);
    if (sql === null) inexact();
    else parts.push(sql);
  }
  return parts.length ? all(parts) : null;
}
