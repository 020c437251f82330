import { Query } from 'mingo';
import { linearRegexes } from '../engine/linear-regex';
import type { RawFindRequest } from '../port';
import { rawColumnPage } from './raw-column-page';
import { filterSql } from './raw-filter-sql';
import { mingo, project } from './raw-mingo-tail';
import { sortSql, TIE_KEYS, TIE_ORDER } from './raw-sort-sql';
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

export { rawAggregatePg } from './raw-aggregate';
export { MINGO_ROWS_MAX } from './raw-mingo-tail';
export { type Db, rawPgAnswers, rawPgOptions } from './raw-statements';

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
  const terms = [...(order?.terms ?? []), TIE_ORDER[c.kind]].join(', ');
  const keep =
    request.fields && Object.values(request.fields).every((v) => v === 1)
      ? Object.keys(request.fields).map((f) => f.split('.')[0]!)
      : null;
  const select = keep ? topLevelFields(keep, p) : 'r.doc';
  // The sort keys are computed once per match (OFFSET 0 keeps them below the window), so the sort
  // and the count carry only row addresses and keys, never whole records.
  const keys = [...(order?.keys ?? []), ...TIE_KEYS[c.kind].map((expr) => ({ expr, suffix: '' }))];
  const columns = keys.map((k, i) => `${k.expr} AS k${i}`).join(', ');
  const matches = `SELECT r.ctid AS tid, ${columns}${anyOdd ? `, ${order!.odd} AS odd_row` : ''} FROM ${c.from} WHERE ${where} OFFSET 0`;
  const odd = anyOdd ? 'COALESCE(bool_or(m.odd_row) OVER (), false)' : 'false';
  const page = `SELECT m.tid, count(*) OVER () AS n, ${odd} AS odd FROM (${matches}) m ORDER BY ${keys.map((k, i) => `m.k${i}${k.suffix}`).join(', ')} OFFSET ${p.int(request.skip)} LIMIT ${p.int(request.limit)}`;
  const rows = await run<{ n: number; odd: boolean; doc: Record<string, unknown> }>(
    db,
    `SELECT x.n::int AS n, x.odd, ${select} AS doc FROM (${page}) x JOIN ${c.from} ON r.ctid = x.tid ORDER BY ${terms}`,
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
  const sort = request.sort && Object.keys(request.sort).length ? request.sort : undefined;
  if (c.kind === 'data') {
    // The common shapes (table, label, ids, types, dates, filtri, ancestors) from the narrow table.
    const answer = await rawColumnPage(db, c.locale, request, sort);
    if (answer) {
      rawPgAnswers.sql++;
      rawPgAnswers.columns++;
      return answer;
    }
  }
  const p = new SqlParams([c.locale]);
  const filter = filterSql(request.query, c.kind, p, 'r.doc');
  const where = `r.locale = $1 AND ${PUBLIC_RULE[c.kind]} AND ${filter.sql}`;
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
