import { CATALOGUE_LIMITS } from '@archive/contracts/catalogue-api';
import type { CollectionKind } from '../port';
import { backtrackingRisk, regexShape, runsInLinearTime } from './regex-shape';
import {
  ACCUMULATORS,
  ALLOWED_ROOT_FIELDS,
  EXPRESSION_OPERATORS,
  FORBIDDEN_OPERATORS,
  PIPELINE_STAGES,
  QUERY_OPERATORS,
} from './whitelist';

/**
 * Checks raw Mongo filters and pipelines against the whitelist before any store sees them. Throws
 * RawQueryError (answered 400) naming the offending operator or field and where it was.
 */
export class RawQueryError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'FORBIDDEN_OPERATOR'
      | 'UNKNOWN_OPERATOR'
      | 'FORBIDDEN_FIELD'
      | 'BAD_QUERY'
      | 'QUERY_TOO_COSTLY'
      | 'ANSWER_TOO_LARGE'
      | 'BUSY',
    /** 503 when the raw-query workers are all busy (try again), else 400 (change the query). */
    readonly status: 400 | 503 = 400,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 12;
const MAX_ARRAY = 1000;
const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|\d+)$/;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function refuseOperator(op: string, where: string): never {
  const reason = FORBIDDEN_OPERATORS[op];
  if (reason)
    throw new RawQueryError(`Operator ${op} is not allowed (${reason}) at ${where}`, 'FORBIDDEN_OPERATOR');
  throw new RawQueryError(`Unknown or unsupported operator ${op} at ${where}`, 'UNKNOWN_OPERATOR');
}

function checkFieldPath(path: string, kind: CollectionKind, where: string, known: boolean): void {
  const segments = path.split('.');
  if (!segments.every((s) => SEGMENT.test(s))) {
    throw new RawQueryError(`Field "${path}" is not a valid field path at ${where}`, 'FORBIDDEN_FIELD');
  }
  if (known && !ALLOWED_ROOT_FIELDS[kind].has(segments[0] ?? '')) {
    throw new RawQueryError(`Field "${path}" cannot be queried at ${where}`, 'FORBIDDEN_FIELD');
  }
}

export function checkRegex(pattern: unknown, options: unknown, where: string): void {
  if (typeof pattern !== 'string')
    throw new RawQueryError(`$regex must be a string at ${where}`, 'BAD_QUERY');
  if (pattern.length > CATALOGUE_LIMITS.maxRegexLength) {
    throw new RawQueryError(
      `$regex may be at most ${CATALOGUE_LIMITS.maxRegexLength} characters at ${where}`,
      'BAD_QUERY',
    );
  }
  if (options !== undefined && (typeof options !== 'string' || !/^[ims]{0,3}$/.test(options))) {
    throw new RawQueryError(`$options may only hold i, m, s at ${where}`, 'BAD_QUERY');
  }
  const flags = typeof options === 'string' ? options : '';
  try {
    new RegExp(pattern, flags);
  } catch {
    throw new RawQueryError(`$regex at ${where} is not a valid regular expression`, 'BAD_QUERY');
  }
  // The shapes that backtrack badly (regex-shape.ts in contracts; corpus in regex-shape.test.ts).
  const risk = backtrackingRisk(regexShape(pattern, flags), { lookaround: false });
  if (risk) throw new RawQueryError(`$regex at ${where} has ${risk}, which can run for minutes`, 'BAD_QUERY');
  if (!runsInLinearTime(pattern, flags)) {
    throw new RawQueryError(
      `$regex at ${where} repeats too much for a safe match (counted repetitions up to {16})`,
      'BAD_QUERY',
    );
  }
}

