import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Display formatters of spec section 9: byte sizes, quantities with a currency code, Italian-style
 * numbers and dates from epoch seconds. Pure and locale-explicit so server and browser agree.
 */

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** 1536 -> '1.5 KB' (base 1024, B to YB); negative or non-finite sizes show as '0 B'. */
export const formatBytes = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const digits = Math.max(0, Math.min(20, Math.trunc(decimals)));
  return `${Number.parseFloat(value.toFixed(exponent === 0 ? 0 : digits))} ${BYTE_UNITS[exponent]}`;
};

/** Currency codes used by catalogue quantity values: 1 euro, 2 pound, 3 dollar. */
export const CURRENCY_CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;
export type CurrencyCode = keyof typeof CURRENCY_CODES;

export const currencyFromCode = (code: unknown): (typeof CURRENCY_CODES)[CurrencyCode] | undefined => {
  const n = typeof code === 'string' ? Number(code) : code;
  return n === 1 || n === 2 || n === 3 ? CURRENCY_CODES[n] : undefined;
};

/**
 * Intl formatters made once per locale and options: making one costs far more than using it (a
 * home page formatting a few hundred counters spent ~25 ms of a phone's main thread making them).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const remember = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, made: T): T => {
  // Keys come from a handful of locales and options; the bound only guards a server that lives long.
  if (formatters.size >= 256) formatters.clear();
  formatters.set(key, made);
  return made;
};
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  return (
    (formatters.get(key) as Intl.NumberFormat | undefined) ??
    remember(key, new Intl.NumberFormat(locale, options))
  );
}
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  return (
    (formatters.get(key) as Intl.DateTimeFormat | undefined) ??
    remember(key, new Intl.DateTimeFormat(locale, options))
  );
}

const INTL_LOCALE: Record<Locale, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  hr: 'hr-HR',
};

/**
 * A quantity with its currency in the visitor's locale ('1.234,50 €' in Italian); an unknown code
 * gives the bare number. Non-numeric values come back as they are.
 */
export const formatQuantity = (
  value: number | string,
  currencyCode: unknown,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const amount = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(amount)) return String(value);
  const currency = currencyFromCode(currencyCode);
  return numberFormat(INTL_LOCALE[locale] ?? INTL_LOCALE[DEFAULT_LOCALE], {
    ...(currency ? { style: 'currency', currency } : { maximumFractionDigits: 2 }),
    useGrouping: 'always',
  }).format(amount);
};

/**
 * A count in the page's language, grouped from four digits on in every language ('2.557' in
 * Italian, '2,557' in English, '2 557' in French): one format for the same number on the home,
 * explore and search pages (issue 26), where it-IT and es-ES in Intl alone leave 2557 ungrouped.
 */
export const formatCount = (value: number, locale: Locale = DEFAULT_LOCALE, maxFractionDigits = 2): string =>
  Number.isFinite(value)
    ? numberFormat(INTL_LOCALE[locale] ?? INTL_LOCALE[DEFAULT_LOCALE], {
        maximumFractionDigits: Math.max(0, Math.min(20, Math.trunc(maxFractionDigits))),
        useGrouping: 'always',
      }).format(value)
    : '';

/**
 * Italian-style number: dots group thousands, a comma separates decimals (1.234.567,5). Done by
 * hand because it-IT in Intl leaves four-digit numbers ungrouped (1234), which the counters do not.
 */
export const formatNumberIt = (value: number, maxFractionDigits = 2): string => {
  if (!Number.isFinite(value)) return '';
  const english = numberFormat('en-US', {
    maximumFractionDigits: Math.max(0, Math.min(20, Math.trunc(maxFractionDigits))),
    useGrouping: true,
  }).format(value);
  return english.replace(/[.,]/g, (c) => (c === ',' ? '.' : ','));
};

export type DateStyle = 'long' | 'numeric';

/**
 * Epoch seconds to 'DD MMMM YYYY' (long: '05 marzo 2021', '05 March 2021') or 'DD/MM/YYYY'
 * (numeric). UTC by default, because catalogue dates are stored as UTC midnights; pass the site's
 * time zone for event times. Invalid input gives ''.
 */
export const formatDate = (
  epochSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
  style: DateStyle = 'long',
  timeZone = 'UTC',
): string => {
  if (!Number.isFinite(epochSeconds)) return '';
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(INTL_LOCALE[locale] ?? INTL_LOCALE[DEFAULT_LOCALE], {
    timeZone,
    day: '2-digit',
    month: style === 'long' ? 'long' : '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const year = part('year').padStart(4, '0');
  return style === 'long'
    ? `${part('day')} ${part('month')} ${year}`
    : `${part('day')}/${part('month')}/${year}`;
};
