import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newSession, type Session, siteUrl } from '../lib/browser';
import {
  reactErrors,
  rememberServerElements,
  scrollThrough,
  serverElementsKept,
  waitForReact,
} from '../lib/hydration';
import { apiCall, DEMO, loginWithApi } from '../lib/login';
import { firstRecord, jsonLdOf, newsItemPath, pageText, payloadOf } from '../lib/server-pages';

// Pages exist before JavaScript (issue 14): the gateway renders them with the live remotes, the
// browser hydrates them. What a crawler, a link preview or a phone without JavaScript gets.
describe('server-rendered pages, read without a browser', () => {
  it('a record page carries its label, metadata, JSON-LD, canonical URL and alternates', async () => {
    const record = await firstRecord('ca_objects');
    const response = await fetch(siteUrl(record.link));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="it"`);
    expect(html).toMatch(new RegExp(`<title>${escapeRegExp(record.preferred_label)} · `));
    const text = pageText(html);
    expect(text).toContain(record.preferred_label);
    // The metadata list of the record view, drawn on the server.
    expect(html).toMatch(
      /<section class="record-metadata"[\s\S]*?<dl class="metadata-list">[\s\S]*?class="metadata-row"/,
    );
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    expect(canonical).toBe(siteUrl(record.link));
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    expect(alternates.map((m) => m[1])).toEqual(['it', 'en', 'fr', 'x-default']);
    for (const [, , href] of alternates) expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const ld = jsonLdOf(html);
    const item = ld.find((l) => l['@type'] !== 'BreadcrumbList');
    expect(item?.name).toBe(record.preferred_label);
    expect(item?.url).toBe(canonical);
    expect(['VisualArtwork', 'ArchiveComponent', 'CreativeWork']).toContain(item?.['@type']);
    const crumbs = ld.find((l) => l['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(record.preferred_label);
  });

  it('answers statuses: 404 for a missing record (page still drawn), 301 to the canonical record URL', async () => {
    const missing = await fetch(siteUrl('/oggetti/987654321-x'));
    expect(missing.status).toBe(404);
    expect(pageText(await missing.text())).toContain('La pagina non è disponibile');
    const record = await firstRecord('ca_objects');
    const id = record.link.split('/')[2]?.split('-')[0];
    const wrong = await fetch(siteUrl(`/oggetti/${id}-titolo-sbagliato`), { redirect: 'manual' });
    expect(wrong.status).toBe(301);
    expect(new URL(wrong.headers.get('location') ?? '', siteUrl('/')).pathname).toBe(record.link);
    const english = await fetch(siteUrl('/en/no-such-page'));
    expect(english.status).toBe(404);
    const html = await english.text();
    expect(html).toContain('<html lang="en"');
    expect(pageText(html)).toContain('The page is not available');
  });

  it('a search page has its first page of results and the facets for its filters', async () => {
    const html = await (await fetch(siteUrl('/cerca?tags=archivio'))).text();
    const payload = payloadOf(html);
    const search = Object.entries(payload.answers).find(([key]) => key.includes('/catalogue/search'));
    expect(search).toBeDefined();
    const data = (search as [string, { data: { data: { preferred_label: string }[] } }])[1].data;
    expect(data.data.length).toBeGreaterThan(0);
    const text = pageText(html);
    for (const r of data.data.slice(0, 3)) expect(text).toContain(r.preferred_label);
    expect(html).toMatch(/class="filter-panel"/);
    expect(html).toMatch(/data-facet="/);
  });

  it('the home page has its hero and a WebSite with a SearchAction', async () => {
    const html = await (await fetch(siteUrl('/en'))).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/class="hero-title"/);
    const site = jsonLdOf(html).find((l) => l['@type'] === 'WebSite') as { potentialAction?: unknown };
    expect(site?.potentialAction).toBeTruthy();
  });

  it('the home page has its news, paths and institutes teasers, linked, without JavaScript', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const { title } = await newsItemPath();
    const news = html.slice(html.indexOf('documents-teaser-news'));
    expect((news.slice(0, news.indexOf('</section>')).match(/class="document-card"/g) ?? []).length).toBe(3);
    for (const collection of ['paths', 'institutes'])
      expect(html).toContain(`documents-teaser-${collection}`);
    expect(pageText(html)).toContain(title);
    const answers = Object.keys(payloadOf(html).answers);
    expect(answers.filter((k) => k.includes('getDocs') && k.includes('news'))).toHaveLength(1);
  });

  it("the home page has mf-catalogue's sections as mf-catalogue draws them, with their data and styles", async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const part = (name: string) => {
      const start = html.indexOf(`data-exposed="${name}"`);
      expect(start, `${name} in the server's HTML`).toBeGreaterThan(0);
      return html.slice(start, html.indexOf('</section>', start));
    };
    // The tree's first level: branches a reader can open (buttons naming the branch).
    expect((part('HierarchyTree').match(/class="tree-toggle"/g) ?? []).length).toBeGreaterThan(0);
    // Shuffled images, each in a link to its record named by the record's label (the image itself
    // is then decorative: alt="").
    const shuffle = part('Shuffle');
    const links = [...shuffle.matchAll(/<a href="(\/[^"]+)" class="shuffle-item"><img [^>]*src="([^"]+)"/g)];
    expect(links.length).toBeGreaterThan(0);
    expect((shuffle.match(/class="shuffle-label">[^<]+</g) ?? []).length).toBe(links.length);
    // The timeline's bars and the counts (the same numbers the search API gives).
    expect(part('TimelineTeaser')).toMatch(/class="timeline-bar"/);
    const objects = (await (
      await fetch(siteUrl('/api/public/catalogue/search'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'it', limit: 0, tables: ['ca_objects'] }),
      })
    ).json()) as { count: number };
    expect(objects.count).toBeGreaterThan(0);
    expect(part('Counts').replace(/<[^>]+>/g, ' ')).toContain(objects.count.toLocaleString('it-IT'));
    // Drawn from answers embedded for the browser, with mf-catalogue's styles inline (no jump).
    const answers = Object.keys(payloadOf(html).answers).join('\n');
    for (const call of ['catalogue/tree', 'catalogue/random-images', 'catalogue/timeline'])
      expect(answers).toContain(call);
    expect(html).toMatch(/<style data-from="\/remotes\/mf-catalogue\/[^"]+\/">/);
  });

  it('never shows a manager what only a visitor should see, nor the other way, when both ask at once', async () => {
    const session = await newSession();
    try {
      await loginWithApi(session.context, DEMO.manager);
      const cookies = (await session.context.cookies(siteUrl('/')))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const manager = () => fetch(siteUrl('/'), { headers: { cookie: cookies } }).then((r) => r.text());
      const visitor = () => fetch(siteUrl('/')).then((r) => r.text());
      const pages = await Promise.all([manager(), visitor(), manager(), visitor(), visitor(), manager()]);
      const managers = [0, 2, 5];
      pages.forEach((html, i) => {
        const userBar = /class="user-bar/.test(html);
        const state = payloadOf(html).state as { level: number; user: unknown };
        if (managers.includes(i)) {
          expect(userBar, `page ${i} (manager)`).toBe(true);
          expect(state.level).toBeGreaterThan(1);
        } else {
          expect(userBar, `page ${i} (visitor)`).toBe(false);
          expect(state.user, `page ${i} (visitor)`).toBeNull();
          expect(html).not.toContain(DEMO.manager.email);
        }
      });
    } finally {
      await session.close();
    }
  });
});

