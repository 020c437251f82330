/**
 * Records per year, the timeline's answer: a record counts once in every year from its start to its
 * end; years between the first and the last with no record answer 0. Every catalogue store hands
 * its records' year spans to `each` (the embedded engine one record at a time, PostgreSQL grouped
 * spans with a count), so the clipping and the zeros are the same everywhere.
 */
export function yearHistogram(
  each: (add: (first: number, last: number, n: number) => void) => void,
  from?: number,
  to?: number,
): { year: number; count: number }[] {
  const deltas = new Map<number, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  each((spanFirst, spanLast, n) => {
    const first = from !== undefined ? Math.max(spanFirst, from) : spanFirst;
    const last = to !== undefined ? Math.min(spanLast, to) : spanLast;
    if (first > last) return;
    deltas.set(first, (deltas.get(first) ?? 0) + n);
    deltas.set(last + 1, (deltas.get(last + 1) ?? 0) - n);
    if (first < min) min = first;
    if (last > max) max = last;
  });
  const start = from ?? min;
  const end = to ?? max;
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return [];
  const out: { year: number; count: number }[] = [];
  let running = 0;
  for (const [year, delta] of deltas) if (year < start) running += delta;
  for (let year = start; year <= end; year++) {
    running += deltas.get(year) ?? 0;
    out.push({ year, count: running });
  }
  return out;
}
