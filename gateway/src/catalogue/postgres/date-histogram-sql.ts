import type { DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import type pg from 'pg';
import { barOfYear, barsOf, chooseScale, EMPTY_HISTOGRAM, monthOf } from '../date-histogram';

type Query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;

/**
 * The results-by-date histogram on PostgreSQL (date-histogram.ts): the range of the selection's
 * dates, then its records grouped by first and last year (the stored year columns, as the
 * embedded store computes them), or by first and last date when the bars are months (the scale
 * then spans at most two years). `where` is a selection over the narrow catalogue_search
 * (search-table-sql.ts): the histogram reads no wide row.
 */
export async function dateHistogramPg(
  query: Query,
  where: string,
  params: unknown[],
): Promise<DateHistogram> {
  const dated = `${where} AND d.start_s IS NOT NULL`;
  const end = 'greatest(d.start_s, coalesce(d.end_s, d.start_s))';
  const [range] = await query<{ lo: number | null; hi: number | null }>(
    `SELECT min(d.start_s) AS lo, max(${end}) AS hi FROM catalogue_search d WHERE ${dated}`,
    params,
  );
  if (range?.lo == null || range.hi == null) return EMPTY_HISTOGRAM;
  const scale = chooseScale(range.lo, range.hi);
  if (scale === 'month') {
    const rows = await query<{ s: number; e: number; n: number }>(
      `SELECT d.start_s AS s, ${end} AS e, count(*)::int AS n FROM catalogue_search d WHERE ${dated} GROUP BY 1, 2`,
      params,
    );
    return barsOf(scale, (add) => {
      for (const r of rows) add(monthOf(r.s), monthOf(r.e), r.n);
    });
  }
  const rows = await query<{ f: number; l: number; n: number }>(
    `SELECT d.year_first AS f, d.year_last AS l, count(*)::int AS n FROM catalogue_search d WHERE ${dated} GROUP BY 1, 2`,
    params,
  );
  return barsOf(scale, (add) => {
    for (const r of rows) add(barOfYear(scale, r.f), barOfYear(scale, r.l), r.n);
  });
}
