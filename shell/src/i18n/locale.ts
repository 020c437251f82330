import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@archive/contracts/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@archive/contracts/locales';
import { detectLocale, localePrefix, localiseUrl } from '@archive/contracts/routes';
import { archiveStore, readCookie, writeCookie } from '@archive/ui';

/** The language cookie: necessary, 365 days, SameSite=Lax (spec section 9). */
export const LOCALE_COOKIE_NAME = LOCALE_COOKIE.name;

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE_NAME, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' });
}

/**
 * Locale of the page. A prefixed URL (/en/...) decides; an unprefixed URL is Italian, except the
 * root, which may redirect to the visitor's language (see rootRedirectTarget).
 */
export function localeOfPath(pathname: string, enabled: readonly Locale[]): Locale {
  return detectLocale({ pathname, enabled }).locale;
}

/**
 * The gateway's LOCALE_DOMAINS map ('archivio.example.fr=fr,...'), handed over in the HTML as
 * `<meta name="oa-locale-domains">`; empty when the site maps no domain.
 */
export function localeDomainsOfPage(doc: Document = document): Record<string, Locale> {
  const content = doc.querySelector('meta[name="oa-locale-domains"]')?.getAttribute('content') ?? '';
  const map: Record<string, Locale> = {};
  for (const entry of content.split(',')) {
    const [host, locale] = entry.split('=').map((p) => p.trim().toLowerCase());
    if (host && isLocale(locale)) map[host] = locale;
  }
  return map;
}

/**
 * Where the site root sends this visitor, with the gateway's rules (gateway/src/site/locale-domains):
 * the language cookie first, then the domain's locale, then (only with the site's rootRedirect
 * option) the browser languages. The gateway normally redirects before the shell loads; this covers
 * a cached or proxied root page and single-spa navigations to `/` reloaded later.
 */
export function rootRedirectTarget(
  enabled: readonly Locale[],
  options: { browser: boolean; domains?: Record<string, Locale>; host?: string },
): string | undefined {
  if (window.location.pathname !== '/') return undefined;
  const domains = options.domains ?? localeDomainsOfPage();
  const host = (options.host ?? window.location.hostname).toLowerCase();
  const mapped = Boolean(domains[host]);
  let decided = detectLocale({
    cookie: readCookie(LOCALE_COOKIE_NAME),
    host,
    domainMap: mapped ? domains : undefined,
    enabled,
  });
  if (decided.source === 'default' && options.browser)
    decided = detectLocale({
      acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
      enabled,
    });
  if (decided.source === 'cookie' && !options.browser && !mapped) return undefined;
  if (decided.locale === DEFAULT_LOCALE) return undefined;
  return `${localePrefix(decided.locale)}${window.location.search}`;
}

/** The same page in another language (the switcher); remembers the choice. */
export function switchLocaleUrl(to: Locale): string {
  rememberLocale(to);
  const { enabledLocales } = archiveStore.getState();
  return localiseUrl(window.location.pathname + window.location.search, to, enabledLocales);
}
