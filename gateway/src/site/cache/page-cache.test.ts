import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { signInAs } from '../test-site';

/**
 * The anonymous page cache through the real page route, with the real built server renders
 * (issue 22): what a visitor, a manager and a CDN see. No timings are asserted; the `x-cache`
 * header and `pageCache.stats()` say whether a page was drawn anew.
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };
const ABOUT = '/about';

let site: BuiltSite;
let manager: Record<string, string>;
/** A CDN's purge hook: what the gateway POSTed to PAGE_CACHE_PURGE_URL. */
let purgeHook: Server;
const purges: { tags: string[]; reason: string }[] = [];
beforeAll(async () => {
  purgeHook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      purges.push(JSON.parse(body));
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => purgeHook.listen(0, '127.0.0.1', resolve));
  const { port } = purgeHook.address() as AddressInfo;
  site = await makeBuiltSite({ PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge` });
  manager = await signInAs(site.app, MANAGER);
}, 240_000);
afterAll(async () => {
  await site?.close();
  purgeHook?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

/** A manager's save through the API, as the in-place editor sends it. */
async function saveAbout(marker: string) {
  const doc = await site.app.content.get('pages', 'about', 'it');
  const data = JSON.parse(JSON.stringify(doc?.data).replace(/su appuntamento|MARK-[a-z0-9-]+/, marker));
  const saved = await site.app.inject({
    method: 'POST',
    url: '/api/auth/firebase/saveDoc',
    headers: manager,
    payload: { locale: 'it', collection: 'pages', name: 'about', data, revision: doc?.revision },
  });
  expect(saved.statusCode).toBe(200);
}

/** The signed-in user in the page's state (documents name their editor: that is public). */
const drawnFor = (answer: LightMyRequestResponse) =>
  /"user":null/.test(answer.body)
    ? 'visitor'
    : /"user":\{[^}]*"email":"manager@example.org"/.test(answer.body)
      ? 'manager'
      : 'other';

const isPersonalAnswer = (answer: LightMyRequestResponse) =>
  answer.headers['cache-control'] === 'private, no-store' && answer.headers.etag === undefined;

describe('anonymous pages are drawn once', () => {
  it('answers the second visit from the cache, same page, with a strong ETag and 304', async () => {
    const first = await get(ABOUT);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Chi siamo');
    const again = await get(ABOUT);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    const etag = String(again.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(String(again.headers['cache-tag']).split(',')).toEqual(
      expect.arrayContaining(['oa-site', 'oa-doc-options-it-site', 'oa-doc-pages-it-about']),
    );
    const unchanged = await get(ABOUT, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A compressed copy is another representation: its own validator, the same page.
    const br = await get(ABOUT, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(etag);
    expect((await get(ABOUT, { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
  });

  it("draws anew right after a manager's save, and the new page is then shared", async () => {
    await get(ABOUT);
    await saveAbout('MARK-first-save');
    const after = await get(ABOUT);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('MARK-first-save');
    expect((await get(ABOUT)).headers['x-cache']).toBe('HIT');
  });

  it('tells the CDN to purge the pages that showed a saved document, by the tags they carry', async () => {
    const page = await get(ABOUT);
    const tags = String(page.headers['cache-tag']).split(',');
    await saveAbout('MARK-purge');
    let sent: { tags: string[] } | undefined;
    for (let i = 0; i < 100 && !sent; i++) {
      sent = purges.find((p) => p.tags.includes('oa-doc-pages-it-about'));
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent?.tags.some((tag) => tags.includes(tag))).toBe(true);
    // And every page listing the collection (none lists the generic pages today, the tag is ready).
    expect(sent?.tags).toContain('oa-docs-pages-it');
  });

  it('answers HEAD from the same entry, headers only', async () => {
    const head = await site.app.inject({ method: 'HEAD', url: ABOUT });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe((await get(ABOUT)).headers.etag);
  });

  it('draws anew when the site options change', async () => {
    const before = await get('/');
    expect(before.statusCode).toBe(200);
    const doc = await site.app.content.get('options', 'site', 'it');
    await site.app.content.save({
      collection: 'options',
      name: 'site',
      locale: 'it',
      data: { ...(doc?.data ?? {}), title: 'Archivio MARK-options' },
      revision: doc?.revision ?? 0,
    });
    const after = await get('/');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Archivio MARK-options');
  });

  it('draws anew after a catalogue change, and a record turned private is a 404 at once', async () => {
    const search = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale: 'it', filters: [], limit: 1 },
    });
    const card = search.json().data[0] as { id: string; table: string; link: string };
    const page = await get(card.link);
    expect(page.statusCode).toBe(200);
    expect((await get(card.link)).headers['x-cache']).toBe('HIT');
    const store = site.app.catalogue.store;
    const record = (await store.rawFind({
      collection: 'data_it',
      query: { id: card.id, table: card.table },
      limit: 1,
      skip: 0,
    } as never)) as { data: Record<string, unknown>[] };
    const stored = record.data[0];
    expect(stored).toBeDefined();
    await store.upsert({ locale: 'it', kind: 'data', docs: [{ ...stored, access: 0 } as never] });
    await store.publish?.();
    const hidden = await get(card.link);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(String(stored?.preferred_label));
  });

  it('keeps one page per consent choice and ignores other cookies', async () => {
    const none = await get('/cookiepolicy');
    const accepted = await get('/cookiepolicy', { cookie: 'oa_consent=all' });
    expect(accepted.headers['x-cache']).toBe('MISS');
    expect(accepted.body).not.toBe(none.body);
    const withAnalytics = await get('/cookiepolicy', { cookie: 'oa_consent=all; _ga=GA1.2.3' });
    expect(withAnalytics.headers['x-cache']).toBe('HIT');
    expect(withAnalytics.body).toBe(accepted.body);
  });

  it('renders concurrent misses of one page once', async () => {
    const before = site.app.pageCache.stats();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/privacy-policy')));
    const after = site.app.pageCache.stats();
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(after.misses - before.misses).toBe(1);
    expect(after.coalesced - before.coalesced).toBe(7);
  });
});

describe('signed-in pages are never shared', () => {
  it("answers a manager private, no-store, with the manager's own page, never the visitors'", async () => {
    const anonymous = await get(ABOUT);
    const mine = await get(ABOUT, { cookie: manager.cookie ?? '' });
    expect(isPersonalAnswer(mine)).toBe(true);
    expect(drawnFor(mine)).toBe('manager');
    expect(drawnFor(anonymous)).toBe('visitor');
    // With the visitor's validator, a manager still gets the whole personal page.
    const revalidated = await get(ABOUT, {
      cookie: manager.cookie ?? '',
      'if-none-match': String(anonymous.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(drawnFor(revalidated)).toBe('manager');
  });

  it('never mixes them, under concurrency and right after a save', async () => {
    await saveAbout('MARK-concurrent-save');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? get(ABOUT, { cookie: manager.cookie ?? '' }).then((a) => ({ a, signedIn: true }))
          : get(ABOUT).then((a) => ({ a, signedIn: false })),
      ),
    );
    for (const { a, signedIn } of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toContain('MARK-concurrent-save');
      if (signedIn) {
        expect(isPersonalAnswer(a)).toBe(true);
        expect(drawnFor(a)).toBe('manager');
      } else {
        expect(a.headers['cache-control']).toMatch(/^public/);
        expect(drawnFor(a)).toBe('visitor');
      }
    }
  });

  it("draws a manager's home with the answers of earlier signed-in renders; a save shows at once", async () => {
    const signedIn = { cookie: manager.cookie ?? '', 'accept-encoding': 'identity' };
    await get('/', signedIn);
    const before = site.app.renderAnswers.hits;
    const again = await get('/', signedIn);
    // The home's catalogue sections (search, tree, images, map, timeline) and its documents (site
    // options, menus, footer) came from the first render.
    expect(site.app.renderAnswers.hits).toBeGreaterThan(before);
    expect(isPersonalAnswer(again)).toBe(true);
    expect(drawnFor(again)).toBe('manager');
    // Shared documents are keyed by the content revision a save bumps: the writer sees it at once.
    await saveAbout('MARK-signed-in-share');
    expect((await get(ABOUT, signedIn)).body).toContain('MARK-signed-in-share');
  });

  it("shares a signed-in render's document reads only while PAGE_CACHE_SHARE_SIGNED_IN_DOCUMENTS holds", async () => {
    const signedIn = { cookie: manager.cookie ?? '', 'accept-encoding': 'identity' };
    await get(ABOUT, signedIn);
    const hitsOfAPage = async () => {
      const before = site.app.renderAnswers.hits;
      expect(drawnFor(await get(ABOUT, signedIn))).toBe('manager');
      return site.app.renderAnswers.hits - before;
    };
    const shared = await hitsOfAPage();
    site.app.renderAnswers.signedInDocuments = false;
    try {
      // The page, site options, menus and footer asked anew: fewer answers from earlier renders.
      expect(await hitsOfAPage()).toBeLessThan(shared);
    } finally {
      site.app.renderAnswers.signedInDocuments = true;
    }
  });

  it('treats a leftover session cookie as personal, and shares nothing it sets', async () => {
    const stale = await get(ABOUT, { cookie: 'oa_session=expired.value' });
    expect(isPersonalAnswer(stale)).toBe(true);
    expect(stale.headers['x-cache']).toBeUndefined();
  });
});
