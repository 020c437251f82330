import { describe, expect, it } from 'vitest';
import { currencyFromCode, formatBytes, formatDate, formatNumberIt, formatQuantity } from './format';

describe('formatBytes', () => {
  it('uses base 1024 from B to YB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 2 * 5.25)).toBe('5.25 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
  });
  it('stays at YB beyond it and honours decimals', () => {
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 3)).toBe('1.177 MB');
  });
  it('shows impossible sizes as 0 B', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});

describe('currencies', () => {
  it('maps codes 1, 2, 3 to euro, pound, dollar', () => {
    expect(currencyFromCode(1)).toBe('EUR');
    expect(currencyFromCode('2')).toBe('GBP');
    expect(currencyFromCode(3)).toBe('USD');
    expect(currencyFromCode(4)).toBeUndefined();
    expect(currencyFromCode(null)).toBeUndefined();
  });
  it('formats quantities in the locale', () => {
    const clean = (s: string) => s.replace(/\s/g, ' ');
    expect(clean(formatQuantity(1234.5, 1, 'it'))).toBe('1.234,50 €');
    expect(formatQuantity(1234.5, 2, 'en')).toBe('£1,234.50');
    expect(formatQuantity('10', 3, 'en')).toBe('US$10.00');
    expect(formatQuantity(1234.5, 9, 'it')).toBe('1.234,5');
  });
  it('returns non-numeric values untouched', () => {
    expect(formatQuantity('circa dieci', 1)).toBe('circa dieci');
  });
});

describe('formatNumberIt', () => {
  it('groups with dots and separates decimals with a comma', () => {
    expect(formatNumberIt(1234567.5)).toBe('1.234.567,5');
    expect(formatNumberIt(1234)).toBe('1.234');
    expect(formatNumberIt(999)).toBe('999');
    expect(formatNumberIt(-1234.567)).toBe('-1.234,57');
    expect(formatNumberIt(0)).toBe('0');
    expect(formatNumberIt(1.5, 0)).toBe('2');
  });
  it('gives an empty string for non-numbers', () => {
    expect(formatNumberIt(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  const march5 = Date.UTC(2021, 2, 5) / 1000;
  it('writes DD MMMM YYYY in the locale', () => {
    expect(formatDate(march5, 'it')).toBe('05 marzo 2021');
    expect(formatDate(march5, 'en')).toBe('05 March 2021');
    expect(formatDate(march5, 'fr')).toBe('05 mars 2021');
    expect(formatDate(march5, 'de')).toBe('05 März 2021');
  });
  it('writes DD/MM/YYYY', () => {
    expect(formatDate(march5, 'it', 'numeric')).toBe('05/03/2021');
    expect(formatDate(march5, 'en', 'numeric')).toBe('05/03/2021');
  });
  it('respects the time zone', () => {
    const lateUtc = Date.UTC(2021, 2, 5, 23, 30) / 1000;
    expect(formatDate(lateUtc, 'it', 'numeric')).toBe('05/03/2021');
    expect(formatDate(lateUtc, 'it', 'numeric', 'Europe/Rome')).toBe('06/03/2021');
  });
  it('handles old dates and bad input', () => {
    expect(formatDate(Date.UTC(1848, 0, 12) / 1000, 'it')).toBe('12 gennaio 1848');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(1e20)).toBe('');
  });
});
