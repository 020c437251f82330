import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales';
import { buildUrl, type PathRouteName, type QueryValues, type RouteMatch, type RouteName } from '../routes';

/**
 * Canonical and alternate links of a page (head tags and sitemaps). Built only from the route
 * table and the configured public URL: never from a request's Host header, which a client chooses.
 */

export interface AlternateLink {
  /** A locale code, or `x-default` (the Italian page, which has no prefix). */
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * Query values that name what a page shows, kept in its canonical URL. Everything else (search
 * terms, tracking parameters, sort orders) is dropped, so search permutations fold into one page.
 */
const CANONICAL_QUERY: Partial<Record<RouteName, readonly string[]>> = { viewer: ['tabella'] };

/** `publicUrl` joined with a root-relative path; absolute URLs are kept as they are. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  if (pathOrUrl.startsWith('//')) return `${base.slice(0, base.indexOf('//'))}${pathOrUrl}`;
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function canonicalQuery(match: RouteMatch): QueryValues | undefined {
  const keep = CANONICAL_QUERY[match.route];
  if (!keep) return undefined;
  const query = Object.fromEntries(keep.flatMap((k) => (match.query[k] ? [[k, match.query[k]]] : [])));
  return Object.keys(query).length ? query : undefined;
}

function pathIn(match: RouteMatch, locale: Locale): string | undefined {
  if (match.route === 'notFound') return undefined;
  try {
    return buildUrl(match.route as PathRouteName, match.params, locale, canonicalQuery(match));
  } catch {
    // A parameter the route table refuses in that locale: no link rather than a wrong one.
    return undefined;
  }
}

/**
 * Absolute canonical URL of a matched page, or undefined for the not-found page. For a record the
 * match should carry the canonical title slug (page resolution sets it before rendering).
 */
export function canonicalUrl(match: RouteMatch, publicUrl: string): string | undefined {
  const path = pathIn(match, match.locale);
  return path === undefined ? undefined : absoluteUrl(path, publicUrl);
}

/**
 * hreflang alternates: the same page in each given locale (canonical order), then `x-default`
 * pointing at the Italian page. Pass the site's enabled locales (Italian is always among them), or
 * only the locales a document or record exists in. Records name their title per locale through
 * `titleSlugs` when the caller knows them; otherwise the match's own slug is used in every locale.
 */
export function alternateLinks(
  match: RouteMatch,
  enabledLocales: readonly Locale[],
  publicUrl: string,
  titleSlugs?: Partial<Record<Locale, string>>,
): AlternateLink[] {
  if (match.route === 'notFound') return [];
  const locales = LOCALES.filter((l) => enabledLocales.includes(l));
  const hrefOf = (locale: Locale) => {
    const slug = titleSlugs?.[locale];
    const m = slug === undefined ? match : { ...match, params: { ...match.params, titleSlug: slug } };
    const path = pathIn(m, locale);
    return path === undefined ? undefined : absoluteUrl(path, publicUrl);
  };
  const links = locales.flatMap((hreflang) => {
    const href = hrefOf(hreflang);
    return href ? [{ hreflang, href }] : [];
  });
  const fallback = links.find((l) => l.hreflang === DEFAULT_LOCALE);
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}
