import { Aggregator, Query } from 'mingo';
import { linearRegexes } from '../engine/linear-regex';
import { checkPipelineCost } from '../raw/cost';
import { RawQueryError } from '../raw/guard';

/**
 * The mingo side of the raw calls on PostgreSQL (raw-query.ts says why there is one): it runs on the
 * gateway's event loop, so what it reads and computes is bounded here, and its own refusals become
 * the caller's 400.
 */

/**
 * Most records mingo reads for one call (a filter part SQL cannot say exactly, a sort on array
 * values, the stages after the SQL head). Past it the call is refused with 400 QUERY_TOO_COSTLY:
 * reading and testing them runs on the gateway's event loop.
 */
export const MINGO_ROWS_MAX = 10_000;
/**
 * mingo runs here on the event loop, not in a worker with a time budget as in the embedded store:
 * the cost estimate is held to a twentieth of raw/cost.ts's budget (the input counted 20 times).
 */
export const EVENT_LOOP_COST_FACTOR = 20;
/** Longest answer, in JSON characters (the embedded store's raw-query budget). */
export const MAX_ANSWER_CHARS = 2_000_000;

/** mingo over rows read here: its own refusals (wrong-typed operator arguments) are the caller's input. */
export function mingo<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof RawQueryError) throw err;
    if (err instanceof RangeError)
      throw new RawQueryError('The query builds values too large to hold', 'ANSWER_TOO_LARGE');
    throw new RawQueryError(`The query could not be evaluated: ${(err as Error).message}`, 'BAD_QUERY');
  }
}

export function checkAnswer(value: unknown): void {
  const chars = JSON.stringify(value).length;
  if (chars > MAX_ANSWER_CHARS)
    throw new RawQueryError(
      `The answer would be ${chars} characters, more than ${MAX_ANSWER_CHARS}; project fewer fields or lower $limit`,
      'ANSWER_TOO_LARGE',
    );
}

export const tooMany = () =>
  new RawQueryError(
    `The query needs more than ${MINGO_ROWS_MAX} records read one by one; narrow it with an indexed condition (id, table, type_id.id, filtri.id, parent) first`,
    'QUERY_TOO_COSTLY',
  );

/** mingo's projection of `fields` (the embedded store's). */
export function project(docs: Record<string, unknown>[], fields: Record<string, 0 | 1> | undefined) {
  return new Query({}).find(docs, fields).all() as Record<string, unknown>[];
}

/** The stages SQL did not answer, in mingo, over rows read here (bounded, cost-checked). */
export function runTail(
  stages: Record<string, unknown>[],
  rows: Record<string, unknown>[],
  maxRows: number,
): unknown[] {
  try {
    checkPipelineCost(stages, Math.max(1, rows.length) * EVENT_LOOP_COST_FACTOR);
  } catch (err) {
    if (err instanceof RawQueryError && err.code === 'QUERY_TOO_COSTLY')
      throw new RawQueryError(
        `The pipeline is too costly to run over ${rows.length} records here; narrow it with a $match first or simplify its expressions`,
        'QUERY_TOO_COSTLY',
      );
    throw err;
  }
  const out = mingo(() => new Aggregator([...linearRegexes(stages), { $limit: maxRows }]).run(rows));
  checkAnswer(out);
  return out;
}
