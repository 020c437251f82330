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

export type LoadedCatalogue = { locale: Locale; messages: Catalogue };

/** Catalogues loaded so far: the server render and the hydration load the page's one first. */
const loaded = new Map<Locale, LoadedCatalogue>([
  [DEFAULT_LOCALE, { locale: DEFAULT_LOCALE, messages: italianCatalogue }],
]);

/** The catalogue of `locale` if it is already loaded (the frame's first render uses it). */
export const loadedCatalogue = (locale: Locale): LoadedCatalogue | undefined => loaded.get(locale);

export async function loadCatalogue(locale: Locale): Promise<LoadedCatalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  try {
    const [own] = await Promise.all([loaders[locale as Exclude<Locale, 'it'>](), loadLocaleMessages(locale)]);
    const catalogue = { locale, messages: { ...italianCatalogue, ...messagesFor(locale), ...own.default } };
    loaded.set(locale, catalogue);
    return catalogue;
  } catch (err) {
    console.error(`messages for "${locale}" failed to load; using Italian`, err);
    return { locale: DEFAULT_LOCALE, messages: italianCatalogue };
  }
}
