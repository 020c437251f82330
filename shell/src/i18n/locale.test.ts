import { writeCookie } from '@archive/ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeDomainsOfPage, rootRedirectTarget } from './locale';

const ALL = ['it', 'en', 'fr'] as const;
const domains = { 'archivio.example.fr': 'fr', 'archive.example.org': 'en' } as const;

describe('locale by domain', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/?q=1');
    writeCookie('oa_locale', '', { maxAgeSeconds: 0 });
  });
  afterEach(() => {
    document.head.querySelector('meta[name="oa-locale-domains"]')?.remove();
  });

  it('reads the map the gateway puts in the HTML', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="oa-locale-domains" content="archivio.example.fr=fr, archive.example.org=EN,bad=xx">',
    );
    expect(localeDomainsOfPage()).toEqual(domains);
  });

  it('sends the root of a mapped domain to its locale, keeping the query', () => {
    expect(rootRedirectTarget(ALL, { browser: false, domains, host: 'archivio.example.fr' })).toBe('/fr?q=1');
    expect(rootRedirectTarget(ALL, { browser: false, domains, host: 'archivio.example.it' })).toBeUndefined();
  });

  it("lets the visitor's language cookie win over the domain", () => {
    writeCookie('oa_locale', 'it', { maxAgeSeconds: 60 });
    expect(rootRedirectTarget(ALL, { browser: true, domains, host: 'archivio.example.fr' })).toBeUndefined();
  });

  it('never redirects to a locale the site does not enable, nor away from other pages', () => {
    expect(rootRedirectTarget(['it', 'en'], { browser: false, domains, host: 'archivio.example.fr' })).toBe(
      undefined,
    );
    window.history.replaceState(null, '', '/esplora');
    expect(rootRedirectTarget(ALL, { browser: false, domains, host: 'archivio.example.fr' })).toBeUndefined();
  });
});
