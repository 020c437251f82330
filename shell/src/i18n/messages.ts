import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { loadLocaleMessages, messagesFor } from '@archive/contracts/messages';
import italian from '../lang/it.json';

/**
 * The shell's catalogue: the contracts messages (errors, cookie bar, confirmations) plus the
 * shell's own labels. Italian is bundled; the other locales are separate chunks loaded on demand.
 * A failed load is logged and Italian is used (spec section 8).
 */
export type Catalogue = Record<string, string>;

export const italianCatalogue: Catalogue = { ...messagesFor(DEFAULT_LOCALE), ...italian };

const loaders: Record<Exclude<Locale, 'it'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../lang/en.json'),
  fr: () => import('../lang/fr.json'),
  de: () => import('../lang/de.json'),
  es: () => import('../lang/es.json'),
  hr: () => import('../lang/hr.json'),
};

export async function loadCatalogue(locale: Locale): Promise<{ locale: Locale; messages: Catalogue }> {
  if (locale === DEFAULT_LOCALE) return { locale, messages: italianCatalogue };
  try {
    const [own] = await Promise.all([loaders[locale](), loadLocaleMessages(locale)]);
    return { locale, messages: { ...italianCatalogue, ...messagesFor(locale), ...own.default } };
  } catch (err) {
    console.error(`messages for "${locale}" failed to load; using Italian`, err);
    return { locale: DEFAULT_LOCALE, messages: italianCatalogue };
  }
}