describe('server-rendered pages without JavaScript', () => {
  it('reads a record, a search page and a news item in Chromium with JavaScript off', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const record = await firstRecord('ca_objects');
      await page.goto(siteUrl(record.link));
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(
        record.preferred_label,
      );
      expect(await page.locator('footer.site-footer').count()).toBe(1);
      await page.goto(siteUrl('/cerca?tags=archivio'));
      expect(await page.locator('#results article.record-card').count()).toBeGreaterThan(0);
      const news = await newsItemPath();
      await page.goto(siteUrl(news.path));
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(news.title);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('hydration', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('takes over the server HTML of a record page: nothing redrawn, nothing refetched, buttons work', async () => {
    const { page } = session;
    const record = await firstRecord('ca_objects');
    const api: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/public/catalogue/record') || url.pathname === '/remotes.json')
        api.push(url.pathname);
      if (url.pathname === '/api/auth/profile' || url.pathname.endsWith('/getDocBySlug'))
        api.push(url.pathname);
    });
    // The server's elements, taken before the shell's code runs; hydration must keep every one.
    await rememberServerElements(
      page,
      '#shell-root header a, #shell-root footer a, #main-content h1, #main-content .metadata-row, #main-content img',
    );
    const errorsBefore = session.errors.length;
    await page.goto(siteUrl(record.link));
    await page.waitForSelector('[data-remote="mf_catalogue"][data-live] [data-screen="record"]');
    // Hydrated: React's handlers are attached (the header's search toggle opens its panel).
    const toggle = page.locator('[data-panel-toggle="search"]');
    await waitForReact(page, '[data-panel-toggle="search"]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await waitForReact(page, '#slot-mf_catalogue .remote-root', 'fiber');
    const kept = await serverElementsKept(page);
    expect(kept.total).toBeGreaterThan(10);
    expect(kept.detached).toEqual([]);
    expect(api).toEqual([]);
    expect(reactErrors(session.errors.slice(errorsBefore))).toEqual([]);
    expect(await page.title()).toContain(record.preferred_label);
  });

  it("takes over the home's server-drawn teasers: kept, not fetched again, no React error", async () => {
    const { page } = session;
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/getDocs')) calls.push(r.postData() ?? '');
    });
    await rememberServerElements(page, '.documents-teaser .document-card a');
    const errorsBefore = session.errors.length;
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-remote="mf_content"][data-live]');
    // Hydrated: the news card's link is React's (its handler routes in the page).
    await waitForReact(page, '.documents-teaser-news .document-card a');
    const kept = await serverElementsKept(page);
    expect(kept.total).toBeGreaterThanOrEqual(3);
    expect(kept.detached).toEqual([]);
    expect(calls).toEqual([]);
    expect(reactErrors(session.errors.slice(errorsBefore))).toEqual([]);
  });

  it("takes over the home's catalogue sections as the visitor scrolls to them: kept, no catalogue call, no React error", async () => {
    const { page } = session;
    const catalogueCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      // Calls, not the images the server's HTML already names.
      if (url.pathname.startsWith('/api/public/catalogue/') && !url.pathname.includes('/media/'))
        catalogueCalls.push(url.pathname);
    });
    await rememberServerElements(
      page,
      '[data-exposed] .tree-toggle, [data-exposed] img, [data-exposed] .timeline-bar',
    );
    const errorsBefore = session.errors.length;
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-remote="mf_content"][data-live]');
    // Scrolled to the end a screen at a time: each section's code comes as it nears the viewport.
    await scrollThrough(page);
    // Hydrated: the tree's toggle is React's, and it opens its branch.
    await waitForReact(page, '[data-exposed="HierarchyTree"] .tree-toggle');
    await waitForReact(page, '[data-exposed="TimelineTeaser"] .timeline-bar');
    const kept = await serverElementsKept(page);
    expect(kept.total).toBeGreaterThan(5);
    expect(kept.detached).toEqual([]);
    // Nothing the server already answered is asked again (the tree's own branch comes next).
    expect(catalogueCalls).toEqual([]);
    const toggle = page.locator('[data-exposed="HierarchyTree"] .tree-toggle').first();
    await toggle.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-exposed="HierarchyTree"] .tree-toggle')
          ?.getAttribute('aria-expanded') === 'true',
    );
    expect(catalogueCalls).toEqual(['/api/public/catalogue/children']);
    expect(reactErrors(session.errors.slice(errorsBefore))).toEqual([]);
  });

  it('a signed-in manager gets the user bar from the server, and it stays after hydration', async () => {
    const manager = await newSession();
    try {
      await loginWithApi(manager.context, DEMO.manager);
      const html = await (await manager.context.request.get(siteUrl('/'))).text();
      expect(html).toMatch(/class="user-bar/);
      await manager.page.goto(siteUrl('/'));
      await manager.page.waitForSelector('nav.user-bar');
      await apiCall(manager.context, 'GET', '/api/auth/profile');
    } finally {
      await manager.close();
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
