import { Aggregator, ProcessingMode, Query } from 'mingo';
import { linearRegexes } from './linear-regex';
import type { SharedBlobReader } from './record-codec';

/**
 * The seed's raw mongo/search and mongo/aggregate, evaluated by mingo over records read from shared
 * memory. Runs in the raw-query worker (raw-worker.ts), never on the gateway's event loop: a pipeline
 * can cost seconds of CPU, and a worker can be cut (terminated) where mingo's synchronous code
 * cannot. The budget is checked cooperatively as records stream in; the pool's timer and the worker's
 * heap limit stop what runs between two records.
 */

export interface RawBudget {
  /** Wall-clock milliseconds the job may run. */
  ms: number;
  /** Longest answer (JSON characters). */
  maxAnswerChars: number;
}

interface JobBase {
  /** Docs to read; null = every doc of the source. */
  candidates: Int32Array | null;
  /** Candidates are exactly the matches (the indexes answered the whole filter). */
  exact: boolean;
}
export interface FindJob extends JobBase {
  op: 'find';
  query: Record<string, unknown>;
  sort?: Record<string, 1 | -1> | undefined;
  fields?: Record<string, 0 | 1> | undefined;
  skip: number;
  limit: number;
}
export interface AggregateJob extends JobBase {
  op: 'aggregate';
  /** Leading $match filters, tested as records stream by. */
  matches: Record<string, unknown>[];
  stages: Record<string, unknown>[];
  maxRows: number;
}
export type RawJob = FindJob | AggregateJob;

export type RawOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: 400; code: 'QUERY_TOO_COSTLY' | 'ANSWER_TOO_LARGE' | 'BAD_QUERY'; message: string };

class Cut extends Error {
  constructor(
    readonly code: 'QUERY_TOO_COSTLY' | 'ANSWER_TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

export const tooCostlyMessage = (ms: number) =>
  `The query needs more than ${ms} ms of evaluation; narrow it with an indexed $match (id, table, type_id.id, filtri.id, parent) first`;

/** Doc numbers to read, with the deadline checked every 64 of them. */
function* docsOf(reader: SharedBlobReader, job: JobBase, deadline: number, ms: number): Generator<number> {
  const n = job.candidates ? job.candidates.length : reader.size;
  for (let i = 0; i < n; i++) {
    if ((i & 63) === 63 && performance.now() > deadline)
      throw new Cut('QUERY_TOO_COSTLY', tooCostlyMessage(ms));
    yield job.candidates ? job.candidates[i]! : i;
  }
}

function find(reader: SharedBlobReader, job: FindJob, deadline: number, ms: number) {
  const query = new Query(linearRegexes(job.query));
  const matches: number[] = [];
  for (const doc of docsOf(reader, job, deadline, ms)) {
    if (job.exact || query.test(reader.get(doc))) matches.push(doc);
  }
  let page: number[];
  if (job.sort) {
    // mingo sorts light stand-ins holding only the top-level fields the sort names.
    const roots = [...new Set(Object.keys(job.sort).map((path) => path.split('.')[0]!))];
    const docOf = new Map<object, number>();
    const standIns = matches.map((doc) => {
      const record = reader.get<Record<string, unknown>>(doc);
      const standIn: Record<string, unknown> = {};
      for (const root of roots) if (root in record) standIn[root] = record[root];
      docOf.set(standIn, doc);
      return standIn;
    });
    if (performance.now() > deadline) throw new Cut('QUERY_TOO_COSTLY', tooCostlyMessage(ms));
    page = (
      new Query({}).find(standIns).sort(job.sort).skip(job.skip).limit(job.limit).all() as object[]
    ).map((standIn) => docOf.get(standIn)!);
  } else page = matches.slice(job.skip, job.skip + job.limit);
  const data = new Query({}).find(
    page.map((doc) => reader.get<object>(doc)),
    job.fields,
  );
  return { data: data.all(), count: matches.length };
}

function aggregate(reader: SharedBlobReader, job: AggregateJob, deadline: number, ms: number) {
  const stages = linearRegexes(job.stages);
  const queries = linearRegexes(job.matches).map((m) => new Query(m));
  const roots = stages[0] ? fieldsReplacedBy(stages[0]) : null;
  const input = (function* () {
    for (const doc of docsOf(reader, job, deadline, ms)) {
      const record = reader.get<Record<string, unknown>>(doc);
      if (!job.exact && !queries.every((q) => q.test(record))) continue;
      if (!roots) yield record;
      else {
        // The stage keeps nothing but what it computes: hand it only the fields it reads
        // (mingo's $group holds every input document until the end).
        const slim: Record<string, unknown> = {};
        for (const root of roots) if (root in record) slim[root] = record[root];
        yield slim;
      }
    }
  })();
  // Records are decoded fresh (nothing shared), so stages may change them without a clone.
  return new Aggregator([...stages, { $limit: job.maxRows }], {
    processingMode: ProcessingMode.CLONE_OFF,
  }).run(input);
}

/** Runs one job within its budget; every failure caused by the caller's input is a 400 outcome. */
export function evaluateRaw(reader: SharedBlobReader, job: RawJob, budget: RawBudget): RawOutcome {
  const deadline = performance.now() + budget.ms;
  try {
    const value =
      job.op === 'find'
        ? find(reader, job, deadline, budget.ms)
        : aggregate(reader, job, deadline, budget.ms);
    if (performance.now() > deadline) throw new Cut('QUERY_TOO_COSTLY', tooCostlyMessage(budget.ms));
    const chars = JSON.stringify(value).length;
    if (chars > budget.maxAnswerChars) {
      throw new Cut(
        'ANSWER_TOO_LARGE',
        `The answer would be ${chars} characters, more than ${budget.maxAnswerChars}; project fewer fields or lower $limit`,
      );
    }
    return { ok: true, value };
  } catch (err) {
    if (err instanceof Cut) return { ok: false, status: 400, code: err.code, message: err.message };
    if (err instanceof RangeError) {
      // "Invalid string length", "Invalid array length": values built past what V8 can hold.
      return {
        ok: false,
        status: 400,
        code: 'ANSWER_TOO_LARGE',
        message: 'The query builds values too large to hold',
      };
    }
    // mingo's own checks (wrong-typed operator arguments, unknown variables...): the caller's input.
    return {
      ok: false,
      status: 400,
      code: 'BAD_QUERY',
      message: `The query could not be evaluated: ${(err as Error).message}`,
    };
  }
}

/** Stages whose output holds only what their expressions compute from the input documents. */
const REPLACING_STAGES = new Set(['$group', '$count', '$sortByCount', '$bucket', '$bucketAuto']);

/**
 * The top-level fields a replacing stage reads ("$type_id.name" reads type_id), or null when the
 * stage is not one of those or may read the whole document ($$ROOT, $$CURRENT).
 */
export function fieldsReplacedBy(stage: Record<string, unknown>): string[] | null {
  const [name] = Object.keys(stage);
  if (!name || !REPLACING_STAGES.has(name)) return null;
  const roots = new Set<string>();
  let whole = false;
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('$$ROOT') || value.startsWith('$$CURRENT')) whole = true;
      else {
        const match = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(value);
        if (match) roots.add(match[1]!);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(stage[name]);
  return whole ? null : [...roots];
}