/**
 * Names that reach Object.prototype when mingo walks a path with obj[key] (`access.__proto__`,
 * `metadati.constructor`, `toString`): refused anywhere in a query or pipeline, as keys, path
 * segments or "$field" references, so no lookup can land on a function or the prototype.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

function checkName(name: string, where: string): void {
  for (const segment of name.replace(/^\$+/, '').split('.')) {
    if (PROTOTYPE_NAMES.has(segment)) {
      throw new RawQueryError(
        `"${name}" names a built-in property and cannot be used at ${where}`,
        'FORBIDDEN_FIELD',
      );
    }
  }
}

/** Every key and "$path" of a raw query, sort, projection or pipeline (see PROTOTYPE_NAMES). */
export function checkNames(value: unknown, where = 'query', depth = 0): void {
  if (depth > 64) throw new RawQueryError(`Query nested too deeply at ${where}`, 'BAD_QUERY');
  if (typeof value === 'string') {
    if (value.startsWith('$')) checkName(value, where);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) checkNames(item, `${where}[${i}]`, depth + 1);
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      checkName(key, where);
      checkNames(inner, `${where}.${key}`, depth + 1);
    }
  }
}

/** A literal value (equality, $in items): no operators hidden inside, bounded size. */
function checkLiteral(value: unknown, where: string, depth: number): void {
  if (depth > MAX_DEPTH) throw new RawQueryError(`Query nested too deeply at ${where}`, 'BAD_QUERY');
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY)
      throw new RawQueryError(`Array longer than ${MAX_ARRAY} at ${where}`, 'BAD_QUERY');
    for (const item of value) checkLiteral(item, where, depth + 1);
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('$')) refuseOperator(key, where);
      checkLiteral(inner, `${where}.${key}`, depth + 1);
    }
  }
}

/** Operator object applied to one field, e.g. { $gte: 3, $lt: 9 }. */
function checkFieldOperators(
  ops: Record<string, unknown>,
  kind: CollectionKind,
  where: string,
  depth: number,
): void {
  for (const [op, arg] of Object.entries(ops)) {
    if (!QUERY_OPERATORS.has(op)) refuseOperator(op, where);
    const at = `${where}.${op}`;
    switch (op) {
      case '$regex':
        checkRegex(arg, ops.$options, at);
        break;
      case '$options':
        if (!('$regex' in ops)) throw new RawQueryError(`$options without $regex at ${where}`, 'BAD_QUERY');
        break;
      case '$not':
        if (!isPlainObject(arg))
          throw new RawQueryError(`$not needs an operator object at ${at}`, 'BAD_QUERY');
        checkFieldOperators(arg, kind, at, depth + 1);
        break;
      case '$elemMatch':
        if (!isPlainObject(arg)) throw new RawQueryError(`$elemMatch needs an object at ${at}`, 'BAD_QUERY');
        // Either a sub-filter on element fields or operators on scalar elements.
        if (Object.keys(arg).every((k) => k.startsWith('$'))) checkFieldOperators(arg, kind, at, depth + 1);
        else checkFilter(arg, kind, at, depth + 1, false);
        break;
      case '$in':
      case '$nin':
      case '$all':
        if (!Array.isArray(arg)) throw new RawQueryError(`${op} needs an array at ${at}`, 'BAD_QUERY');
        checkLiteral(arg, at, depth + 1);
        break;
      case '$exists':
        if (typeof arg !== 'boolean' && arg !== 0 && arg !== 1) {
          throw new RawQueryError(`$exists needs true or false at ${at}`, 'BAD_QUERY');
        }
        break;
      case '$size':
        if (!Number.isInteger(arg)) throw new RawQueryError(`$size needs an integer at ${at}`, 'BAD_QUERY');
        break;
      default:
        checkLiteral(arg, at, depth + 1);
    }
  }
}

/**
 * A filter document. `known` = field names must belong to the collection (false inside $elemMatch
 * and after a pipeline reshaped documents: there names are only checked for shape).
 */
export function checkFilter(
  filter: unknown,
  kind: CollectionKind,
  where = 'query',
  depth = 0,
  known = true,
): void {
  if (depth > MAX_DEPTH) throw new RawQueryError(`Query nested too deeply at ${where}`, 'BAD_QUERY');
  if (!isPlainObject(filter)) throw new RawQueryError(`A filter must be an object at ${where}`, 'BAD_QUERY');
  for (const [key, value] of Object.entries(filter)) {
    const at = `${where}.${key}`;
    if (key.startsWith('$')) {
      if (key !== '$and' && key !== '$or' && key !== '$nor') refuseOperator(key, where);
      if (!Array.isArray(value) || value.length === 0 || value.length > 100) {
        throw new RawQueryError(`${key} needs a non-empty array of filters at ${at}`, 'BAD_QUERY');
      }
      for (const [i, sub] of value.entries()) checkFilter(sub, kind, `${at}[${i}]`, depth + 1, known);
      continue;
    }
    checkFieldPath(key, kind, where, known);
    if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      checkFieldOperators(value, kind, at, depth + 1);
    } else checkLiteral(value, at, depth + 1);
  }
}

