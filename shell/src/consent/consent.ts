import { CONSENT_DATE_COOKIE, consentStands, dayOf } from '@archive/contracts/consent-expiry';
import {
  ANALYTICS_CONSENT,
  ANALYTICS_DISABLE_COOKIE,
  ANALYTICS_DISABLED_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
} from '@archive/contracts/constants';
import { readCookie, writeCookie } from '@archive/ui';

/**
 * Cookie consent (spec sections 2 and 4): necessary cookies (language, consent) always; analytics
 * only after "accept". Declining sets the analytics-disable cookie until 2099-12-31 (also the
 * `ga-disable-<id>` one Google Analytics honours when an id is configured). "Removed" is a choice
 * withdrawn (the footer's cookie preferences): the consent cookie, the analytics cookies and the
 * local analytics flag go, and the bar asks again. A choice made before the site options' `expire`
 * day, once that day has come, counts as none: the bar asks again (contracts consent-expiry.ts).
 */
export { ANALYTICS_DISABLED_COOKIE, CONSENT_COOKIE };
export const ANALYTICS_FLAG = 'oa_analytics';
export type Consent = 'necessary' | 'all' | 'declined';
/** What the visitor's consent is now: a choice, or none (never asked, or removed). */
export type ConsentState = Consent | 'removed';

const DISABLE_UNTIL = new Date(ANALYTICS_DISABLE_COOKIE.expires);

/**
 * The visitor's choice, from the page's cookies (or a request's Cookie header, on the server);
 * undefined when none was made, or when it was made before the site's `expire` day and that day
 * has come (the bar then asks again).
 */
export function readConsent(
  cookieHeader?: string,
  expire?: string,
  today: Date = new Date(),
): ConsentState | undefined {
  const value = readCookie(CONSENT_COOKIE, cookieHeader);
  if (value === 'removed') return value;
  if (value !== 'necessary' && value !== 'all' && value !== 'declined') return undefined;
  return consentStands(readCookie(CONSENT_DATE_COOKIE, cookieHeader), expire, today) ? value : undefined;
}

export function saveConsent(consent: Consent, analyticsId?: string): void {
  writeCookie(CONSENT_COOKIE, consent, { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
  // When the choice was made, so a later `expire` day in the site options can ask again.
  writeCookie(CONSENT_DATE_COOKIE, dayOf(new Date()), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
  const disableCookies = [
    ANALYTICS_DISABLED_COOKIE,
    ...(analyticsId ? [`${ANALYTICS_DISABLE_COOKIE.namePrefix}${analyticsId}`] : []),
  ];
  if (consent === 'declined')
    for (const name of disableCookies) writeCookie(name, 'true', { expires: DISABLE_UNTIL });
  // A later choice replaces an earlier "decline" whole: no analytics-disable cookie may stay beside
  // `oa_consent=all` (issue 26), and Google Analytics' page flag is lifted with it.
  else {
    for (const name of disableCookies) expireEverywhere(name);
    if (analyticsId && consent === 'all')
      delete (window as unknown as Record<string, unknown>)[`ga-disable-${analyticsId}`];
  }
  try {
    if (consent === 'all') localStorage.setItem(ANALYTICS_FLAG, '1');
    else localStorage.removeItem(ANALYTICS_FLAG);
  } catch {
    // storage disabled: the cookie still records the choice
  }
}

/** Analytics cookies Google Analytics writes (_ga, _ga_<container>, _gid, _gat...). */
const ANALYTICS_COOKIE = /^_g(a|id|at)(_|$)/;

/** Deletes a cookie on this host and on each parent domain (analytics cookies sit on the site's domain). */
function expireEverywhere(name: string): void {
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const domain of domains) {
    // biome-ignore lint/suspicious/noDocumentCookie: removing cookies we do not own needs the raw setter
    document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

/**
 * Withdraws consent ("removed", spec section 4): removes the consent cookie, every analytics cookie,
 * the local analytics flag and the analytics-disable cookies, and tells an analytics script already
 * running on this page to stop. The cookie bar then asks again.
 */
export function removeConsent(analyticsId?: string): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of [
    ...names,
    CONSENT_COOKIE,
    ANALYTICS_DISABLED_COOKIE,
    ...(analyticsId ? [`${ANALYTICS_DISABLE_COOKIE.namePrefix}${analyticsId}`] : []),
  ])
    expireEverywhere(name);
  try {
    localStorage.removeItem(ANALYTICS_FLAG);
  } catch {
    // storage disabled: nothing was kept there
  }
  // Kept as "removed" (a necessary cookie): the bar shows again, and knows the choice was withdrawn.
  writeCookie(CONSENT_COOKIE, 'removed', { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
  // Google Analytics reads window['ga-disable-<id>'] before each hit.
  if (analyticsId) (window as unknown as Record<string, unknown>)[`ga-disable-${analyticsId}`] = true;
}

/** Asks the cookie bar to open again (the footer's "cookie preferences" link). */
export const CONSENT_OPEN_EVENT = 'oa:consent-open';
export const openConsentPreferences = (): void => {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
};

/**
 * Loads the analytics script, only with consent "all" and a configured id; once per page, when the
 * page starts. The page's CSP (gateway plugins/security-headers.ts) allows Google's tag host only
 * when the request that loaded the page carried that consent, so a visitor who accepts on the cookie
 * bar has analytics from the next page they load: injected now, the script would be refused.
 */
let analyticsLoaded = false;
export function loadAnalyticsIfConsented(analyticsId: string | undefined, expire?: string): boolean {
  if (analyticsLoaded || !analyticsId || readConsent(undefined, expire) !== ANALYTICS_CONSENT) return false;
  if (!/^[A-Z0-9-]{4,30}$/i.test(analyticsId)) return false;
  analyticsLoaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  document.head.append(script);
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = (...args: unknown[]) => w.dataLayer.push(args);
  w.gtag('js', new Date());
  w.gtag('config', analyticsId, { anonymize_ip: true });
  return true;
}
