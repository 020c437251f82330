import { archiveStore } from '@archive/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';

// Issue 26, problem 4 and the cookie bar's part of 3: one coherent choice after a change of mind,
// two choices that differ, and focus that lands somewhere after choosing.
const bar = () => screen.queryByRole('region', { name: 'Consenso ai cookie' });
const frame = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <main id="main-content" tabIndex={-1}>
        <h1>Pagina</h1>
      </main>
      <Footer />
      <CookieBar />
    </IntlProvider>,
  );
// A cookie removed by `max-age=0` stays listed with an empty value in this DOM until its clock moves
// past the millisecond it was removed in (a browser drops it at once): such a cookie counts as gone.
// That the removals are written with max-age=0 is consent.test.ts's to check.
const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .map((c) => c.split('='))
      .filter(([, value]) => value),
  );
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeEach(() => {
  for (const name of ['oa_consent', 'oa_consent_at', 'oa_analytics_disabled', 'ga-disable-G-TEST123']) {
    // biome-ignore lint/suspicious/noDocumentCookie: a first visit, nothing chosen yet
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  archiveStore.setState({ locale: 'it', user: null, siteOptions: { analyticsID: 'G-TEST123' } });
});
afterEach(cleanup);

describe('cookie bar choices', () => {
  it('is a form the gateway takes too: a press before the code starts posts the choice and the page', () => {
    window.history.pushState(null, '', '/cerca?tags=lettera');
    frame();
    const form = (bar() as HTMLElement).querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/cookie-consent');
    expect(new FormData(form!).get('back')).toBe('/cerca?tags=lettera');
    const buttons = within(form!).getAllByRole('button');
    expect(
      buttons.map((b) => [b.getAttribute('type'), b.getAttribute('name'), b.getAttribute('value')]),
    ).toEqual([
      ['submit', 'consent', 'declined'],
      ['submit', 'consent', 'all'],
    ]);
    // With the code running the bar takes the press itself: nothing is posted.
    let posted = false;
    form!.addEventListener('submit', () => {
      posted = true;
    });
    fireEvent.click(buttons[0]!);
    expect(posted).toBe(false);
    expect(bar()).toBeNull();
  });

  it('offers two different choices, accept and decline, and nothing that looks the same', () => {
    frame();
    const buttons = within(bar() as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Rifiuta', 'Accetta']);
  });

  it('declined, then accepted from Preferenze cookie: consent all and no analytics-disable cookie left', async () => {
    frame();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(cookies().oa_analytics_disabled).toBe('true');
    expect(cookies()['ga-disable-G-TEST123']).toBe('true');
    // Focus does not drop to the body when the bar goes away: it goes to the page's main content.
    await nextFrame();
    expect(document.activeElement?.id).toBe('main-content');

    const preferences = screen.getByRole('button', { name: 'Preferenze cookie' });
    preferences.focus();
    fireEvent.click(preferences);
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Accetta' }));
    expect(cookies().oa_consent).toBe('all');
    expect(cookies().oa_analytics_disabled).toBeUndefined();
    expect(cookies()['ga-disable-G-TEST123']).toBeUndefined();
    // Back to the link the visitor reopened the bar with.
    await nextFrame();
    expect(document.activeElement).toBe(preferences);

    // Reloaded: the bar reads the one choice left.
    cleanup();
    frame();
    expect(bar()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(within(bar() as HTMLElement).getByText('Scelta attuale: tutti i cookie')).toBeTruthy();
  });
});
