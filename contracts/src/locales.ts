/** Every locale the product can serve. Italian is the default and has no route prefix. */
export const LOCALES = ['it', 'en', 'fr', 'de', 'es', 'hr'] as const;
export const DEFAULT_LOCALE = 'it' as const;
/** Enabled when site options say nothing (spec section 1, first reading). */
export const BASE_LOCALES = ['it', 'en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
