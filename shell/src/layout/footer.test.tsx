// @vitest-environment jsdom
// jsdom: footer blocks are drawn through DOMPurify, which refuses to work on happy-dom.
import { archiveStore } from '@archive/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { LoginAside } from './login-aside';

const withIntl = (node: JSX.Element) =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      {node}
    </IntlProvider>,
  );

/** What a manager planted before the fix (issue 17): a redirect, a framed script, handlers. */
const PLANTED =
  '<p>Sala <strong>studio</strong></p><meta http-equiv="refresh" content="0;url=https://evil.example">' +
  '<iframe srcdoc="<script src=https://www.googletagmanager.com/gtm.js></script>"></iframe>' +
  '<img src="/a.jpg" onerror="alert(1)"><a href="/\\evil.example">fuori</a>';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editor HTML and links in the footer and on the login screen', () => {
  it('draws footer blocks through the allow-list and no link to another site as a site path', async () => {
    archiveStore.setState({
      locale: 'it',
      siteOptions: {
        footer_blocks: [{ title: 'Orari', text: { it: PLANTED } }],
        sponsor_logo: '/sponsor.png',
        sponsor_link: '//evil.example',
        menuFooter: [
          { label: 'Fuori', path: '/\\evil.example' },
          { label: 'Chi siamo', path: '/chi-siamo' },
        ],
        contatti: { social: [{ link: '//evil.example', text: 'Finto' }] },
      },
    });
    const { container } = withIntl(<Footer />);
    expect((await screen.findByText('studio')).tagName).toBe('STRONG');
    expect(container.querySelector('meta, iframe, [onerror], script')).toBeNull();
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/chi-siamo');
    expect(hrefs.filter((h) => h && /evil/.test(h))).toEqual([]);
    expect(screen.queryByText('Fuori', { selector: 'a' })).toBeNull();
    expect(screen.queryByText('Finto')).toBeNull();
  });

  it('draws the login text through the allow-list and refuses off-site bottom links', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the aside asks for the environment: never answers
    archiveStore.setState({
      locale: 'it',
      environment: {
        title: 'Accedi',
        body: { it: PLANTED },
        bottomLinks: [
          { link: '/\\evil.example', label: 'Fuori' },
          { link: '/privacy-policy', label: 'Privacy' },
        ],
      },
    });
    const { container } = withIntl(<LoginAside />);
    expect((await screen.findByText('studio')).tagName).toBe('STRONG');
    expect(container.querySelector('meta, iframe, [onerror], script')).toBeNull();
    expect(screen.getByText('Fuori').getAttribute('href')).toBeNull();
    expect(screen.getByText('Privacy').getAttribute('href')).toBe('/privacy-policy');
  });
});

