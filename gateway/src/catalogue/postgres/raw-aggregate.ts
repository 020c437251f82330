import { fieldsReplacedBy } from '../engine/raw-evaluate';
import { pipelineHead, terminalSql } from './raw-aggregate-sql';
import { rawColumnGroup } from './raw-column-group';
import { filterSql } from './raw-filter-sql';
import { checkAnswer, MINGO_ROWS_MAX, runTail, tooMany } from './raw-mingo-tail';
import { TIE_ORDER } from './raw-sort-sql';
import { SqlParams } from './raw-sql-text';
import {
  type Collection,
  collectionOf,
  type Db,
  PUBLIC_RULE,
  rawPgAnswers,
  readForMingo,
  run,
  topLevelFields,
} from './raw-statements';

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
  if (c.kind === 'data' && !(stages[0] && '$facet' in stages[0])) {
    const rows = await rawColumnGroup(db, c.locale, filters, stages, maxRows);
    if (rows) return rows;
  }
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
    // Each facet is its own statement over the same records (its leading $match added), sent
    // together: a pool runs them on several connections at once (a single client queues them).
    const entries = Object.entries(facet);
    const answers = await Promise.all(
      entries.map(([, sub]) => runPipeline(db, c, filters, sub, MINGO_ROWS_MAX + 1, true)),
    );
    const row: Record<string, unknown> = {};
    entries.forEach(([name], i) => {
      // mingo's $facet keeps every row of a facet: more than this is refused, never cut.
      if (answers[i]!.length > MINGO_ROWS_MAX) throw tooMany();
      row[name] = answers[i];
    });
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
