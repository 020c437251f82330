import { describe, expect, it } from 'vitest';
import { matchUrl } from '../routes';
import { absoluteUrl, alternateLinks, canonicalUrl } from './links';

const BASE = 'https://archivio.example.org';

describe('canonicalUrl', () => {
  it('is the absolute page URL in its locale, without search or tracking parameters', () => {
    expect(canonicalUrl(matchUrl('/en/search?tags=roma&utm_source=x'), BASE)).toBe(`${BASE}/en/search`);
    expect(canonicalUrl(matchUrl('/oggetti/12-la-gioconda?x=1'), `${BASE}/`)).toBe(
      `${BASE}/oggetti/12-la-gioconda`,
    );
    expect(canonicalUrl(matchUrl('/fr/actualites/mostra'), BASE)).toBe(`${BASE}/fr/actualites/mostra`);
    expect(canonicalUrl(matchUrl('/'), BASE)).toBe(`${BASE}/`);
  });
  it('keeps the query values that name the content (the viewer table)', () => {
    expect(canonicalUrl(matchUrl('/sfogliatore/5?tabella=objects&page=3'), BASE)).toBe(
      `${BASE}/sfogliatore/5?tabella=objects`,
    );
  });
  it('has none for the not-found page', () => {
    expect(canonicalUrl(matchUrl('/en/no/such/page/here'), BASE)).toBeUndefined();
  });
});

describe('alternateLinks', () => {
  it('lists every enabled locale in canonical order, then x-default = the Italian page', () => {
    const links = alternateLinks(matchUrl('/en/stories/via-roma'), ['it', 'fr', 'en'], BASE);
    expect(links).toEqual([
      { hreflang: 'it', href: `${BASE}/percorsi/via-roma` },
      { hreflang: 'en', href: `${BASE}/en/stories/via-roma` },
      { hreflang: 'fr', href: `${BASE}/fr/parcours/via-roma` },
      { hreflang: 'x-default', href: `${BASE}/percorsi/via-roma` },
    ]);
  });
  it('lists only the locales given (e.g. those a document exists in); no x-default without Italian', () => {
    expect(alternateLinks(matchUrl('/en/search'), ['en', 'it'], BASE).map((l) => l.hreflang)).toEqual([
      'it',
      'en',
      'x-default',
    ]);
    expect(alternateLinks(matchUrl('/en/news/x'), ['fr', 'en'], BASE).map((l) => l.hreflang)).toEqual([
      'en',
      'fr',
    ]);
  });
  it('uses per-locale record titles when given', () => {
    const links = alternateLinks(matchUrl('/en/objects/7-portrait'), ['it', 'en'], BASE, {
      it: 'ritratto',
      en: 'portrait',
    });
    expect(links.map((l) => l.href)).toEqual([
      `${BASE}/oggetti/7-ritratto`,
      `${BASE}/en/objects/7-portrait`,
      `${BASE}/oggetti/7-ritratto`,
    ]);
  });
  it('is empty for the not-found page', () => {
    expect(alternateLinks(matchUrl('/a/b/c/d'), ['it', 'en'], BASE)).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('joins paths to the public URL and keeps absolute URLs', () => {
    expect(absoluteUrl('/files/a.png', 'https://x.org/archive/')).toBe('https://x.org/archive/files/a.png');
    expect(absoluteUrl('https://cdn.org/a.png', BASE)).toBe('https://cdn.org/a.png');
    expect(absoluteUrl('//cdn.org/a.png', BASE)).toBe('https://cdn.org/a.png');
  });
});
