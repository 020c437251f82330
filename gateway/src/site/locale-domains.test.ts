import { describe, expect, it } from 'vitest';
import { parseLocaleDomains, rootRedirectPrefix, withLocaleDomainsMeta } from './locale-domains';

const domains = parseLocaleDomains('archivio.example.fr=fr, archive.example.org=EN');

describe('LOCALE_DOMAINS', () => {
  it('parses host=locale pairs, case-insensitive', () => {
    expect(domains).toEqual({ 'archivio.example.fr': 'fr', 'archive.example.org': 'en' });
    expect(parseLocaleDomains('')).toEqual({});
  });

  it('refuses entries that are not host=locale', () => {
    expect(() => parseLocaleDomains('archivio.example.fr=pt')).toThrow(/pt is not a locale/);
    expect(() => parseLocaleDomains('archivio.example.fr')).toThrow(/is not a locale/);
    expect(() => parseLocaleDomains('http://x.org=fr')).toThrow(/not host=locale/);
  });

  it('redirects a mapped domain to its locale, port ignored', () => {
    expect(rootRedirectPrefix({ host: 'archivio.example.fr:8080', domains, browser: false })).toBe('/fr');
    expect(rootRedirectPrefix({ host: 'archive.example.org', domains, browser: false })).toBe('/en');
    expect(rootRedirectPrefix({ host: 'other.example.org', domains, browser: false })).toBeUndefined();
  });

  it("puts the visitor's cookie before the domain, and the domain before the browser", () => {
    const host = 'archivio.example.fr';
    expect(rootRedirectPrefix({ host, cookie: 'it', domains, browser: true })).toBeUndefined();
    expect(rootRedirectPrefix({ host, cookie: 'en', domains, browser: false })).toBe('/en');
    expect(rootRedirectPrefix({ host, acceptLanguage: 'de-DE,de', domains, browser: true })).toBe('/fr');
  });

  it('follows the browser only with ROOT_LOCALE_REDIRECT, and never to a disabled locale', () => {
    const host = 'other.example.org';
    expect(rootRedirectPrefix({ host, acceptLanguage: 'en-GB', domains, browser: false })).toBeUndefined();
    expect(rootRedirectPrefix({ host, cookie: 'en', domains, browser: false })).toBeUndefined();
    expect(rootRedirectPrefix({ host, acceptLanguage: 'en-GB', domains, browser: true })).toBe('/en');
    expect(
      rootRedirectPrefix({ host: 'archivio.example.fr', domains, browser: false, enabled: ['it', 'en'] }),
    ).toBeUndefined();
  });

  it('hands the map to the shell in a meta tag', () => {
    expect(withLocaleDomainsMeta('<html><head><title>A</title></head></html>', domains)).toBe(
      '<html><head><title>A</title><meta name="oa-locale-domains" content="archivio.example.fr=fr,archive.example.org=en"></head></html>',
    );
  });
});
