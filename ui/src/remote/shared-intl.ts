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
    groupAlways(intl);
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * Counts in messages (`#` in a plural: "2.560 risultati") grouped like the site's other numbers
 * (contracts formatCount): CLDR leaves Italian and Spanish four-digit numbers ungrouped, and the
 * search page said "2560 risultati" beside the home's "2.560" (issue 26).
 */
function groupAlways(intl: IntlShape): void {
  const formatters = intl.formatters as {
    getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  };
  const made = formatters.getNumberFormat;
  formatters.getNumberFormat = (locales, options) => made(locales, { useGrouping: 'always', ...options });
}
