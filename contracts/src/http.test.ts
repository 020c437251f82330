import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withLocale } from './http';
import { isLocale } from './locales';

describe('withLocale', () => {
  it('defaults a missing locale to Italian', () => {
    expect(withLocale({ q: z.string() }).parse({ q: 'x' })).toEqual({ q: 'x', locale: 'it' });
  });
  it('refuses an unknown locale', () => {
    expect(withLocale({}).safeParse({ locale: 'xx' }).success).toBe(false);
  });
});

describe('isLocale', () => {
  it('knows the six locales and nothing else', () => {
    expect(['it', 'en', 'fr', 'de', 'es', 'hr'].every(isLocale)).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
