import type { DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import { barOf, barsOf, chooseScale, EMPTY_HISTOGRAM } from '../date-histogram';
import type { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';

/** The result's histogram by date (date-histogram.ts) from the per-doc dates: two passes over the result. */
export function dateHistogramOf(index: LocaleIndex, result: Bitset): DateHistogram {
  const { starts, ends } = index;
  const endOf = (doc: number, start: number) =>
    Number.isNaN(ends[doc]!) ? start : Math.max(start, ends[doc]!);
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  result.forEach((doc) => {
    const start = starts[doc]!;
    if (Number.isNaN(start)) return;
    if (start < lo) lo = start;
    const end = endOf(doc, start);
    if (end > hi) hi = end;
  });
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return EMPTY_HISTOGRAM;
  const scale = chooseScale(lo, hi);
  return barsOf(scale, (add) =>
    result.forEach((doc) => {
      const start = starts[doc]!;
      if (!Number.isNaN(start)) add(barOf(scale, start), barOf(scale, endOf(doc, start)), 1);
    }),
  );
}
