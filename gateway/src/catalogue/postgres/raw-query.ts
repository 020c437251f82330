import { Aggregator, Query } from 'mingo';
import type pg from 'pg';
import { linearRegexes } from '../engine/linear-regex';
import { fieldsReplacedBy } from '../engine/raw-evaluate';
import { type CollectionKind, parseCollection, type RawFindRequest } from '../port';
import { checkPipelineCost } from '../raw/cost';
import { RawQueryError } from '../raw/guard';
import { pipelineHead, terminalSql } from './raw-aggregate-sql';
import { filterSql } from './raw-filter-sql';
import { sortSql, TIE_ORDER } from './raw-sort-sql';
import { SqlParams } from './raw-sql-text';

/**
 * The seed's raw `mongo/search` and `mongo/aggregate` answered by PostgreSQL, over the agreed
 * tables (catalogue_data, catalogue_summary, catalogue_relations: `locale` and the record as `doc`
 * jsonb). Input has passed the guard (raw/guard.ts); this file adds the public rule itself, exactly
 * as the embedded store applies it, so no caller can forget it.
 *
 * Why the split between SQL and mingo: SQL does what narrows the data (the filter, the public rule,
 * sort, skip, limit, counts and simple groups), so only a page or a handful of group rows leave the
 * server and the indexes can help; MongoDB's expression language (the long tail of $project,
 * $addFields, $facet, $unwind, date and string operators...) has too many exact corners to
 * re-implement in SQL, so the stages after the translatable head run in mingo, the engine every
 * other store is held to, over the rows SQL produced. Those rows are bounded (MINGO_ROWS_MAX) and
 * the pipeline's estimated cost over them is checked first (raw/cost.ts), so no call holds the
 * event loop for long; every statement runs under the pool's statement_timeout (a cancelled one
 * rejects with SQLSTATE 57014: isPgTimeout, answered 503 by the store).
 */

export type Db = pg.Pool | pg.PoolClient;

const TABLES: Record<CollectionKind, string> = {
  data: 'catalogue_data',
  summary: 'catalogue_summary',
  relations: 'catalogue_relations',
};

/**
 * Only public records, as the embedded store keeps them (engine/locale-index.ts): records with
 * access 1; relations with access and rel_access 1 whose ends are not private records; summaries
 * have no access flag. $1 is always the locale.
 */
const PUBLIC_RULE: Record<CollectionKind, string> = {
  data: `r.doc->'access' = '1'::jsonb`,
  summary: 'TRUE',
  relations: `r.doc->'access' = '1'::jsonb AND r.doc->'rel_access' = '1'::jsonb
    AND NOT EXISTS (SELECT 1 FROM catalogue_data d WHERE d.locale = r.locale AND d.tbl = r.doc->>'table'
      AND d.id = r.doc->>'id' AND d.doc->'access' IS DISTINCT FROM '1'::jsonb)
    AND NOT EXISTS (SELECT 1 FROM catalogue_data d WHERE d.locale = r.locale AND d.tbl = r.doc->>'rel_table'
      AND d.id = r.doc->>'rel_id' AND d.doc->'access' IS DISTINCT FROM '1'::jsonb)`,
};

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
const EVENT_LOOP_COST_FACTOR = 20;
/** Longest answer, in JSON characters (the embedded store's raw-query budget). */
const MAX_ANSWER_CHARS = 2_000_000;

/**
 * How calls were answered since start: wholly in SQL, SQL then mingo for the tail of a pipeline, or
 * mingo deciding part of the filter (or a sort over arrays). Tests use it to show SQL does the work.
 */
export const rawPgAnswers = { sql: 0, sqlThenMingo: 0, mingoFilter: 0 };

interface Collection {
  kind: CollectionKind;
  locale: string;
  from: string;
}

function collectionOf(name: string): Collection {
  const parsed = parseCollection(name);
  if (!parsed) throw new RawQueryError(`Unknown collection ${name}`, 'BAD_QUERY');
  return { ...parsed, from: `${TABLES[parsed.kind]} r` };
}

/** PostgreSQL refusing the caller's input (a regex its engine finds too complex): a 400. */
async function run<T extends pg.QueryResultRow>(db: Db, text: string, values: unknown[]): Promise<T[]> {
  try {
    return (await db.query<T>(text, values)).rows;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '2201B' || code === '54001')
      throw new RawQueryError(
        `The query's regular expression cannot be run: ${(err as Error).message}`,
        'BAD_QUERY',
      );
    throw err;
  }
}

/** mingo over rows read here: its own refusals (wrong-typed operator arguments) are the caller's input. */
function mingo<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof RawQueryError) throw err;
    if (err instanceof RangeError)
      throw new RawQueryError('The query builds values too large to hold', 'ANSWER_TOO_LARGE');
    throw new RawQueryError(`The query could not be evaluated: ${(err as Error).message}`, 'BAD_QUERY');
  }
}

function checkAnswer(value: unknown): void {
  const chars = JSON.stringify(value).length;
  if (chars > MAX_ANSWER_CHARS)
    throw new RawQueryError(
      `The answer would be ${chars} characters, more than ${MAX_ANSWER_CHARS}; project fewer fields or lower $limit`,
      'ANSWER_TOO_LARGE',
    );
}

