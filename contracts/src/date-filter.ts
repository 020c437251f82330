import { utcSeconds } from './record-date';

/**
 * Date filter input (spec section 5): dd/mm/yyyy or a bare year; a bare year spans the whole year.
 * Results are epoch seconds (UTC), the unit of a record's data.start / data.end.
 */
export const DATE_FILTER_INVALID_MESSAGE = 'Le date (o la data) inserite non sono valide';
export const DATE_FILTER_PLACEHOLDER = 'AAAA o GG/MM/AAAA';

export interface DateSpan {
  /** First second of the day or year, epoch seconds UTC. */
  start: number;
  /** Last second of the day or year, epoch seconds UTC. */
  end: number;
}

const DAY = /^(\d{1,2})\/(\d{1,2})\/(-?\d{1,4})$/;
const YEAR = /^-?\d{1,4}$/;

/** One typed date: its span (a day, or a whole year), or null when it is not a real date. */
export function parseDateInput(input: string): DateSpan | null {
  const value = input.trim();
  if (YEAR.test(value)) {
    const year = Number(value);
    return { start: utcSeconds(year, 0, 1), end: utcSeconds(year, 11, 31, 23, 59, 59) };
  }
  const match = DAY.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(2000, month - 1, 1));
  probe.setUTCFullYear(year);
  probe.setUTCMonth(month - 1, day);
  // 31/02/2020 rolls over into March: a real date keeps its month and day.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { start: utcSeconds(year, month - 1, day), end: utcSeconds(year, month - 1, day, 23, 59, 59) };
}

export type DateRangeResult =
  | { ok: true; from: number | null; to: number | null }
  | { ok: false; message: typeof DATE_FILTER_INVALID_MESSAGE };

/**
 * A from/to pair as typed. Either may be empty: an open end, as the chip says ('dal 1890' is 1890
 * and everything after it, 'al 1890' everything up to the end of 1890); the same year or day in both
 * is that year or day. Impossible dates or from after to answer the exact Italian message.
 */
export function parseDateRange(from: string | undefined, to: string | undefined): DateRangeResult {
  const fromText = from?.trim() ?? '';
  const toText = to?.trim() ?? '';
  const invalid = { ok: false, message: DATE_FILTER_INVALID_MESSAGE } as const;
  if (!fromText && !toText) return invalid;
  const fromSpan = fromText ? parseDateInput(fromText) : null;
  const toSpan = toText ? parseDateInput(toText) : null;
  if ((fromText && !fromSpan) || (toText && !toSpan)) return invalid;
  if (fromSpan && toSpan && fromSpan.start > toSpan.end) return invalid;
  return { ok: true, from: fromSpan ? fromSpan.start : null, to: toSpan ? toSpan.end : null };
}

/** Whether a typed value is acceptable (empty counts as acceptable: the other end may be set). */
export const isValidDateInput = (input: string) => input.trim() === '' || parseDateInput(input) !== null;