const menuOf = () => within(screen.getByRole('navigation', { name: 'Menu del sito' }));
const menuLabels = () =>
  menuOf()
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('footer (spec section 2)', () => {
  it('lists the default menu by profile bits, with the contact page, then login for visitors', () => {
    archiveStore.setState({ locale: 'it', user: null, level: 1, siteOptions: { profile: 2 } });
    withIntl(<Footer />);
    expect(menuLabels()).toEqual([
      'Home',
      'Chi siamo',
      'Esplora',
      'News',
      'Percorsi',
      'Cookie policy',
      'Contatti',
      'Accedi',
    ]);
    expect(menuOf().getByRole('link', { name: 'Contatti' }).getAttribute('href')).toBe('/contatti');
    expect(menuOf().getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
  });

  it("'Accedi' carries the page as its return path", () => {
    archiveStore.setState({
      locale: 'it',
      user: null,
      level: 1,
      siteOptions: {},
      route: { route: 'newsItem', locale: 'it', params: { slug: 'mostra-2026' }, query: {} },
    });
    withIntl(<Footer />);
    const href = menuOf().getByRole('link', { name: 'Accedi' }).getAttribute('href') ?? '';
    const url = new URL(href, 'https://x.invalid');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toMatch(/^\/news\/mostra-2026$/);
  });

  it('builds the links in the page locale, institutes with bit 4, and hides what hideMenuFooter names', () => {
    archiveStore.setState({
      locale: 'en',
      user: null,
      siteOptions: { profile: 6, customjs: { hideMenuFooter: ['news', 'cookiepolicy'] } },
    });
    withIntl(<Footer />);
    expect(menuLabels()).toEqual([
      'Home',
      'Chi siamo',
      'Esplora',
      'Istituti',
      'Percorsi',
      'Contatti',
      'Accedi',
    ]);
    expect(menuOf().getByRole('link', { name: 'Contatti' }).getAttribute('href')).toBe('/en/contact');
    expect(menuOf().getByRole('link', { name: 'Istituti' }).getAttribute('href')).toBe('/en/institutes');
  });

  it('replaces the default menu with menuFooter, and shows logout to a signed-in user', () => {
    archiveStore.setState({
      locale: 'it',
      user: { level: 9, email: 'manager@example.org' },
      siteOptions: {
        menuFooter: [
          { label: 'Chi siamo', path: '/chi-siamo' },
          { label: { it: 'Sito del comune' }, path: 'https://comune.example.org/' },
        ],
      },
    });
    withIntl(<Footer />);
    expect(menuLabels()).toEqual(['Chi siamo', 'Sito del comune', 'Esci']);
    const external = menuOf().getByRole('link', { name: 'Sito del comune' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(menuOf().getByRole('button', { name: 'Esci' })).toBeTruthy();
    expect(menuOf().queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('shows the contacts: emails, phones and socials as links', () => {
    archiveStore.setState({
      locale: 'it',
      user: null,
      siteOptions: {
        contatti: {
          emails: [{ email: 'info@archivio.example', text: 'Scrivici' }],
          phone: [{ number: '+39 051 123 456', text: '' }],
          social: [{ link: 'https://social.example/archivio', icon: 'mastodon', text: 'Mastodon' }],
        },
      },
    });
    withIntl(<Footer />);
    const contacts = within(screen.getByRole('region', { name: 'Contatti' }));
    expect(contacts.getByRole('link', { name: 'Scrivici' }).getAttribute('href')).toBe(
      'mailto:info@archivio.example',
    );
    expect(contacts.getByRole('link', { name: '+39 051 123 456' }).getAttribute('href')).toBe(
      'tel:+39051123456',
    );
    expect(contacts.getByRole('link', { name: 'Mastodon' }).getAttribute('href')).toBe(
      'https://social.example/archivio',
    );
  });

  it('shows the powered-by logo as an image with alt text, and the sponsor logo with its claim', () => {
    archiveStore.setState({
      locale: 'it',
      siteOptions: {
        sponsor_logo: '/sponsor.png',
        sponsor_claim: 'Con il sostegno della Fondazione',
        sponsor_link: 'https://fondazione.example/',
      },
    });
    withIntl(<Footer />);
    const logo = screen.getByRole('img', { name: 'Realizzato con Open Archive' }) as HTMLImageElement;
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.queryByText('Realizzato con Open Archive', { selector: 'p' })).toBeNull();
    const sponsor = screen.getByRole('img', { name: 'Con il sostegno della Fondazione' });
    expect(sponsor.closest('a')?.getAttribute('href')).toBe('https://fondazione.example/');
  });

  it('labels the contacts in the page language (issue 26: "Sala studio" on English pages)', () => {
    archiveStore.setState({
      locale: 'en',
      user: null,
      siteOptions: {
        contatti: {
          emails: [{ email: 'a@example.org', text: { it: 'Sala studio', en: 'Reading room' } }],
          phone: [{ number: '+39 055 1', text: 'Centralino' }],
        },
      },
    });
    withIntl(<Footer />);
    expect(screen.getByRole('link', { name: 'Reading room' }).getAttribute('href')).toBe(
      'mailto:a@example.org',
    );
    expect(screen.queryByText('Sala studio')).toBeNull();
    // A label written once serves every language.
    expect(screen.getByRole('link', { name: 'Centralino' })).toBeTruthy();
  });

  it('reopens the cookie choice from the footer, to change or withdraw it (spec section 4)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the visitor's earlier choice
    document.cookie = 'oa_consent=all; path=/';
    localStorage.setItem('oa_analytics', '1');
    // biome-ignore lint/suspicious/noDocumentCookie: an analytics cookie from the earlier visit
    document.cookie = '_ga=GA1.1.123.456; path=/';
    archiveStore.setState({ locale: 'it', user: null, siteOptions: {} });
    withIntl(
      <>
        <Footer />
        <CookieBar />
      </>,
    );
    // Decided already: no bar until the visitor asks for it.
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    const bar = screen.getByRole('region', { name: 'Consenso ai cookie' });
    expect(document.activeElement).toBe(bar);
    expect(within(bar).getByText('Scelta attuale: tutti i cookie')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Revoca il consenso' }));
    expect(document.cookie).not.toMatch(/_ga=/);
    expect(document.cookie).toMatch(/oa_consent=removed/);
    expect(localStorage.getItem('oa_analytics')).toBeNull();
    // Withdrawn: the bar asks again, without a current choice.
    const again = screen.getByRole('region', { name: 'Consenso ai cookie' });
    expect(within(again).queryByText(/Scelta attuale/)).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Rifiuta' }));
    expect(screen.queryByRole('region', { name: 'Consenso ai cookie' })).toBeNull();
    expect(document.cookie).toMatch(/oa_consent=declined/);
  });

  it('accepting analytics on the bar adds no script to this page: its CSP was sent before the choice', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a first visit, no choice made yet
    document.cookie = 'oa_consent=; max-age=0; path=/';
    archiveStore.setState({ locale: 'it', user: null, siteOptions: { analyticsID: 'G-TEST123' } });
    withIntl(<CookieBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(document.cookie).toMatch(/oa_consent=all/);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});
