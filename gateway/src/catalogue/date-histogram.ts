import type { DateBar, DateHistogram, DateScale } from '@archive/contracts/catalogue-date-histogram';
import { yearOfSeconds } from '@archive/contracts/record-date';

/**
 * The results-by-date histogram (issue 23), the same for every store (the timeline's year counts
 * are year-histogram.ts): a store hands over its dated results' spans, here in two passes (the
 * range first, which chooses the scale; then each span's first and last bar), and a record counts in
 * every bar its span meets, as the date filter of that bar finds it.
 */

/** Most months shown: beyond two years the bars are years. */
const MONTHS_MAX = 24;
const YEARS_MAX = 15;
const DECADES_MAX_YEARS = 150;

/** The scale of a result whose dates run from `start` to `end` (epoch seconds). */
export function chooseScale(start: number, end: number): DateScale {
  const first = yearOfSeconds(start)!;
  const last = yearOfSeconds(end)!;
  if (monthOf(end) - monthOf(start) < MONTHS_MAX) return 'month';
  if (last - first < YEARS_MAX) return 'year';
  if (last - first < DECADES_MAX_YEARS) return 'decade';
  return 'century';
}

/** Months since year 0: year * 12 + month index (UTC). */
export function monthOf(seconds: number): number {
  const date = new Date(seconds * 1000);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

const SIZE = { century: 100, decade: 10, year: 1 } as const;

/** The bar key of a date at a scale: the bar's first year, or its month number. */
export function barOf(scale: DateScale, seconds: number): number {
  if (scale === 'month') return monthOf(seconds);
  const size = SIZE[scale];
  return Math.floor(yearOfSeconds(seconds)! / size) * size;
}

/** The bar key of a year (the stores that keep years per record: PostgreSQL's year columns). */
export function barOfYear(scale: Exclude<DateScale, 'month'>, year: number): number {
  const size = SIZE[scale];
  return Math.floor(year / size) * size;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => {
  const date = new Date(Date.UTC(2000, month + 1, 0));
  date.setUTCFullYear(year, month + 1, 0);
  return date.getUTCDate();
};

/** A bar's date filter inputs (date-filter.ts): years, or the first and last day of a month. */
function barRange(scale: DateScale, key: number): Pick<DateBar, 'from' | 'to'> {
  if (scale === 'month') {
    const year = Math.floor(key / 12);
    const month = key - year * 12;
    return { from: `01/${pad(month + 1)}/${year}`, to: `${lastDay(year, month)}/${pad(month + 1)}/${year}` };
  }
  return { from: String(key), to: String(key + SIZE[scale] - 1) };
}

/**
 * Bars from counted spans: `each` calls `add(firstBar, lastBar, n)` for every group of n records
 * spanning those bars. Every bar between the first and the last is answered, empty ones too.
 */
export function barsOf(
  scale: DateScale,
  each: (add: (firstBar: number, lastBar: number, n: number) => void) => void,
): DateHistogram {
  const step = scale === 'month' ? 1 : SIZE[scale];
  const deltas = new Map<number, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let dated = 0;
  each((first, last, n) => {
    dated += n;
    deltas.set(first, (deltas.get(first) ?? 0) + n);
    deltas.set(last + step, (deltas.get(last + step) ?? 0) - n);
    if (first < min) min = first;
    if (last > max) max = last;
  });
  const bars: DateBar[] = [];
  let running = 0;
  for (let key = min; key <= max; key += step) {
    running += deltas.get(key) ?? 0;
    bars.push({ key, ...barRange(scale, key), count: running });
  }
  return { scale, bars, dated };
}

export const EMPTY_HISTOGRAM: DateHistogram = { scale: 'year', bars: [], dated: 0 };
