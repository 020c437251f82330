import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import { buildUrl, matchUrl, type RouteMatch, TABLE_SLUGS, tableFromSlug } from './routes';

/**
 * Alternative readings of the spec's URL forms (spec section 2, issue 18). The spec names Italian
 * segments (/istituti, /cerca, /sfogliatore/{id}, /oggetti/...) and a few English ones (/search,
 * /explore, /stories); read literally, `/en/istituti`, `/fr/cerca` or `/fr/sfogliatore/12` are URLs
 * of the product too. Our translated segments stay canonical and every such reading is answered with
 * a permanent redirect to it (the gateway with a 301, the shell with a history replace).
 *
 * Only the segments the spec itself gives (Italian and English) are readings: taking German or
 * Croatian ones too would shadow English content pages whose slug happens to be one of their words
 * (the Croatian paths segment is "price"). A page document named like an Italian or English route
 * segment is shadowed in the other locales; its own locale keeps it.
 */
const READING_LOCALES: readonly Locale[] = ['it', 'en'];

/** Routes a reading must never land on: the catch-alls would take any one-segment URL. */
const isCatchAll = (m: RouteMatch) => m.route === 'notFound' || m.route === 'page';

const splitPath = (url: string): { path: string; tail: string } => {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, tail: '' } : { path: url.slice(0, cut), tail: url.slice(cut) };
};

/**
 * The canonical URL of an alternative reading, or undefined when the URL is canonical already, names
 * nothing, or carries a locale prefix the site does not enable. The query string and hash survive.
 */
export function canonicalReading(
  url: string,
  enabledLocales: readonly Locale[] = LOCALES,
): string | undefined {
  const { path, tail } = splitPath(url);
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  let locale: Locale = DEFAULT_LOCALE;
  let rest = segments;
  if (isLocale(first)) {
    if (first === DEFAULT_LOCALE || !enabledLocales.includes(first)) return undefined;
    locale = first;
    rest = segments.slice(1);
  }
  const own = matchUrl(path, enabledLocales);
  if (own.route === 'browse') return browseSlugReading(own, path, locale, tail);
  if (!isCatchAll(own)) return undefined;
  for (const reading of READING_LOCALES) {
    if (reading === locale) continue;
    const prefix = reading === DEFAULT_LOCALE ? '' : `/${reading}`;
    const other = matchUrl(`${prefix}/${rest.join('/')}`, LOCALES);
    if (isCatchAll(other)) continue;
    try {
      const canonical = buildUrl(
        other.route as Exclude<typeof other.route, 'notFound'>,
        other.params,
        locale,
      );
      if (canonical !== path) return canonical + tail;
    } catch {
      // a parameter our locale cannot carry: no reading
    }
  }
  return undefined;
}

/** `/en/browse/oggetti`: a table named by its Italian (or English) slug browses that table. */
function browseSlugReading(match: RouteMatch, path: string, locale: Locale, tail: string) {
  const slug = match.params.slug;
  if (!slug || tableFromSlug(slug, locale)) return undefined;
  for (const reading of READING_LOCALES) {
    const table = tableFromSlug(slug, reading);
    if (!table) continue;
    const canonical = buildUrl('browse', { slug: TABLE_SLUGS[locale][table] }, locale);
    return canonical !== path ? canonical + tail : undefined;
  }
  return undefined;
}
