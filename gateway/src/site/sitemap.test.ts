import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/service';
import type { ContentService } from '../content/service';
import { parseSitemapName, SITEMAP_URLS_PER_FILE, sitemapFile, sitemapIndex } from './sitemap';
import { urlsetXml } from './sitemap-xml';
import { makeSiteApp } from './test-site';

const ORIGIN = 'https://archivio.example.org';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses as a crawler would: throws on XML that is not well-formed. */
const parse = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;
const texts = (doc: Document, tag: string) =>
  [...doc.getElementsByTagNameNS(SITEMAP_NS, tag)].map((e) => e.textContent ?? '');

interface Url {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}
function urlsOf(xml: string): Url[] {
  const doc = parse(xml);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => {
    const lastmod = url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent;
    const links = [...url.getElementsByTagNameNS(XHTML_NS, 'link')];
    return {
      loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
      ...(lastmod ? { lastmod } : {}),
      alternates: Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    };
  });
}

let site: Awaited<ReturnType<typeof makeSiteApp>>;
beforeAll(async () => {
  site = await makeSiteApp();
});
afterAll(async () => site?.close());

/** The index and every file it names, as a crawler fetches them (sending a hostile Host header). */
async function fetchAll() {
  const index = await site.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  const doc = parse(index.body);
  expect(doc.documentElement.localName).toBe('sitemapindex');
  const files = texts(doc, 'loc');
  const bodies = new Map<string, Url[]>();
  for (const loc of files) {
    expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const res = await site.app.inject({ url: loc.slice(ORIGIN.length), headers: { host: 'evil.example' } });
    expect(res.statusCode, loc).toBe(200);
    bodies.set(loc.slice(ORIGIN.length), urlsOf(res.body));
  }
  return bodies;
}

describe('GET /sitemap.xml and its files', () => {
  let files: Map<string, Url[]>;
  beforeAll(async () => {
    files = await fetchAll();
  });
  it('name every locale and kind, with absolute URLs from PUBLIC_URL (never the Host header)', async () => {
    for (const locale of ['it', 'en', 'fr'])
      for (const kind of [
        'pages-1',
        'news-1',
        'institutes-1',
        'paths-1',
        'ca_objects-1',
        'ca_places-1',
        'ca_entities-1',
      ])
        expect(files.has(`/sitemaps/${locale}-${kind}.xml`), `${locale}-${kind}`).toBe(true);
    expect(files.has('/sitemaps/en-ca_occurrences-1.xml')).toBe(false); // no public occurrence
    for (const urls of files.values()) {
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
        // Every page exists in it, en and fr here: one alternate each, plus x-default = Italian.
        expect(Object.keys(url.alternates).sort()).toEqual(['en', 'fr', 'it', 'x-default']);
        expect(url.alternates['x-default']).toBe(url.alternates.it);
        expect(Object.values(url.alternates)).toContain(url.loc);
      }
    }
  });

  it('list public records under their canonical URL in each locale, never private ones', async () => {
    const en = files.get('/sitemaps/en-ca_objects-1.xml') ?? [];
    expect(en.map((u) => u.loc).sort()).toEqual([
      `${ORIGIN}/en/objects/11-leonardo-fonds`,
      `${ORIGIN}/en/objects/12-mona-lisa`,
    ]);
    expect(en.find((u) => u.loc.endsWith('12-mona-lisa'))?.alternates).toEqual({
      it: `${ORIGIN}/oggetti/12-la-gioconda`,
      en: `${ORIGIN}/en/objects/12-mona-lisa`,
      fr: `${ORIGIN}/fr/objets/12-la-joconde`,
      'x-default': `${ORIGIN}/oggetti/12-la-gioconda`,
    });
    expect(files.get('/sitemaps/fr-ca_entities-1.xml')?.[0]?.loc).toBe(
      `${ORIGIN}/fr/entites/30-anna-bianchi-figli`,
    );
  });

  it('list content with its last change, and home and the section lists in the pages file', async () => {
    const news = files.get('/sitemaps/fr-news-1.xml') ?? [];
    expect(news.map((u) => u.loc)).toContain(`${ORIGIN}/fr/actualites/mostra-fotografica`);
    for (const url of news) expect(Number.isNaN(Date.parse(url.lastmod ?? ''))).toBe(false);
    const pages = (files.get('/sitemaps/en-pages-1.xml') ?? []).map((u) => u.loc);
    for (const path of [
      '/en',
      '/en/explore',
      '/en/news',
      '/en/institutes',
      '/en/stories',
      '/en/about',
      '/en/cookiepolicy',
      '/en/privacy-policy',
    ])
      expect(pages).toContain(`${ORIGIN}${path}`);
    expect(files.get('/sitemaps/it-paths-1.xml')?.map((u) => u.loc)).toContain(
      `${ORIGIN}/percorsi/mestieri-perduti`,
    );
  });

  it('leave out drafts, and give a document only the locales it exists in', async () => {
    await site.app.content.save({
      collection: 'news',
      name: 'solo-en',
      locale: 'en',
      data: { title: 'Only English' },
    });
    await site.app.content.save({
      collection: 'news',
      name: 'draft',
      locale: 'en',
      data: { title: 'Draft', published: false },
    });
    const en = urlsOf((await site.app.inject('/sitemaps/en-news-1.xml')).body);
    expect(en.find((u) => u.loc.endsWith('/draft'))).toBeUndefined();
    expect(en.find((u) => u.loc.endsWith('/solo-en'))?.alternates).toEqual({
      en: `${ORIGIN}/en/news/solo-en`,
    });
  });

  it('answer 404 for files that do not exist', async () => {
    for (const url of [
      '/sitemaps/en-ca_objects-2.xml',
      '/sitemaps/de-pages-1.xml',
      '/sitemaps/en-nope-1.xml',
      '/sitemaps/x.xml',
    ])
      expect((await site.app.inject(url)).statusCode, url).toBe(404);
  });

  it('leave out news and institutes when the site profile switches them off', async () => {
    await site.setOptions({ profile: 0 });
    try {
      const index = (await site.app.inject('/sitemap.xml')).body;
      expect(index).not.toContain('-news-');
      expect(index).not.toContain('-institutes-');
      expect((await site.app.inject('/sitemaps/en-news-1.xml')).statusCode).toBe(404);
      const pages = urlsOf((await site.app.inject('/sitemaps/en-pages-1.xml')).body).map((u) => u.loc);
      expect(pages).not.toContain(`${ORIGIN}/en/news`);
    } finally {
      await site.setOptions({ profile: 6 });
    }
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of the API, settings and login pages', async () => {
    const res = await site.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/settings',
      '/en/settings',
      '/fr/settings',
      '/login',
      '/en/login',
      '/fr/login',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(res.body).not.toContain('/remotes');
  });
});

