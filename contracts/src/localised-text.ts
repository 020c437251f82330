import { DEFAULT_LOCALE, type Locale } from './locales';

/** Text for all locales (a string) or per locale; `localisedTextSchema` (localised-text-schema.ts) checks it. */
export type LocalisedText = string | Partial<Record<Locale, string>>;

/** The text for a locale: that locale, else Italian, else any non-empty one, else ''. */
export const pickText = (text: LocalisedText | null | undefined, locale: Locale = DEFAULT_LOCALE): string => {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[locale] || text[DEFAULT_LOCALE] || Object.values(text).find((v) => Boolean(v)) || '';
};
