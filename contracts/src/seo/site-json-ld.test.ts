import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize';
import { newsArticleJsonLd, websiteJsonLd } from './site-json-ld';

const BASE = 'https://archivio.example.org';
const crawl = (value: unknown) => JSON.parse(serializeJsonLd(value)) as Record<string, unknown>;

describe('websiteJsonLd', () => {
  it('is a WebSite whose SearchAction lands on the localised search page', () => {
    const ld = crawl(
      websiteJsonLd({ name: 'Archivio Storico', locale: 'fr', publicUrl: BASE, logo: '/l.png' }),
    );
    expect(ld['@type']).toBe('WebSite');
    expect(ld.url).toBe(`${BASE}/fr`);
    expect(ld.name).toBe('Archivio Storico');
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', logo: `${BASE}/l.png` });
    expect(ld.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${BASE}/fr/recherche?tags={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('newsArticleJsonLd', () => {
  it('is a NewsArticle with headline, dates, image and publisher', () => {
    const ld = crawl(
      newsArticleJsonLd({
        url: `${BASE}/en/news/opening`,
        title: 'Opening',
        locale: 'en',
        publicUrl: BASE,
        date: 1700000000,
        updatedAt: '2024-01-02T03:04:05.000Z',
        summary: '<p>New reading room</p>',
        cover: '/files/a.jpg',
        siteName: 'Archivio',
      }),
    );
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Opening',
      datePublished: '2023-11-14',
      dateModified: '2024-01-02T03:04:05.000Z',
      description: 'New reading room',
      image: [`${BASE}/files/a.jpg`],
      mainEntityOfPage: `${BASE}/en/news/opening`,
      publisher: { '@type': 'Organization', name: 'Archivio' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag or break a line, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028 \u2029' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('seo modules', () => {
  it('load no zod and no schema module (browser bundles import them)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(here, file), 'utf8');
      const runtime = [...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map(
        (m) => m[1],
      );
      // Only the browser-safe route table and locales, and each other.
      expect(
        runtime.filter((s) => !['../routes', '../locales'].includes(s ?? '') && !s?.startsWith('./')),
      ).toEqual([]);
    }
  });
});