const tooMany = () =>
  new RawQueryError(
    `The query needs more than ${MINGO_ROWS_MAX} records read one by one; narrow it with an indexed condition (id, table, type_id.id, filtri.id, parent) first`,
    'QUERY_TOO_COSTLY',
  );

/** The record's top-level fields `names` (and _id), as SQL: less to send when mingo reads few. */
const topLevelFields = (names: string[], p: SqlParams) =>
  `(SELECT COALESCE(jsonb_object_agg(f.key, f.value), '{}'::jsonb) FROM jsonb_each(r.doc) f WHERE f.key = ANY(${p.textArray([...names, '_id'])}))`;

/** Records matching `where`, in `order`, for mingo; refuses past MINGO_ROWS_MAX. */
async function readForMingo(
  db: Db,
  c: Collection,
  where: string,
  p: SqlParams,
  order: string,
  fields: string[] | null,
): Promise<Record<string, unknown>[]> {
  const select = fields ? topLevelFields(fields, p) : 'r.doc';
  const rows = await run<{ doc: Record<string, unknown> }>(
    db,
    `SELECT ${select} AS doc FROM ${c.from} WHERE ${where} ORDER BY ${order} LIMIT ${MINGO_ROWS_MAX + 1}`,
    p.values,
  );
  if (rows.length > MINGO_ROWS_MAX) throw tooMany();
  return rows.map((row) => row.doc);
}

function project(docs: Record<string, unknown>[], fields: Record<string, 0 | 1> | undefined) {
  return new Query({}).find(docs, fields).all() as Record<string, unknown>[];
}

/**
 * The page and count of an exact filter in one statement: the matches are sorted carrying only
 * their row address (count and, for keys that may hold arrays, "is any key odd" ride along as
 * window functions), then the page's records are read by address. Null when a sort key holds an
 * array or object (mingo sorts those).
 */
async function sqlPage(
  db: Db,
  c: Collection,
  request: RawFindRequest,
  where: string,
  filterParams: SqlParams,
  sort: Record<string, 1 | -1> | undefined,
): Promise<{ data: Record<string, unknown>[]; count: number } | null> {
  const p = filterParams.fork();
  const order = sort ? sortSql(sort, c.kind, p) : null;
  // Sort expressions add no parameters: the count alone runs with the filter's.
  const anyOdd = order && !order.scalar ? `bool_or(${order.odd})` : null;
  const countOnly = async () => {
    const [row] = await run<{ n: number; odd: boolean }>(
      db,
      `SELECT count(*)::int AS n, ${anyOdd ? `COALESCE(${anyOdd}, false)` : 'false'} AS odd FROM ${c.from} WHERE ${where}`,
      filterParams.values,
    );
    return row?.odd ? null : { data: [], count: row?.n ?? 0 };
  };
  if (request.limit <= 0) return countOnly();
  const odd = anyOdd ? `COALESCE(${anyOdd} OVER (), false)` : 'false';
  const terms = [...(order?.terms ?? []), TIE_ORDER[c.kind]].join(', ');
  const keep =
    request.fields && Object.values(request.fields).every((v) => v === 1)
      ? Object.keys(request.fields).map((f) => f.split('.')[0]!)
      : null;
  const select = keep ? topLevelFields(keep, p) : 'r.doc';
  const page = `SELECT r.ctid AS tid, count(*) OVER () AS n, ${odd} AS odd FROM ${c.from} WHERE ${where} ORDER BY ${terms} OFFSET ${p.int(request.skip)} LIMIT ${p.int(request.limit)}`;
  const rows = await run<{ n: number; odd: boolean; doc: Record<string, unknown> }>(
    db,
    `SELECT m.n::int AS n, m.odd, ${select} AS doc FROM (${page}) m JOIN ${c.from} ON r.ctid = m.tid ORDER BY ${terms}`,
    p.values,
  );
  if (rows[0]?.odd) return null;
  // Skipped past the end (or nothing matched): the count alone.
  if (rows.length === 0) return countOnly();
  return {
    data: project(
      rows.map((row) => row.doc),
      request.fields,
    ),
    count: rows[0]!.n,
  };
}

/** mongo/search: {data: the page (projected), count: every public match}. */
export async function rawFindPg(
  db: Db,
  request: RawFindRequest,
): Promise<{ data: Record<string, unknown>[]; count: number }> {
  const c = collectionOf(request.collection);
  const p = new SqlParams([c.locale]);
  const filter = filterSql(request.query, c.kind, p, 'r.doc');
  const where = `r.locale = $1 AND ${PUBLIC_RULE[c.kind]} AND ${filter.sql}`;
  const sort = request.sort && Object.keys(request.sort).length ? request.sort : undefined;
  const tie = TIE_ORDER[c.kind];
  if (filter.exact) {
    const answer = await sqlPage(db, c, request, where, p, sort);
    if (answer) {
      rawPgAnswers.sql++;
      return answer;
    }
  }
  // mingo decides what SQL could not: the untranslated part of the filter, or a sort meeting arrays.
  rawPgAnswers.mingoFilter++;
  const docs = await readForMingo(db, c, where, p, tie, null);
  return mingo(() => {
    let cursor = new Query(linearRegexes(request.query)).find(docs);
    if (sort) cursor = cursor.sort(sort);
    const matches = cursor.all() as Record<string, unknown>[];
    const page = request.limit > 0 ? matches.slice(request.skip, request.skip + request.limit) : [];
    return { data: project(page, request.fields), count: matches.length };
  });
}

