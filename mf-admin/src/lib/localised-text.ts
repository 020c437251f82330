import type { Locale } from '@archive/contracts/locales';
import type { LocalisedText } from '@archive/contracts/localised-text';

/** One language's text of a LocalisedText (one string for all, or one per language). */
export const textOf = (v: LocalisedText | undefined, l: Locale): string =>
  typeof v === 'string' ? v : (v?.[l] ?? '');

/**
 * The LocalisedText with one language's text replaced. A single string shared by every language
 * becomes one text per language first, so editing Italian does not rewrite the English page.
 */
export const withText = (v: LocalisedText | undefined, l: Locale, text: string, locales: Locale[]) => ({
  ...(typeof v === 'string' ? Object.fromEntries(locales.map((x) => [x, v])) : (v ?? {})),
  [l]: text,
});
