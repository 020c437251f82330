import { recordJsonLd } from '@archive/contracts/seo/record-json-ld';
import { websiteJsonLd } from '@archive/contracts/seo/site-json-ld';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { headHtml } from './head-html';

const BASE = 'https://archivio.example.org';

/** The head as a browser or a link-preview bot parses it. */
function parseHead(html: string) {
  const { document } = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window;
  const attr = (selector: string, name = 'content') =>
    document.head.querySelector(selector)?.getAttribute(name);
  return {
    document,
    attr,
    title: document.title,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  };
}

describe('headHtml', () => {
  it('writes title, description, canonical, alternates, Open Graph and a large Twitter card', () => {
    const head = parseHead(
      headHtml({
        lang: 'en',
        title: 'Mona Lisa',
        description: 'A portrait\n  on poplar',
        canonical: `${BASE}/en/objects/12-mona-lisa`,
        alternates: [
          { hreflang: 'it', href: `${BASE}/oggetti/12-la-gioconda` },
          { hreflang: 'en', href: `${BASE}/en/objects/12-mona-lisa` },
          { hreflang: 'x-default', href: `${BASE}/oggetti/12-la-gioconda` },
        ],
        image: `${BASE}/media/12.jpg`,
        imageAlt: 'The portrait',
        siteName: 'Archivio Storico',
      }),
    );
    expect(head.title).toBe('Mona Lisa');
    expect(head.attr('meta[name="description"]')).toBe('A portrait on poplar');
    expect(head.attr('link[rel="canonical"]', 'href')).toBe(`${BASE}/en/objects/12-mona-lisa`);
    const alternates = [...head.document.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['it', `${BASE}/oggetti/12-la-gioconda`],
      ['en', `${BASE}/en/objects/12-mona-lisa`],
      ['x-default', `${BASE}/oggetti/12-la-gioconda`],
    ]);
    expect(head.attr('meta[property="og:title"]')).toBe('Mona Lisa');
    expect(head.attr('meta[property="og:url"]')).toBe(`${BASE}/en/objects/12-mona-lisa`);
    expect(head.attr('meta[property="og:type"]')).toBe('website');
    expect(head.attr('meta[property="og:locale"]')).toBe('en_GB');
    expect(head.attr('meta[property="og:locale:alternate"]')).toBe('it_IT');
    expect(head.attr('meta[property="og:image"]')).toBe(`${BASE}/media/12.jpg`);
    expect(head.attr('meta[property="og:image:alt"]')).toBe('The portrait');
    expect(head.attr('meta[property="og:site_name"]')).toBe('Archivio Storico');
    expect(head.attr('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('asks for the small card without an image, and leaves out what is unknown', () => {
    const html = headHtml({ lang: 'fr', title: 'Actualités', type: 'article' });
    const head = parseHead(html);
    expect(head.attr('meta[name="twitter:card"]')).toBe('summary');
    expect(head.attr('meta[property="og:type"]')).toBe('article');
    expect(head.attr('meta[property="og:locale"]')).toBe('fr_FR');
    expect(html).not.toContain('description');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:image');
  });

  it('escapes what editors and catalogues wrote: no tag or attribute can be injected', () => {
    const evil = `"><script>alert(1)</script><x y='`;
    const html = headHtml({
      lang: 'it',
      title: `</title><script>alert(1)</script>`,
      description: evil,
      image: `${BASE}/a.jpg?x="><b>`,
      imageAlt: evil,
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>\u2028' }],
    });
    const head = parseHead(html);
    expect(head.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(head.document.querySelectorAll('b, x')).toHaveLength(0);
    expect(head.title).toBe('</title><script>alert(1)</script>');
    expect(head.attr('meta[name="description"]')).toBe(evil);
    expect(head.attr('meta[property="og:image"]')).toBe(`${BASE}/a.jpg?x="><b>`);
    expect(head.jsonLd).toEqual([{ '@type': 'Thing', name: '</script><script>alert(1)</script>\u2028' }]);
  });

  it('writes each JSON-LD block as its own script that parses back', () => {
    const record = recordJsonLd(
      {
        id: '20',
        table: 'ca_places',
        preferred_label: 'Roma',
        filtri: [{ name: 'Roma', path: '/place/roma', cord: [41.9, 12.5] }],
      },
      { locale: 'it', publicUrl: BASE },
    );
    const site = websiteJsonLd({ name: 'Archivio', locale: 'it', publicUrl: BASE });
    const head = parseHead(headHtml({ lang: 'it', title: 'Roma', jsonLd: [record, site] }));
    expect(head.jsonLd.map((ld) => ld['@type'])).toEqual(['Place', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({
      url: `${BASE}/luoghi/20-roma`,
      geo: { latitude: 41.9, longitude: 12.5 },
    });
    expect(head.jsonLd[1].potentialAction['@type']).toBe('SearchAction');
  });

  it("preloads the page's lead picture first, with its srcset and sizes, and only a site or web address", () => {
    const srcSet =
      '/iiif/image/media~a.jpg/full/400,/0/default.webp 400w, /iiif/image/media~a.jpg/full/720,/0/default.webp 720w';
    const head = parseHead(
      headHtml({
        lang: 'it',
        title: 'Archivio',
        preloadImage: { href: '/iiif/image/media~a.jpg/full/560,/0/default.webp', srcSet, sizes: '92vw' },
      }),
    );
    const links = head.document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const link = links[0] as Element;
    // Before everything else in the head: found by the browser with the page's first bytes.
    expect(head.document.head.firstElementChild).toBe(link);
    expect(link.getAttribute('imagesrcset')).toBe(srcSet);
    expect(link.getAttribute('imagesizes')).toBe('92vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');

    for (const href of ['javascript:alert(1)', '//evil.example/x.jpg', '"><script>alert(1)</script>'])
      expect(headHtml({ lang: 'it', title: 'A', preloadImage: { href } })).not.toContain('rel="preload"');
    const odd = parseHead(
      headHtml({
        lang: 'it',
        title: 'A',
        preloadImage: { href: '/a.jpg?x="><b>', srcSet: '/a.jpg 1w"><b>' },
      }),
    );
    expect(odd.document.querySelectorAll('b')).toHaveLength(0);
    expect(odd.attr('link[rel="preload"]', 'imagesrcset')).toBe('/a.jpg 1w"><b>');
  });
});
