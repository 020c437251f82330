import { ANALYTICS_DISABLE_COOKIE } from '@archive/contracts/constants';
import { readCookie, writeCookie } from '@archive/ui';

/**
 * Cookie consent (spec sections 2 and 4): necessary cookies (language, consent) always; analytics
 * only after "accept". Declining sets the analytics-disable cookie until 2099-12-31 (also the
 * `ga-disable-<id>` one Google Analytics honours when an id is configured).
 */
export const CONSENT_COOKIE = 'oa_consent';
export const ANALYTICS_DISABLED_COOKIE = 'oa_analytics_disabled';
export const ANALYTICS_FLAG = 'oa_analytics';
export type Consent = 'necessary' | 'all' | 'declined';

const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
const DISABLE_UNTIL = new Date(ANALYTICS_DISABLE_COOKIE.expires);

export function readConsent(): Consent | undefined {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'necessary' || value === 'all' || value === 'declined' ? value : undefined;
}

export function saveConsent(consent: Consent, analyticsId?: string): void {
  writeCookie(CONSENT_COOKIE, consent, { maxAgeSeconds: CONSENT_MAX_AGE });
  if (consent === 'declined') {
    writeCookie(ANALYTICS_DISABLED_COOKIE, 'true', { expires: DISABLE_UNTIL });
    if (analyticsId)
      writeCookie(`${ANALYTICS_DISABLE_COOKIE.namePrefix}${analyticsId}`, 'true', { expires: DISABLE_UNTIL });
  }
  try {
    if (consent === 'all') localStorage.setItem(ANALYTICS_FLAG, '1');
    else localStorage.removeItem(ANALYTICS_FLAG);
  } catch {
    // storage disabled: the cookie still records the choice
  }
}

/** Loads the analytics script, only with consent "all" and a configured id; once per page. */
let analyticsLoaded = false;
export function loadAnalyticsIfConsented(analyticsId: string | undefined): boolean {
  if (analyticsLoaded || !analyticsId || readConsent() !== 'all') return false;
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