/** Variables every expression may read; $map/$filter/$reduce add their own inside their body. */
const GLOBAL_VARIABLES: ReadonlySet<string> = new Set(['ROOT', 'CURRENT']);

/** The variables an operator binds for its body: $map/$filter `as` (default this), $reduce value and this. */
function boundBy(operator: string, arg: Record<string, unknown>): { body: string[]; names: string[] } | null {
  if (operator === '$map' || operator === '$filter') {
    const name = typeof arg.as === 'string' ? arg.as : 'this';
    return { body: operator === '$map' ? ['in'] : ['cond'], names: [name] };
  }
  if (operator === '$reduce') return { body: ['in'], names: ['value', 'this'] };
  return null;
}

/** An aggregation expression ($field paths, $$variables in scope, operators, literals). */
function checkExpression(
  expr: unknown,
  kind: CollectionKind,
  where: string,
  depth: number,
  known: boolean,
  vars: ReadonlySet<string> = GLOBAL_VARIABLES,
): void {
  if (depth > MAX_DEPTH) throw new RawQueryError(`Expression nested too deeply at ${where}`, 'BAD_QUERY');
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) {
      const name = expr.slice(2).split('.')[0] ?? '';
      if (!/^\$\$[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*$/.test(expr)) {
        throw new RawQueryError(`Variable ${expr} is not valid at ${where}`, 'BAD_QUERY');
      }
      if (!vars.has(name)) {
        throw new RawQueryError(
          `Variable $$${name} is not allowed at ${where} (only $$ROOT, $$CURRENT and the names $map, $filter and $reduce bind)`,
          'BAD_QUERY',
        );
      }
    } else if (expr.startsWith('$')) checkFieldPath(expr.slice(1), kind, where, known);
    return;
  }
  if (Array.isArray(expr)) {
    if (expr.length > MAX_ARRAY)
      throw new RawQueryError(`Array longer than ${MAX_ARRAY} at ${where}`, 'BAD_QUERY');
    for (const [i, e] of expr.entries()) checkExpression(e, kind, `${where}[${i}]`, depth + 1, known, vars);
    return;
  }
  if (!isPlainObject(expr)) return;
  const keys = Object.keys(expr);
  const operator = keys.find((k) => k.startsWith('$'));
  if (!operator) {
    for (const [k, v] of Object.entries(expr))
      checkExpression(v, kind, `${where}.${k}`, depth + 1, known, vars);
    return;
  }
  if (keys.length !== 1)
    throw new RawQueryError(`Operator ${operator} must be alone in its object at ${where}`, 'BAD_QUERY');
  if (!EXPRESSION_OPERATORS.has(operator)) refuseOperator(operator, where);
  const arg = expr[operator];
  const at = `${where}.${operator}`;
  if (operator === '$literal') {
    checkLiteral(arg, at, depth + 1);
    return;
  }
  if (operator === '$regexMatch') {
    if (!isPlainObject(arg))
      throw new RawQueryError(`$regexMatch needs {input, regex} at ${at}`, 'BAD_QUERY');
    checkRegex(arg.regex, arg.options, at);
    checkExpression(arg.input, kind, `${at}.input`, depth + 1, known, vars);
    return;
  }
  if (isPlainObject(arg)) {
    // Named arguments ($cond, $filter, $map...): the names are fixed words, the values expressions.
    const bound = boundBy(operator, arg);
    for (const [name, value] of Object.entries(arg)) {
      if (name.startsWith('$')) refuseOperator(name, at);
      if (name === 'as' && (typeof value !== 'string' || !SEGMENT.test(value))) {
        throw new RawQueryError(`"as" must be a plain name at ${at}`, 'BAD_QUERY');
      }
      if (name === 'as') continue;
      const scope = bound?.body.includes(name) ? new Set([...vars, ...bound.names]) : vars;
      checkExpression(value, kind, `${at}.${name}`, depth + 1, known, scope);
    }
    return;
  }
  checkExpression(arg, kind, at, depth + 1, known, vars);
}

