import { CONSENT_COOKIE } from '@archive/contracts/constants';
import { loginLinkFor } from '@archive/contracts/login-link';
import { localiseUrl, matchUrl } from '@archive/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { signInAs } from '../test-site';
import { FrameTemplates } from './frame-templates';

/**
 * The page frame from a template (shell/src/frame-template.tsx, issue 22), through the real page
 * route and the real built server renders: the page a visitor or a crawler gets is the one React
 * draws, a save or another language or consent choice shows at once, and a manager's frame never
 * comes from, nor goes into, a visitor's.
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

let site: BuiltSite;
let manager: Record<string, string>;
const links: Record<'it' | 'en' | 'fr', string[]> = { it: [], en: [], fr: [] };
beforeAll(async () => {
  site = await makeBuiltSite();
  manager = await signInAs(site.app, MANAGER);
  for (const locale of ['it', 'en', 'fr'] as const) {
    const answer = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale, filters: [], limit: 12 },
    });
    links[locale] = (answer.json().data as { link: string }[]).map((card) => card.link);
  }
}, 240_000);
afterAll(async () => {
  await site?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
/** The page but for its random seed (the home's pictures): the same page drawn twice is equal. */
const comparable = (html: string) => html.replace(/"pageSeed":\d+/, '"pageSeed":0');
const frames = () => site.app.frameTemplates;

