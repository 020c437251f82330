import { describe, expect, it } from 'vitest';
import { DATE_FILTER_INVALID_MESSAGE, isValidDateInput, parseDateInput, parseDateRange } from './date-filter';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('parseDateInput', () => {
  it('reads dd/mm/yyyy as that whole day', () => {
    const span = parseDateInput('12/05/1923');
    expect(span && iso(span.start)).toBe('1923-05-12T00:00:00.000Z');
    expect(span && iso(span.end)).toBe('1923-05-12T23:59:59.000Z');
  });
  it('accepts one-digit day and month', () => {
    expect(parseDateInput('1/2/1900')).not.toBeNull();
  });
  it('reads a bare year as the whole year', () => {
    const span = parseDateInput('1848');
    expect(span && iso(span.start)).toBe('1848-01-01T00:00:00.000Z');
    expect(span && iso(span.end)).toBe('1848-12-31T23:59:59.000Z');
  });
  it('keeps years below 100 as they are', () => {
    const span = parseDateInput('79');
    expect(span && new Date(span.start * 1000).getUTCFullYear()).toBe(79);
  });
  it('accepts 29 February in a leap year only', () => {
    expect(parseDateInput('29/02/2020')).not.toBeNull();
    expect(parseDateInput('29/02/2019')).toBeNull();
  });
  it.each([
    '31/02/2020',
    '31/04/2021',
    '00/01/2000',
    '10/13/2000',
    '10/00/2000',
    'ieri',
    '2020-01-01',
    '12/05',
    '',
  ])('rejects %j', (value) => {
    expect(parseDateInput(value)).toBeNull();
  });
});

describe('parseDateRange', () => {
  it('spans from the first second of from to the last of to', () => {
    const result = parseDateRange('1900', '01/03/1910');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(iso(result.from ?? 0)).toBe('1900-01-01T00:00:00.000Z');
      expect(iso(result.to ?? 0)).toBe('1910-03-01T23:59:59.000Z');
    }
  });
  it('leaves the other end open when only one is typed, as the chip says ("dal 1890", "al 1890")', () => {
    const from = parseDateRange('1890', '');
    expect(from).toMatchObject({ ok: true, to: null });
    if (from.ok) expect(iso(from.from ?? 0)).toBe('1890-01-01T00:00:00.000Z');
    const to = parseDateRange(undefined, '1890');
    expect(to).toMatchObject({ ok: true, from: null });
    if (to.ok) expect(iso(to.to ?? 0)).toBe('1890-12-31T23:59:59.000Z');
  });
  it('spans one whole year when the same bare year is both ends', () => {
    const result = parseDateRange('1923', '1923');
    expect(result.ok && iso(result.from ?? 0)).toBe('1923-01-01T00:00:00.000Z');
    expect(result.ok && iso(result.to ?? 0)).toBe('1923-12-31T23:59:59.000Z');
  });
  it('answers the exact Italian message for an impossible date', () => {
    expect(parseDateRange('31/02/2020', '')).toEqual({ ok: false, message: DATE_FILTER_INVALID_MESSAGE });
    expect(DATE_FILTER_INVALID_MESSAGE).toBe('Le date (o la data) inserite non sono valide');
  });
  it('rejects from after to and an empty pair', () => {
    expect(parseDateRange('1950', '1940').ok).toBe(false);
    expect(parseDateRange('', ' ').ok).toBe(false);
  });
});

describe('isValidDateInput', () => {
  it('accepts empty and valid input, refuses the rest', () => {
    expect(isValidDateInput('')).toBe(true);
    expect(isValidDateInput('1999')).toBe(true);
    expect(isValidDateInput('32/01/1999')).toBe(false);
  });
});
