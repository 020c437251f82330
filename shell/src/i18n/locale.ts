import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@archive/contracts/constants';
import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { detectLocale, localePrefix, localiseUrl } from '@archive/contracts/routes';
import { archiveStore, readCookie, writeCookie } from '@archive/ui';

/** The language cookie: necessary, 365 days, SameSite=Lax (spec section 9). */
export const LOCALE_COOKIE_NAME = LOCALE_COOKIE.name;

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE_NAME, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' });
}

/**
 * Locale of the page. A prefixed URL (/en/...) decides; an unprefixed URL is Italian, except the
 * root, which may redirect to the visitor's language (cookie, then browser) when the site enables
 * it; domain mapping is the gateway's business.
 */
export function localeOfPath(pathname: string, enabled: readonly Locale[]): Locale {
  return detectLocale({ pathname, enabled }).locale;
}

export function rootRedirectTarget(enabled: readonly Locale[]): string | undefined {
  if (window.location.pathname !== '/') return undefined;
  const { locale, source } = detectLocale({
    cookie: readCookie(LOCALE_COOKIE_NAME),
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
    enabled,
  });
  if (locale === DEFAULT_LOCALE || source === 'default') return undefined;
  return `${localePrefix(locale)}${window.location.search}`;
}

/** The same page in another language (the switcher); remembers the choice. */
export function switchLocaleUrl(to: Locale): string {
  rememberLocale(to);
  const { enabledLocales } = archiveStore.getState();
  return localiseUrl(window.location.pathname + window.location.search, to, enabledLocales);
}
