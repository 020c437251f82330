import { dayOf } from '@archive/contracts/consent-expiry';
import { archiveStore } from '@archive/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { CookieBar } from './cookie-bar';

// Issue 24: the site options' `expire` day asks again the visitors who chose before it.
const bar = () => screen.queryByRole('region', { name: 'Consenso ai cookie' });
const show = (expire?: string) => {
  archiveStore.setState({ locale: 'it', user: null, siteOptions: expire ? { expire } : {} });
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <CookieBar />
    </IntlProvider>,
  );
};
/** The visitor's earlier choice, as the bar wrote it (`givenOn` undefined: before dates were kept). */
const plant = (consent: string, givenOn?: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants the visitor's earlier choice
  document.cookie = `oa_consent=${consent}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: same
  document.cookie = givenOn ? `oa_consent_at=${givenOn}; path=/` : 'oa_consent_at=; max-age=0; path=/';
};
const ddmmyyyy = (d: Date) => dayOf(d).split('-').reverse().join('/');

beforeEach(() => plant('', undefined));
afterEach(cleanup);

describe('cookie choices and the expire site option', () => {
  it('keeps every choice under the default expire date (19/09/2020), old ones without a date too', () => {
    plant('all');
    show('19/09/2020');
    expect(bar()).toBeNull();
  });

  it('asks again a visitor who chose before the expire day, once it has come', () => {
    plant('all', '2021-03-01');
    show('01/06/2023');
    expect(bar()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(bar()).toBeNull();
    // The new choice carries today's date, so the same expire day does not ask again.
    expect(document.cookie).toMatch(new RegExp(`oa_consent_at=${dayOf(new Date())}`));
    cleanup();
    show('01/06/2023');
    expect(bar()).toBeNull();
  });

  it('leaves alone a visitor who chose on or after the expire day, and everyone before a future one', () => {
    plant('declined', '2023-06-01');
    show('01/06/2023');
    expect(bar()).toBeNull();
    cleanup();
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    plant('all', '2021-03-01');
    show(ddmmyyyy(nextYear));
    expect(bar()).toBeNull();
  });
});
