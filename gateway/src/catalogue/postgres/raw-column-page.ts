import type { RawFindRequest } from '../port';
import { columnSelection } from './raw-column-filter-sql';
import { hasNul } from './raw-filter-sql';
import { project } from './raw-mingo-tail';
import { SqlParams } from './raw-sql-text';
import { PROBE_SQL, PROBE_SQL_BEFORE_10, rememberedUntilWrite } from './raw-stamp-cache';
import { type Db, rawPgOptions, run } from './raw-statements';

/**
 * mongo/search on records answered from catalogue_search (migration 9): the count and the page's
 * keys from the narrow rows and their indexes (label order and trigrams, start, filtri ids,
 * ancestors), then the page's docs by primary key. Null when the filter or sort needs the doc
 * (raw-column-filter-sql.ts), and the caller reads catalogue_data as before.
 *
 * Why the count apart from the page and not one window: a count over the whole selection alongside
 * the page made PostgreSQL produce every match before the first page row; apart, the page walks an
 * index and stops at skip + limit (the count runs meanwhile on another connection of a pool).
 */
export async function rawColumnPage(
  db: Db,
  locale: string,
  request: RawFindRequest,
  sort: Record<string, 1 | -1> | undefined,
): Promise<{ data: Record<string, unknown>[]; count: number } | null> {
  if (!rawPgOptions.columns || hasNul(request.query)) return null;
  const p = new SqlParams([locale]);
  const selection = columnSelection(request.query, sort, p);
  if (!selection) return null;
  // A locale holding a record whose columns do not say what its doc says (migration 9's raw_odd:
  // written around the import) is answered from the docs, as before. The same probe reads the
  // locale's write stamp for the answers remembered until a write (migration 10).
  const [probe] = await run<{ odd: boolean; stamp: string | null }>(
    db,
    rawPgOptions.countCache ? PROBE_SQL : PROBE_SQL_BEFORE_10,
    [locale],
  );
  if (probe?.odd) return null;
  const where = `r.locale = $1 AND ${selection.where}`;
  const countSql = `SELECT count(*)::int AS n FROM catalogue_search r WHERE ${where}`;
  // Remembered until the locale's next write (raw-stamp-cache.ts), as the page's keys below are.
  const countOf = rememberedUntilWrite(db, probe?.stamp ?? null, JSON.stringify([countSql, p.values]), () =>
    run<{ n: number }>(db, countSql, p.values),
  );
  // Awaited below; never left to reject unhandled if the page fails first.
  countOf.catch(() => {});
  if (request.limit <= 0) return { data: [], count: (await countOf)[0]?.n ?? 0 };
  const q = p.fork();
  const pageSql = `SELECT r.tbl, r.id FROM catalogue_search r WHERE ${where} ORDER BY ${selection.order.join(', ')} OFFSET ${q.int(request.skip)} LIMIT ${q.int(request.limit)}`;
  // The page's keys are remembered as its count is, until the locale's next write: a common word's
  // page may walk the tie order past whole tables where it never occurs (a metadata word at 1M:
  // 50,000 rows, ~100 ms at every call). Only keys are kept; the docs are read fresh below.
  const keys = await rememberedUntilWrite(
    db,
    probe?.stamp ?? null,
    JSON.stringify(['page', pageSql, q.values]),
    () => run<{ tbl: string; id: string }>(db, pageSql, q.values),
    { counter: 'cachedPages' },
  );
  // The docs by key, in the keys' order (WITH ORDINALITY: a join keeps no order of its own).
  const rows = keys.length
    ? await run<{ doc: Record<string, unknown> }>(
        db,
        `SELECT d.doc FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS k(tbl, id, n)
           JOIN catalogue_data d ON d.locale = $1 AND d.tbl = k.tbl AND d.id = k.id ORDER BY k.n`,
        [locale, keys.map((k) => k.tbl), keys.map((k) => k.id)],
      )
    : [];
  const counted = await countOf;
  return {
    data: project(
      rows.map((row) => row.doc),
      request.fields,
    ),
    count: counted[0]?.n ?? 0,
  };
}
