import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/**
 * One react-intl object per (catalogue, locale), with one formatter cache for all of them.
 * `IntlProvider` makes a new cache per mounted provider: on the server that is every page, and each
 * page then rebuilt every message format and asked Intl which locales it supports again (profiled:
 * the largest single cost of a server render). Formatters are pure, so sharing them is safe.
 */
const cache = createIntlCache();
const made = new WeakMap<Record<string, string>, Map<string, IntlShape>>();

export function sharedIntl(locale: string, messages: Record<string, string>): IntlShape {
  let byLocale = made.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    made.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}
