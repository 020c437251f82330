/**
 * How a record's `data.start` / `data.end` is read when a catalogue is imported. One rule, stated in
 * one sentence so a curator can predict it (README, import report):
 *
 *   A whole number from -9999 to 9999 is a year; any other number is epoch seconds (UTC); a string
 *   is a year ("1789", "-500") or an ISO date ("1789-07", "1789-07-14", "1789-07-14T10:00:00Z").
 *
 * CollectiveAccess and hand-made exports write years; the seed's own snapshots write epoch seconds;
 * spreadsheets write ISO dates. Stored records always hold epoch seconds (the spec's unit, what the
 * date filters, the timeline, the sort and MongoDB compare), so the rule runs once, at import: a
 * stored 0 is 1 January 1970, never read again as "year 0".
 */
export const RECORD_DATE_RULE =
  'A whole number from -9999 to 9999 is a year; any other number is epoch seconds (UTC); a string is a year ("1789", "-500") or an ISO date ("1789-07-14").';

/** Whole numbers whose magnitude is below this are years (epoch seconds that small are 1970-01-01 ± 3 hours). */
export const YEAR_LIMIT = 10_000;

export type DateEdge = 'start' | 'end';
export type DateReading =
  | { ok: true; seconds: number | null; kind: 'none' | 'year' | 'seconds' | 'iso' }
  | { ok: false; reason: string };

/** Epoch seconds (UTC) of a calendar instant; years 0-99 and negative years stay as they are. */
export function utcSeconds(year: number, monthIndex = 0, day = 1, h = 0, m = 0, s = 0): number {
  const date = new Date(Date.UTC(2000, monthIndex, day, h, m, s));
  // Date.UTC maps years 0-99 to 1900-1999: set the year afterwards.
  date.setUTCFullYear(year, monthIndex, day);
  return Math.floor(date.getTime() / 1000);
}

/** First or last second of a year, a month (monthIndex) or a day. */
function edgeOf(edge: DateEdge, year: number, monthIndex?: number, day?: number): number {
  if (edge === 'start') return utcSeconds(year, monthIndex ?? 0, day ?? 1);
  if (day !== undefined) return utcSeconds(year, monthIndex!, day, 23, 59, 59);
  if (monthIndex !== undefined) return utcSeconds(year, monthIndex + 1, 1) - 1;
  return utcSeconds(year + 1, 0, 1) - 1;
}

const ISO_DAY = /^(-?\d{1,4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const ISO_INSTANT = /^-?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A year or ISO date string, at the start or end of what it names; null when it is not one. */
function readDateText(text: string, edge: DateEdge): { seconds: number; kind: 'year' | 'iso' } | null {
  const value = text.trim();
  if (ISO_INSTANT.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : { seconds: Math.floor(ms / 1000), kind: 'iso' };
  }
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2] === undefined) return { seconds: edgeOf(edge, year), kind: 'year' };
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (match[3] === undefined) return { seconds: edgeOf(edge, year, month - 1), kind: 'iso' };
  const day = Number(match[3]);
  const probe = new Date(utcSeconds(year, month - 1, day) * 1000);
  // 1789-02-31 rolls over into March: a real date keeps its month and day.
  if (day < 1 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { seconds: edgeOf(edge, year, month - 1, day), kind: 'iso' };
}

/** Reads one `data.start` / `data.end` value by RECORD_DATE_RULE into epoch seconds. */
export function readRecordDate(value: unknown, edge: DateEdge): DateReading {
  if (value === null || value === undefined || value === '') return { ok: true, seconds: null, kind: 'none' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: `${value} is not a date` };
    if (Number.isInteger(value) && Math.abs(value) < YEAR_LIMIT)
      return { ok: true, seconds: edgeOf(edge, value), kind: 'year' };
    return { ok: true, seconds: Math.floor(value), kind: 'seconds' };
  }
  if (typeof value === 'string') {
    const read = readDateText(value, edge);
    if (read) return { ok: true, ...read };
    return { ok: false, reason: `"${value.slice(0, 60)}" is neither a year nor an ISO date (YYYY-MM-DD)` };
  }
  return { ok: false, reason: `a ${Array.isArray(value) ? 'list' : typeof value} is not a date` };
}

/** Calendar year (UTC) of a stored date (epoch seconds). */
export const yearOfSeconds = (seconds: number | null | undefined): number | undefined =>
  seconds === null || seconds === undefined || !Number.isFinite(seconds)
    ? undefined
    : new Date(seconds * 1000).getUTCFullYear();

const YEAR_RANGE = /^(-?\d{3,4})\s*[-–]\s*(\d{3,4})$/;

/**
 * The span a catalogue's machine-readable date text names ("1789", "1789-1799", "1789-07-14",
 * "1789-07-14/1799-01-01"), in epoch seconds; null for free text ("fine sec. XVIII"). Used to date a
 * record whose export carries `dates_value` but no `data`.
 */
export function spanOfDatesValue(text: string): { start: number; end: number } | null {
  const value = text.trim();
  const range = YEAR_RANGE.exec(value);
  const [from, to] = range
    ? [range[1]!, range[2]!]
    : value.includes('/')
      ? value.split('/', 2)
      : [value, value];
  const start = readDateText(from!, 'start');
  const end = readDateText(to!, 'end');
  if (!start || !end || start.seconds > end.seconds) return null;
  return { start: start.seconds, end: end.seconds };
}