const checkInteger = (value: unknown, max: number, where: string, min = 0) => {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new RawQueryError(`${where} must be an integer from ${min} to ${max}`, 'BAD_QUERY');
  }
};

/** An aggregation pipeline: each stage whitelisted, its filters and expressions checked. */
export function checkPipeline(
  pipeline: unknown,
  kind: CollectionKind,
  where = 'query',
  nested = false,
): void {
  if (!Array.isArray(pipeline))
    throw new RawQueryError(`A pipeline must be an array at ${where}`, 'BAD_QUERY');
  if (pipeline.length > 30)
    throw new RawQueryError(`A pipeline may have at most 30 stages at ${where}`, 'BAD_QUERY');
  let known = true;
  pipeline.forEach((stage, i) => {
    const at = `${where}[${i}]`;
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new RawQueryError(`Each stage must be an object with one operator at ${at}`, 'BAD_QUERY');
    }
    const [name, arg] = Object.entries(stage)[0] as [string, unknown];
    if (!PIPELINE_STAGES.has(name)) refuseOperator(name, at);
    const stageAt = `${at}.${name}`;
    switch (name) {
      case '$match':
        checkFilter(arg, kind, stageAt, 0, known);
        break;
      case '$sort':
        if (!isPlainObject(arg) || !Object.keys(arg).length)
          throw new RawQueryError(`$sort needs fields at ${stageAt}`, 'BAD_QUERY');
        for (const [field, dir] of Object.entries(arg)) {
          checkFieldPath(field, kind, stageAt, known);
          if (dir !== 1 && dir !== -1)
            throw new RawQueryError(`$sort direction must be 1 or -1 at ${stageAt}`, 'BAD_QUERY');
        }
        break;
      case '$limit':
        checkInteger(arg, CATALOGUE_LIMITS.maxAggregateRows, stageAt, 1);
        break;
      case '$skip':
        checkInteger(arg, CATALOGUE_LIMITS.maxSkip, stageAt);
        break;
      case '$sample':
        if (!isPlainObject(arg)) throw new RawQueryError(`$sample needs {size} at ${stageAt}`, 'BAD_QUERY');
        checkInteger(arg.size, CATALOGUE_LIMITS.maxAggregateRows, `${stageAt}.size`, 1);
        break;
      case '$count':
        if (typeof arg !== 'string' || !SEGMENT.test(arg))
          throw new RawQueryError(`$count needs a plain name at ${stageAt}`, 'BAD_QUERY');
        known = false;
        break;
      case '$unset': {
        const fields = Array.isArray(arg) ? arg : [arg];
        for (const f of fields) {
          if (typeof f !== 'string')
            throw new RawQueryError(`$unset needs field names at ${stageAt}`, 'BAD_QUERY');
          checkFieldPath(f, kind, stageAt, false);
        }
        break;
      }
      case '$unwind': {
        const path = isPlainObject(arg) ? arg.path : arg;
        if (typeof path !== 'string' || !path.startsWith('$'))
          throw new RawQueryError(`$unwind needs "$field" at ${stageAt}`, 'BAD_QUERY');
        checkFieldPath(path.slice(1), kind, stageAt, known);
        if (isPlainObject(arg)) {
          for (const key of Object.keys(arg)) {
            if (!['path', 'includeArrayIndex', 'preserveNullAndEmptyArrays'].includes(key)) {
              throw new RawQueryError(`$unwind does not take "${key}" at ${stageAt}`, 'BAD_QUERY');
            }
          }
          if (
            arg.includeArrayIndex !== undefined &&
            (typeof arg.includeArrayIndex !== 'string' || !SEGMENT.test(arg.includeArrayIndex))
          ) {
            throw new RawQueryError(`includeArrayIndex must be a plain name at ${stageAt}`, 'BAD_QUERY');
          }
        }
        break;
      }
      case '$group': {
        if (!isPlainObject(arg) || !('_id' in arg))
          throw new RawQueryError(`$group needs _id at ${stageAt}`, 'BAD_QUERY');
        for (const [field, value] of Object.entries(arg)) {
          if (field === '_id') checkExpression(value, kind, `${stageAt}._id`, 0, known);
          else {
            if (!SEGMENT.test(field))
              throw new RawQueryError(
                `Output field "${field}" is not a plain name at ${stageAt}`,
                'BAD_QUERY',
              );
            if (!isPlainObject(value) || Object.keys(value).length !== 1) {
              throw new RawQueryError(`${field} needs one accumulator at ${stageAt}`, 'BAD_QUERY');
            }
            const [acc, accArg] = Object.entries(value)[0] as [string, unknown];
            if (!ACCUMULATORS.has(acc)) refuseOperator(acc, `${stageAt}.${field}`);
            checkExpression(accArg, kind, `${stageAt}.${field}.${acc}`, 1, known);
          }
        }
        known = false;
        break;
      }
      case '$sortByCount':
        checkExpression(arg, kind, stageAt, 0, known);
        known = false;
        break;
      case '$project':
      case '$addFields':
      case '$set':
        if (!isPlainObject(arg) || !Object.keys(arg).length)
          throw new RawQueryError(`${name} needs fields at ${stageAt}`, 'BAD_QUERY');
        for (const [field, value] of Object.entries(arg)) {
          if (field !== '_id') checkFieldPath(field, kind, stageAt, false);
          if (name === '$project' && (value === 0 || value === 1 || typeof value === 'boolean')) continue;
          checkExpression(value, kind, `${stageAt}.${field}`, 0, known);
        }
        known = false;
        break;
      case '$replaceRoot':
        if (!isPlainObject(arg) || !('newRoot' in arg))
          throw new RawQueryError(`$replaceRoot needs newRoot at ${stageAt}`, 'BAD_QUERY');
        checkExpression(arg.newRoot, kind, `${stageAt}.newRoot`, 0, known);
        known = false;
        break;
      case '$replaceWith':
        checkExpression(arg, kind, stageAt, 0, known);
        known = false;
        break;
      case '$facet':
        if (nested) throw new RawQueryError(`$facet cannot be nested at ${stageAt}`, 'BAD_QUERY');
        if (!isPlainObject(arg) || !Object.keys(arg).length || Object.keys(arg).length > 20) {
          throw new RawQueryError(`$facet needs 1 to 20 named pipelines at ${stageAt}`, 'BAD_QUERY');
        }
        for (const [facet, sub] of Object.entries(arg)) {
          if (!SEGMENT.test(facet))
            throw new RawQueryError(`Facet name "${facet}" is not a plain name at ${stageAt}`, 'BAD_QUERY');
          if (!known)
            throw new RawQueryError(
              `$facet must come before stages that reshape documents at ${stageAt}`,
              'BAD_QUERY',
            );
          checkPipeline(sub, kind, `${stageAt}.${facet}`, true);
        }
        known = false;
        break;
    }
  });
}

/** Projection of mongo/search: field names only, all 1s or all 0s. */
export function checkProjection(fields: Record<string, 0 | 1> | undefined, kind: CollectionKind): void {
  if (!fields) return;
  for (const field of Object.keys(fields)) checkFieldPath(field, kind, 'fields', true);
  const values = new Set(Object.values(fields));
  if (values.size > 1) throw new RawQueryError('fields must be all 1 (keep) or all 0 (drop)', 'BAD_QUERY');
}

export function checkSort(sort: Record<string, 1 | -1> | undefined, kind: CollectionKind): void {
  if (!sort) return;
  if (Object.keys(sort).length > 5) throw new RawQueryError('sort may name at most 5 fields', 'BAD_QUERY');
  for (const field of Object.keys(sort)) checkFieldPath(field, kind, 'sort', true);
}
