import { describe, expect, it } from 'vitest';
import { readRecordDate, spanOfDatesValue, utcSeconds, yearOfSeconds } from './record-date';

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const read = (value: unknown, edge: 'start' | 'end' = 'start') => {
  const r = readRecordDate(value, edge);
  return r.ok ? { kind: r.kind, at: iso(r.seconds), year: yearOfSeconds(r.seconds) } : r;
};

describe('readRecordDate: the import date rule', () => {
  it('reads whole numbers below 10,000 in magnitude as years, the whole year at each edge', () => {
    expect(read(1789)).toEqual({ kind: 'year', at: '1789-01-01T00:00:00.000Z', year: 1789 });
    expect(read(1799, 'end')).toEqual({ kind: 'year', at: '1799-12-31T23:59:59.000Z', year: 1799 });
    expect(read(9999, 'end')).toMatchObject({ kind: 'year', year: 9999 });
  });
  it('reads 1970 itself as the year 1970, not as 1970 seconds after the epoch', () => {
    expect(read(1970)).toEqual({ kind: 'year', at: '1970-01-01T00:00:00.000Z', year: 1970 });
    expect(read(1970, 'end')).toMatchObject({ at: '1970-12-31T23:59:59.000Z' });
  });
  it('reads year 0, negative years and years before 1000 without the 1900 shift', () => {
    expect(read(0)).toMatchObject({ kind: 'year', year: 0 });
    expect(read(-500)).toMatchObject({ kind: 'year', year: -500 });
    expect(read(-9999)).toMatchObject({ kind: 'year', year: -9999 });
    expect(read(45)).toMatchObject({ kind: 'year', year: 45 });
    expect(read(800, 'end')).toMatchObject({ year: 800, at: '0800-12-31T23:59:59.000Z' });
  });
  it('reads any other number as epoch seconds', () => {
    expect(read(1e9)).toEqual({ kind: 'seconds', at: '2001-09-09T01:46:40.000Z', year: 2001 });
    expect(read(10_000)).toMatchObject({ kind: 'seconds', year: 1970 });
    expect(read(-10_000)).toMatchObject({ kind: 'seconds', year: 1969 });
    expect(read(utcSeconds(1789, 6, 14))).toMatchObject({ kind: 'seconds', year: 1789 });
    expect(read(1789.5)).toMatchObject({ kind: 'seconds', year: 1970 });
  });
  it('reads strings as a year or an ISO date, spanning what they name', () => {
    expect(read('1789')).toMatchObject({ kind: 'year', year: 1789 });
    expect(read('-500')).toMatchObject({ kind: 'year', year: -500 });
    expect(read('1789-07-14')).toMatchObject({ kind: 'iso', at: '1789-07-14T00:00:00.000Z' });
    expect(read('1789-07-14', 'end')).toMatchObject({ at: '1789-07-14T23:59:59.000Z' });
    expect(read('1789-02', 'end')).toMatchObject({ at: '1789-02-28T23:59:59.000Z' });
    expect(read('1789-12', 'end')).toMatchObject({ at: '1789-12-31T23:59:59.000Z' });
    expect(read('1789-07-14T10:30:00Z')).toMatchObject({ at: '1789-07-14T10:30:00.000Z' });
  });
  it('treats empty values as no date', () => {
    for (const v of [null, undefined, ''])
      expect(read(v)).toEqual({ kind: 'none', at: null, year: undefined });
  });
  it('refuses what is not a date, saying why', () => {
    for (const v of [
      '14 luglio 1789',
      '1789-13-01',
      '1789-02-30',
      '12345',
      'NaN',
      Number.NaN,
      true,
      [1789],
    ]) {
      const r = readRecordDate(v, 'start');
      expect(r.ok, String(v)).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/not a date|neither a year nor an ISO date/);
    }
  });
});

describe('spanOfDatesValue', () => {
  it('reads the machine date texts catalogues export', () => {
    const years = (s: ReturnType<typeof spanOfDatesValue>) =>
      s && [yearOfSeconds(s.start), yearOfSeconds(s.end)];
    expect(years(spanOfDatesValue('1789-1799'))).toEqual([1789, 1799]);
    expect(years(spanOfDatesValue('1789'))).toEqual([1789, 1789]);
    expect(years(spanOfDatesValue('1860-03-05/1900-11-12'))).toEqual([1860, 1900]);
    expect(spanOfDatesValue('1789-07-14')).toEqual({
      start: utcSeconds(1789, 6, 14),
      end: utcSeconds(1789, 6, 14, 23, 59, 59),
    });
  });
  it('leaves free text and reversed ranges undated', () => {
    expect(spanOfDatesValue('fine sec. XVIII')).toBeNull();
    expect(spanOfDatesValue('1799-1789')).toBeNull();
  });
});
