import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, localeSchema } from './locales';

/**
 * Text set by editors either once for all languages (a string) or per locale ({ it, en, ... }).
 * Older site options store plain strings; newer ones per-locale maps; both are accepted.
 */
export const localisedTextSchema = z
  .union([z.string(), z.partialRecord(localeSchema, z.string())])
  .describe('Text for all locales, or a map of locale to text');
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** The text for a locale: that locale, else Italian, else any non-empty one, else ''. */
export const pickText = (text: LocalisedText | null | undefined, locale: Locale = DEFAULT_LOCALE): string => {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[locale] || text[DEFAULT_LOCALE] || Object.values(text).find((v) => Boolean(v)) || '';
};