describe('the frame of anonymous pages drawn once', () => {
  it('gives every page the HTML React draws for it, with its own language links and login link', async () => {
    const urls = [
      ...links.it.slice(0, 4),
      ...links.en.slice(0, 3),
      ...links.fr.slice(0, 3),
      '/cerca?tags=lettera',
      '/en/search?tags=letter&page=2',
      '/oggetti/ca_objects/999999999/nessuno',
      '/about',
    ];
    const consent = { cookie: `${CONSENT_COOKIE}=all` };
    const templated: string[] = [];
    const before = { ...frames() };
    for (const headers of [{}, consent])
      for (const url of urls) {
        const page = await get(url, headers);
        expect(page.headers['x-cache'], url).toBe('MISS');
        templated.push(comparable(page.body));
      }
    expect(frames().hits - before.hits).toBeGreaterThanOrEqual(urls.length);
    // The development check drew each templated frame by React as well: none differed.
    expect(frames().mismatches).toBe(0);

    // The same pages with the frame drawn by React: byte for byte what the templates gave.
    site.app.pageCache.clear();
    frames().enabled = false;
    try {
      let i = 0;
      for (const headers of [{}, consent])
        for (const url of urls) expect(comparable((await get(url, headers)).body), url).toBe(templated[i++]);
    } finally {
      frames().enabled = true;
    }

    // What the visitor follows: the switcher to this record in English, the login back to it.
    const record = links.it[1] as string;
    const page = await get(record);
    const english = localiseUrl(record, 'en');
    expect(english).toMatch(/^\/en\//);
    expect(page.body).toContain(`href="${english}" lang="en"`);
    const login = loginLinkFor(matchUrl(record));
    expect(login).toContain('redirect=');
    expect(page.body).toContain(`href="${login.replace(/&/g, '&amp;')}"`);
    expect(page.body).not.toMatch(/__oaframe/);
    // What an operator reads: the templates used, in /metrics.
    const metrics = await get('/metrics');
    const hits = Number(/oa_page_frame_templates\{figure="hits"\} (\d+)/.exec(metrics.body)?.[1]);
    expect(hits).toBe(frames().hits);
    expect(hits).toBeGreaterThan(0);
  });

  /** The manager saves the Italian site options as `change` makes them from the current ones. */
  const saveSiteOptions = async (change: (data: object) => object) => {
    const doc = await site.app.content.get('options', 'site', 'it');
    return site.app.inject({
      method: 'POST',
      url: '/api/auth/firebase/saveDoc',
      headers: manager,
      payload: {
        locale: 'it',
        collection: 'options',
        name: 'site',
        data: change(doc?.data as object),
        revision: doc?.revision,
      },
    });
  };

  it("shows a manager's save of the site options in the next anonymous page's header and footer", async () => {
    const [first, second] = links.it.slice(6, 8) as [string, string];
    expect((await get(first)).body).not.toContain('MARK-frame-title');
    const saved = await saveSiteOptions((data) => ({
      ...data,
      title: 'MARK-frame-title',
      footer_blocks: [{ title: { it: 'MARK-frame-footer' }, text: { it: '<p>blocco</p>' } }],
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get(second);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toMatch(/class="brand-title">MARK-frame-title</);
    expect(after.body).toContain('MARK-frame-footer');
    // The site's look (its logo in the header) saved next: the page after it shows the logo.
    const logo = await saveSiteOptions((data) => ({
      ...data,
      logo: { url: '/files/frame-mark-logo.png', alt: 'MARK logo' },
    }));
    expect(logo.statusCode, logo.body).toBe(200);
    const third = await get(links.it[11] as string);
    expect(third.body).toContain('src="/files/frame-mark-logo.png"');
    expect(third.body).not.toMatch(/class="brand-title"/);
    expect(frames().mismatches).toBe(0);
  });

  it('draws each language and each consent choice its own frame', async () => {
    const italian = await get(links.it[8] as string);
    const english = await get(links.en[8] as string);
    expect(italian.body).toContain('>Esplora<');
    expect(english.body).toContain('>Explore<');
    expect(english.body).not.toContain('>Esplora<');
    // No choice yet: the consent bar is in the page; chosen: it is not.
    const undecided = await get(links.it[9] as string);
    const decided = await get(links.it[10] as string, { cookie: `${CONSENT_COOKIE}=declined` });
    expect(undecided.body).toContain('data-consent-state="none"');
    expect(decided.body).not.toContain('data-cookie-bar');
  });

  it("never gives a manager a visitor's frame, nor a visitor a manager's", async () => {
    const record = links.fr[5] as string;
    await get(links.fr[4] as string); // a visitor's frame for French record pages is kept
    const used = frames().hits;
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(record, i % 3 === 0 ? manager : {})),
    );
    for (const [i, page] of pages.entries()) {
      if (i % 3 === 0) {
        expect(page.body).toContain('class="user-bar"');
        expect(page.body).not.toMatch(/href="\/fr\/login/);
      } else {
        expect(page.body).not.toContain('class="user-bar"');
        expect(page.body).toMatch(/href="\/fr\/login\?redirect=/);
      }
    }
    // The visitors' pages were drawn once (coalesced), from the visitors' template.
    expect(frames().hits - used).toBeGreaterThanOrEqual(1);
    expect(frames().mismatches).toBe(0);
  });

  it("draws a manager's next page from the manager's own frame: user bar and logout, no login", async () => {
    const [first, second] = links.en.slice(6, 8) as [string, string];
    await get(first, manager);
    const used = frames().hits;
    const page = await get(second, manager);
    expect(frames().hits - used).toBe(1);
    expect(frames().mismatches).toBe(0);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('class="user-bar"');
    expect(page.body).not.toMatch(/href="\/en\/login/);
    // A visitor on the same page right after: the visitors' frame, with the login link.
    const visitor = await get(second);
    expect(visitor.body).not.toContain('class="user-bar"');
    expect(visitor.body).toMatch(/href="\/en\/login\?redirect=/);
  });
});

describe('FrameTemplates', () => {
  it('keeps a bounded number, the most recently used, for a minute at most', () => {
    let now = 0;
    const store = new FrameTemplates(false, { maxEntries: 2, now: () => now });
    store.set('a', { html: 'A', head: {} });
    store.set('b', { html: 'B', head: {} });
    expect(store.get('a')?.html).toBe('A');
    store.set('c', { html: 'C', head: {} });
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.html).toBe('A');
    now = 61_000;
    expect(store.get('c')).toBeUndefined();
    expect(store.size).toBe(1);
  });
});
