import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * One react-intl object per (catalogue, locale), with one formatter cache for all of them.
 * `IntlProvider` makes a new cache per mounted provider: on the server that is every page, and each
 * page then rebuilt every message format and asked Intl which locales it supports again (profiled:
 * the largest single cost of a server render). Formatters are pure, so sharing them is safe.
 * The formatted texts are remembered too (`rememberMessages`), per intl object, hence per locale.
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
    rememberMessages(intl);
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

/** Texts remembered per intl object: a page formats a few hundred; titles as values add more. */
const MAX_REMEMBERED = 4096;

type FormatMessage = IntlShape['formatMessage'];
type Descriptor = MessageDescriptor;

/**
 * The key of a message call whose result can be remembered: an id, a text default and only plain
 * values (strings, numbers, booleans); undefined for anything else (elements, dates, functions,
 * options other than `ignoreTag`), which is formatted every time as before.
 */
export function messageKey(descriptor: Descriptor, values: unknown, options: unknown): string | undefined {
  const { id, defaultMessage } = descriptor;
  if (typeof id !== 'string' || (defaultMessage !== undefined && typeof defaultMessage !== 'string'))
    return undefined;
  let key = `${id}\u0000${defaultMessage ?? ''}`;
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null) return undefined;
    for (const name in options) {
      if (name !== 'ignoreTag') return undefined;
      key += `\u0000!${String((options as { ignoreTag?: unknown }).ignoreTag)}`;
    }
  }
  if (values === undefined || values === null) return key;
  if (typeof values !== 'object') return undefined;
  for (const name in values) {
    const value = (values as Record<string, unknown>)[name];
    // The type is in the key: 1 and '1' may format differently (a plural, a number format); a
    // text's length too, so no text (a record's title) can pass for another value's part.
    if (typeof value === 'string') key += `\u0000${name}\u0001s${value.length}:${value}`;
    else if (typeof value === 'number') key += `\u0000${name}\u0001n${Object.is(value, -0) ? '-0' : value}`;
    else if (typeof value === 'boolean' || value === undefined || value === null)
      key += `\u0000${name}\u0001${String(value)}`;
    else return undefined;
  }
  return key;
}

/**
 * Remembers the texts `formatMessage` made. react-intl finds the compiled message for each call by
 * serialising its arguments (the message, locale, every format and the formatters) into a key, and
 * merges the formats again, per call: a server-drawn record page formats a few hundred messages,
 * and that was ~5% of its render (issue 22). The intl object is one locale's catalogue, so a text
 * depends only on the call (id, default, plain values): remembered per intl object, never across
 * locales or catalogues. Calls with elements, dates or functions as values go through unchanged.
 */
function rememberMessages(intl: IntlShape): void {
  const format = intl.formatMessage;
  const texts = new Map<string, string>();
  const remembering = ((descriptor: Descriptor, values?: unknown, options?: unknown) => {
    const key = messageKey(descriptor, values, options);
    if (key === undefined) return (format as (...args: unknown[]) => unknown)(descriptor, values, options);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = (format as (...args: unknown[]) => unknown)(descriptor, values, options);
    if (typeof text === 'string') {
      // Bounded: values such as titles are unbounded; starting over keeps the common ones coming back.
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(key, text);
    }
    return text;
  }) as FormatMessage;
  intl.formatMessage = remembering;
  (intl as { $t?: FormatMessage }).$t = remembering;
}
