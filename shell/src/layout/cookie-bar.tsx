import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive, useCookieHeader } from '@archive/ui';
import { useEffect, useRef, useState } from 'react';
import {
  CONSENT_OPEN_EVENT,
  type Consent,
  type ConsentState,
  readConsent,
  removeConsent,
  saveConsent,
} from '../consent/consent';
import { useMsg } from './use-msg';

/**
 * The cookie consent bar: shown until the visitor decides (accept, necessary only, decline), again
 * after the choice was withdrawn, and whenever the footer's "cookie preferences" link asks for it
 * (then with the current choice and a way to withdraw it, spec section 4: removed), and again for a
 * choice made before the site options' expire day once it has come (contracts consent-expiry.ts).
 */
export function CookieBar() {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  const analyticsId = useArchive((s) => s.siteOptions.analyticsID);
  // A choice made before the site options' expire day, once it has come, is asked again.
  const expire = useArchive((s) => s.siteOptions.expire);
  // The consent cookie, from the request on the server and from the page in the browser: the same
  // cookie, so the bar is in the server's HTML when it is due (it was the largest thing painted on a
  // phone, and drawing it only after hydration made it the page's late LCP).
  const cookieHeader = useCookieHeader();
  const [state, setState] = useState<ConsentState | undefined>(() => readConsent(cookieHeader, expire));
  const [reopened, setReopened] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const open = () => {
      setState(readConsent(undefined, expire));
      setReopened(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, [expire]);
  // Opened from the footer: the focus moves into the bar, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (reopened) bar.current?.focus();
  }, [reopened]);
  const decided = state !== undefined && state !== 'removed';
  if (decided && !reopened) return null;
  const decide = (consent: Consent) => {
    // Analytics, when accepted, start with the next page loaded: this page's CSP was sent before
    // the choice and does not allow Google's tag host (consent.ts, loadAnalyticsIfConsented).
    saveConsent(consent, analyticsId);
    setState(consent);
    setReopened(false);
  };
  const withdraw = () => {
    removeConsent(analyticsId);
    setState('removed');
    setReopened(false);
  };
  return (
    <section
      className="cookie-bar"
      aria-label={m('shell.cookie.label')}
      data-cookie-bar
      data-consent-state={state ?? 'none'}
      tabIndex={-1}
      ref={bar}
    >
      <p>
        {m('cookie.message')}{' '}
        <Link href={buildUrl('cookiepolicy', {}, locale)}>{m('shell.cookie.policy')}</Link>
      </p>
      {decided && (
        <p className="cookie-current" data-consent-current={state}>
          {m('shell.cookie.current', { choice: m(`shell.cookie.choice.${state}`) })}
        </p>
      )}
      <div className="cookie-actions">
        <button type="button" className="btn" onClick={() => decide('declined')} data-consent="declined">
          {m('cookie.decline')}
        </button>
        <button type="button" className="btn" onClick={() => decide('necessary')} data-consent="necessary">
          {m('shell.cookie.necessary')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => decide('all')} data-consent="all">
          {m('cookie.accept')}
        </button>
        {decided && (
          <button type="button" className="btn" onClick={withdraw} data-consent="removed">
            {m('shell.cookie.withdraw')}
          </button>
        )}
        {reopened && decided && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => setReopened(false)}
            data-consent-close
          >
            {m('shell.modal.close')}
          </button>
        )}
      </div>
    </section>
  );
}