describe('a private site', () => {
  it('keeps every crawler out and has no sitemap', async () => {
    await site.setOptions({ public: false });
    try {
      const robots = await site.app.inject('/robots.txt');
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await site.app.inject('/sitemap.xml')).statusCode).toBe(404);
      expect((await site.app.inject('/sitemaps/en-pages-1.xml')).statusCode).toBe(404);
    } finally {
      await site.setOptions({ public: true });
    }
  });
});

describe('sitemap files', () => {
  it('escape XML: a crawler reads back the exact URL', () => {
    const loc = `${ORIGIN}/cerca?tags=a&filtro=<x>"'`;
    const [url] = urlsOf(urlsetXml([{ loc, alternates: [{ hreflang: 'it', href: loc }] }]));
    expect(url).toEqual({ loc, alternates: { it: loc } });
  });

  it('split a large table into files of at most SITEMAP_URLS_PER_FILE URLs', async () => {
    const total = 2 * SITEMAP_URLS_PER_FILE + 5;
    const requests: { skip: number; limit: number }[] = [];
    const catalogue = {
      selection: async (body: { tables: string[] }) => ({
        terms: [],
        tables: body.tables,
        tokens: [],
        searchType: 'and',
        pins: [],
        excludeTypeIds: [],
      }),
      store: {
        search: async (_locale: string, req: { skip: number; limit: number; tables: string[] }) => {
          if (req.limit) requests.push({ skip: req.skip, limit: req.limit });
          const n = Math.max(0, Math.min(req.limit, total - req.skip));
          const data = req.tables.includes('ca_objects')
            ? Array.from({ length: n }, (_, i) => ({
                id: String(req.skip + i),
                table: 'ca_objects',
                preferred_label: `R ${req.skip + i}`,
              }))
            : [];
          return { data, count: req.tables.includes('ca_objects') ? total : 0 };
        },
        rawFind: async () => ({ data: [], count: 0 }),
      },
    } as unknown as CatalogueService;
    const deps = { catalogue, content: site.app.content as ContentService };
    const index = parse((await sitemapIndex(deps, ORIGIN)) ?? '');
    const objectFiles = texts(index, 'loc').filter((l) => l.includes('-ca_objects-'));
    expect(objectFiles.filter((l) => l.includes('/it-'))).toEqual(
      [1, 2, 3].map((p) => `${ORIGIN}/sitemaps/it-ca_objects-${p}.xml`),
    );
    /** A file's text, as the route streams it. */
    const read = async (name: string) => {
      const chunks = await sitemapFile(deps, parseSitemapName(name)!, ORIGIN);
      if (!chunks) return undefined;
      let xml = '';
      for await (const chunk of chunks) xml += chunk;
      return xml;
    };
    const third = urlsOf((await read('it-ca_objects-3.xml')) ?? '');
    expect(third).toHaveLength(5);
    // Counted, not parsed: a DOM of 10,000 entries takes jsdom seconds.
    const second = (await read('it-ca_objects-2.xml')) ?? '';
    expect(second.match(/<url>/g)).toHaveLength(SITEMAP_URLS_PER_FILE);
    expect(requests.every((r) => r.limit <= SITEMAP_URLS_PER_FILE)).toBe(true);
    expect(await read('it-ca_objects-4.xml')).toBeUndefined();
  });
});
