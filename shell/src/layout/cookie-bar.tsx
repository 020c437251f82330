import { CONSENT_FORM_PATH } from '@archive/contracts/consent-form';
import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive, useCookieHeader, useCurrentUrl } from '@archive/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  CONSENT_OPEN_EVENT,
  type Consent,
  type ConsentState,
  readConsent,
  removeConsent,
  saveConsent,
} from '../consent/consent';
import { useFrameMark } from './frame-marks';
import { useMsg } from './use-msg';

/**
 * A choice of the bar: a submit button of its form (the gateway takes the post when this code has
 * not started yet); with the code running the bar takes the press itself and nothing is posted.
 */
function ChoiceButton({
  consent,
  primary,
  onChoose,
  children,
}: {
  consent: Consent;
  primary?: boolean;
  onChoose: (consent: Consent) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="consent"
      value={consent}
      className={primary ? 'btn btn-primary' : 'btn'}
      onClick={(e) => {
        e.preventDefault();
        onChoose(consent);
      }}
      data-consent={consent}
    >
      {children}
    </button>
  );
}

/**
 * The cookie consent bar: shown until the visitor decides (accept or decline, spec section 4: the
 * site has only necessary cookies besides analytics, so "necessary only" and "decline" were the same
 * choice under two names; a "necessary" cookie from before still reads as a choice made), again
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
  // The page the form's answer goes back to (a value of the frame that follows the URL: a mark in a
  // frame drawn once, frame-template.tsx).
  const back = useFrameMark()('back', useCurrentUrl());
  const [state, setState] = useState<ConsentState | undefined>(() => readConsent(cookieHeader, expire));
  const [reopened, setReopened] = useState(false);
  const bar = useRef<HTMLElement>(null);
  // Where focus was when the footer reopened the bar: it goes back there once the visitor chose.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
  const shown = !decided || reopened;
  // The bar is fixed at the bottom of the window: the page gets as much room below its end, so the
  // bar never covers the footer's last line.
  useEffect(() => {
    const el = bar.current;
    const root = document.documentElement;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-bar-height', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  // The bar goes away with the button just pressed: focus would drop to the page's body. It returns
  // to the link that reopened the bar, else to the page's main content (the bar comes first in the
  // Tab order, so the next stop is where the visitor was heading).
  const refocus = () => {
    const back = opener.current?.isConnected ? opener.current : document.getElementById('main-content');
    opener.current = null;
    requestAnimationFrame(() => back?.focus({ preventScroll: true }));
  };
  const decide = (consent: Consent) => {
    // Analytics, when accepted, start with the next page loaded: this page's CSP was sent before
    // the choice and does not allow Google's tag host (consent.ts, loadAnalyticsIfConsented).
    saveConsent(consent, analyticsId);
    setState(consent);
    setReopened(false);
    refocus();
  };
  const withdraw = () => {
    removeConsent(analyticsId);
    setState('removed');
    setReopened(false);
  };
  const close = () => {
    setReopened(false);
    refocus();
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
      {/* A form the gateway takes too (routes/consent-form.ts): a press before this code has started
          (it starts after the first paint) or without JavaScript still records the choice. */}
      <form className="cookie-actions" method="post" action={CONSENT_FORM_PATH}>
        <input type="hidden" name="back" value={back} />
        <ChoiceButton consent="declined" onChoose={decide}>
          {m('cookie.decline')}
        </ChoiceButton>
        <ChoiceButton consent="all" primary onChoose={decide}>
          {m('cookie.accept')}
        </ChoiceButton>
        {decided && (
          <button type="button" className="btn" onClick={withdraw} data-consent="removed">
            {m('shell.cookie.withdraw')}
          </button>
        )}
        {reopened && decided && (
          <button type="button" className="btn btn-link" onClick={close} data-consent-close>
            {m('shell.modal.close')}
          </button>
        )}
      </form>
    </section>
  );
}
