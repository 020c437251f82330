// @vitest-environment jsdom
// jsdom: footer blocks are drawn through DOMPurify, which refuses to work on happy-dom.
import { archiveStore } from '@archive/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
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
