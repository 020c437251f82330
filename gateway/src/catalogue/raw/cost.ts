import { RawQueryError } from './guard';

/**
 * A static upper estimate of a (whitelisted) pipeline's work, checked before it is queued: the
 * shapes that cost seconds a record (a $map over a 1,000-item literal inside another, a $concat
 * that doubles a string stage after stage) are refused at once with a 400 naming the stage, instead
 * of holding a worker for its whole budget. The worker's time, heap and answer limits remain the
 * guarantee; this only turns the obvious cases into a fast, clear answer.
 *
 * Model: every operator, field and literal costs 1 per document; $map/$filter/$reduce cost their
 * input's length times their body; lengths come from literals, or FIELD_LENGTH for a stored field
 * (records hold at most a few hundred items or a few KB of text per field).
 */
const FIELD_LENGTH = 2000;
/** Most operations a pipeline may be estimated to need, over all its documents. */
export const MAX_PIPELINE_OPS = 50_000_000;
/** Longest string or array an expression may be estimated to build. */
export const MAX_VALUE_LENGTH = 1_000_000;

interface Estimate {
  ops: number;
  length: number;
}

const LOOPS: Record<string, { input: string; body: string[] }> = {
  $map: { input: 'input', body: ['in'] },
  $filter: { input: 'input', body: ['cond'] },
  $reduce: { input: 'input', body: ['in', 'initialValue'] },
};
const GROWING = new Set(['$concat', '$concatArrays', '$setUnion', '$mergeObjects']);

function estimate(expr: unknown, fields: Map<string, number>): Estimate {
  if (typeof expr === 'string') {
    if (!expr.startsWith('$')) return { ops: 1, length: expr.length };
    const root = expr.replace(/^\$+/, '').split('.')[0] ?? '';
    return { ops: 1, length: fields.get(root) ?? FIELD_LENGTH };
  }
  if (Array.isArray(expr)) {
    let ops = 1;
    for (const item of expr) ops += estimate(item, fields).ops;
    return { ops, length: expr.length };
  }
  if (!expr || typeof expr !== 'object') return { ops: 1, length: 1 };
  const entries = Object.entries(expr as Record<string, unknown>);
  const [operator, arg] = entries[0] ?? ['', undefined];
  if (operator === '$literal') return { ops: 1, length: JSON.stringify(arg ?? null).length };
  const loop = LOOPS[operator];
  if (loop && arg && typeof arg === 'object' && !Array.isArray(arg)) {
    const named = arg as Record<string, unknown>;
    const input = estimate(named[loop.input], fields);
    let body = 0;
    let bodyLength = 1;
    for (const name of loop.body) {
      const e = estimate(named[name], fields);
      body += e.ops;
      bodyLength = Math.max(bodyLength, e.length);
    }
    const length = operator === '$reduce' ? input.length * bodyLength : input.length;
    return { ops: input.ops + input.length * body, length };
  }
  let ops = 1;
  let length = 1;
  let total = 0;
  for (const [, value] of entries) {
    const parts = Array.isArray(value) && operator.startsWith('$') ? value : [value];
    for (const part of parts) {
      const e = estimate(part, fields);
      ops += e.ops;
      length = Math.max(length, e.length);
      total += e.length;
    }
  }
  return { ops, length: GROWING.has(operator) ? total : length };
}

/** Estimated per-document ops of one stage; records the lengths of the fields it computes. */
function stageOps(name: string, arg: unknown, fields: Map<string, number>, where: string): number {
  const check = (e: Estimate, field: string) => {
    if (e.length > MAX_VALUE_LENGTH) {
      throw new RawQueryError(
        `${where} builds a value of about ${e.length} items or characters in "${field}" (at most ${MAX_VALUE_LENGTH})`,
        'QUERY_TOO_COSTLY',
      );
    }
    return e;
  };
  if (name === '$project' || name === '$addFields' || name === '$set' || name === '$group') {
    let ops = 1;
    for (const [field, value] of Object.entries((arg ?? {}) as Record<string, unknown>)) {
      const e = check(estimate(value, fields), field);
      ops += e.ops;
      fields.set(field, e.length);
    }
    return ops;
  }
  if (name === '$replaceRoot' || name === '$replaceWith' || name === '$sortByCount' || name === '$match')
    return estimate(arg, fields).ops;
  return 1;
}

/**
 * Throws QUERY_TOO_COSTLY when the pipeline's estimated work over `docs` input documents passes
 * MAX_PIPELINE_OPS, or one of its expressions would build a value past MAX_VALUE_LENGTH.
 */
export function checkPipelineCost(pipeline: Record<string, unknown>[], docs: number, where = 'query'): void {
  const fields = new Map<string, number>();
  let count = docs;
  let ops = 0;
  pipeline.forEach((stage, i) => {
    const [name, arg] = Object.entries(stage)[0] ?? ['', undefined];
    const at = `${where}[${i}].${name}`;
    if (name === '$facet') {
      for (const [facet, sub] of Object.entries((arg ?? {}) as Record<string, unknown>)) {
        checkPipelineCost(sub as Record<string, unknown>[], count, `${at}.${facet}`);
      }
      count = 1;
      return;
    }
    if (name === '$limit' && typeof arg === 'number') count = Math.min(count, arg);
    if (name === '$count') count = 1;
    if (name === '$unwind') {
      const path = typeof arg === 'string' ? arg : (arg as { path?: string } | null)?.path;
      count *= Math.min(FIELD_LENGTH, fields.get(String(path).slice(1).split('.')[0] ?? '') ?? 100);
    }
    ops += count * stageOps(name, arg, fields, at);
    if (ops > MAX_PIPELINE_OPS) {
      throw new RawQueryError(
        `${at} is too costly: about ${ops.toExponential(1)} operations over ${docs} documents (at most ${MAX_PIPELINE_OPS.toExponential(0)}); narrow the input with an indexed $match or simplify the expressions`,
        'QUERY_TOO_COSTLY',
      );
    }
  });
}
