import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive, useHydrated } from '@archive/ui';
import { useState } from 'react';
import { type Consent, loadAnalyticsIfConsented, readConsent, saveConsent } from '../consent/consent';
import { useMsg } from './use-msg';

/** The cookie consent bar, until the visitor decides: accept, necessary only, or decline. */
export function CookieBar() {
  const m = useMsg();
  const locale = useArchive((s) => s.locale);
  const analyticsId = useArchive((s) => s.siteOptions.analyticsID);
  // The consent cookie is read in the browser only: drawn once the page is hydrated (it is a fixed
  // bar, so nothing moves when it appears).
  const hydrated = useHydrated();
  const [decided, setDecided] = useState(
    () => typeof document !== 'undefined' && readConsent() !== undefined,
  );
  if (!hydrated || decided) return null;
  const decide = (consent: Consent) => {
    saveConsent(consent, analyticsId);
    loadAnalyticsIfConsented(analyticsId);
    setDecided(true);
  };
  return (
    <section className="cookie-bar" aria-label={m('shell.cookie.label')} data-cookie-bar>
      <p>
        {m('cookie.message')}{' '}
        <Link href={buildUrl('cookiepolicy', {}, locale)}>{m('shell.cookie.policy')}</Link>
      </p>
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
      </div>
    </section>
  );
}