/** mongo/aggregate: at most maxRows rows. */
export async function rawAggregatePg(
  db: Db,
  collection: string,
  pipeline: Record<string, unknown>[],
  maxRows: number,
): Promise<unknown[]> {
  const c = collectionOf(collection);
  const rows = await runPipeline(db, c, [], pipeline, maxRows, false);
  checkAnswer(rows);
  return rows;
}

const leadingMatches = (pipeline: Record<string, unknown>[]) => {
  let start = 0;
  while (start < pipeline.length && '$match' in pipeline[start]!) start++;
  return {
    matches: pipeline.slice(0, start).map((stage) => stage.$match as Record<string, unknown>),
    stages: pipeline.slice(start),
  };
};

/**
 * A pipeline over the public records matching `outer` (the filters of an enclosing pipeline, for a
 * $facet's sub-pipelines): leading $match and the SQL head in one statement, a leading $facet as one
 * statement per facet, the rest in mingo.
 */
async function runPipeline(
  db: Db,
  c: Collection,
  outer: Record<string, unknown>[],
  pipeline: Record<string, unknown>[],
  maxRows: number,
  nested: boolean,
): Promise<unknown[]> {
  const { matches, stages } = leadingMatches(pipeline);
  const filters = [...outer, ...matches];
  const p = new SqlParams([c.locale]);
  const filter = filterSql({ $and: filters }, c.kind, p, 'r.doc');
  const where = `r.locale = $1 AND ${PUBLIC_RULE[c.kind]} AND ${filter.sql}`;
  const tie = TIE_ORDER[c.kind];
  if (!filter.exact) {
    // The whole pipeline, its $match stages included, in mingo over what SQL narrowed.
    rawPgAnswers.mingoFilter++;
    const all = [...filters.map(($match) => ({ $match })), ...stages];
    const replaced = all[0] && !('$match' in all[0]) ? fieldsReplacedBy(all[0]) : null;
    const docs = await readForMingo(db, c, where, p, tie, replaced);
    return runTail(all, docs, maxRows);
  }
  const facet = stages[0]?.$facet as Record<string, Record<string, unknown>[]> | undefined;
  if (facet && !nested) {
    // Each facet is its own statement over the same records (its leading $match added).
    const row: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(facet)) {
      // mingo's $facet keeps every row of a facet: more than this is refused, never cut.
      const rows = await runPipeline(db, c, filters, sub, MINGO_ROWS_MAX + 1, true);
      if (rows.length > MINGO_ROWS_MAX) throw tooMany();
      row[name] = rows;
    }
    const rest = stages.slice(1);
    return rest.length ? runTail(rest, [row], maxRows) : [row];
  }
  const head = pipelineHead(stages, c.kind, p);
  const rest = stages.slice(head.used);
  const order = [...head.order, tie].join(', ');
  const page =
    (head.offset ? ` OFFSET ${p.int(head.offset)}` : '') +
    (head.limit !== null ? ` LIMIT ${p.int(head.limit)}` : '');
  if (!head.terminal) {
    const replaced = rest[0] ? fieldsReplacedBy(rest[0]) : null;
    const select = replaced ? topLevelFields(replaced, p) : 'r.doc';
    const cap = head.limit !== null && head.limit <= MINGO_ROWS_MAX ? '' : ` LIMIT ${MINGO_ROWS_MAX + 1}`;
    const inner = `SELECT ${select} AS doc FROM ${c.from} WHERE ${where} ORDER BY ${order}${page}`;
    const rows = await run<{ doc: Record<string, unknown> }>(
      db,
      cap ? `SELECT s.doc FROM (${inner}) s${cap}` : inner,
      p.values,
    );
    if (rows.length > MINGO_ROWS_MAX) throw tooMany();
    const docs = rows.map((row) => row.doc);
    rawPgAnswers[rest.length ? 'sqlThenMingo' : 'sql']++;
    return rest.length ? runTail(rest, docs, maxRows) : docs.slice(0, maxRows);
  }
  const sql = terminalSql(
    head,
    c.kind,
    c.from,
    where,
    tie,
    page,
    rest.length ? MINGO_ROWS_MAX + 1 : maxRows,
    p,
  );
  const rows = (await run<{ row: Record<string, unknown> }>(db, sql, p.values)).map((r) => r.row);
  if (rows.length > MINGO_ROWS_MAX) throw tooMany();
  rawPgAnswers[rest.length ? 'sqlThenMingo' : 'sql']++;
  return rest.length ? runTail(rest, rows, maxRows) : rows;
}

/** The stages SQL did not answer, in mingo, over rows read here (bounded, cost-checked). */
function runTail(
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
