import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { DEMO, loginWithApi } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions, saveOptions } from '../lib/site-options';

// mf-content's home in the composed site: sections from the site options, in Italian, English and
// French; news switched off by the site profile (bit 2) disappears from the home and its pages say
// they are not accessible. The admin's changes to the options are put back at the end.

const HOME = '[data-remote="mf_content"] [data-home-view="visitor"]';
const sectionIds = (page: Page) =>
  page.locator(`${HOME} [data-section]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

async function openHome(page: Page, path: string) {
  await openPage(page, path, { remote: 'mf_content' });
  await page.waitForSelector(`${HOME} [data-section="newsletter"]`);
  // The teasers have loaded their documents.
  await page.waitForFunction(() => !document.querySelector('[data-home-view] [aria-busy="true"]'));
}

describe('content home', () => {
  let visitor: Session;
  beforeAll(async () => {
    visitor = await newSession();
  });
  afterAll(async () => {
    await visitor?.close();
  });

  const cases = [
    {
      path: '/',
      lang: 'it',
      news: 'Notizie',
      newsletter: 'Iscriviti alla newsletter',
      about: 'Chi siamo',
      allNews: '/news',
    },
    {
      path: '/en',
      lang: 'en',
      news: 'News',
      newsletter: 'Subscribe to the newsletter',
      about: 'About us',
      allNews: '/en/news',
    },
    {
      path: '/fr',
      lang: 'fr',
      news: 'Actualités',
      newsletter: 'S’inscrire à la newsletter',
      about: 'Qui sommes-nous',
      allNews: '/fr/actualites',
    },
  ];
  for (const c of cases) {
    it(`shows the composed home in ${c.lang}`, async () => {
      const { page } = visitor;
      await openHome(page, c.path);
      const ids = await sectionIds(page);
      // The demo's order; catalogue sections appear only if mf-catalogue exposes them.
      const expected = ['hero', 'about', 'search', 'news', 'paths', 'institutes', 'newsletter'];
      expect(ids.filter((id) => expected.includes(id ?? ''))).toEqual(expected);
      expect(await page.locator(`${HOME} h1`).count()).toBe(1);
      expect(await page.title()).toBe('Archivio Storico');
      await page.getByRole('region', { name: c.about }).waitFor();
      await page.getByRole('heading', { level: 2, name: c.news, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: c.newsletter }).waitFor();
      // News teasers show dates as DD MMMM YYYY in the page language and link to localised pages.
      const newsSection = page.locator(`${HOME} [data-section="news"]`);
      expect(await newsSection.locator('.document-card').count()).toBe(3);
      const date = (await newsSection.locator('time').first().textContent()) ?? '';
      expect(date).toMatch(/^\d{2} \p{L}+ \d{4}$/u);
      expect(await newsSection.locator('a.btn').getAttribute('href')).toBe(c.allNews);
      expect(visitor.errors.filter((e) => e.includes('pageerror'))).toEqual([]);
    });
  }

  it("downloads neither zod nor any mf-admin file for a visitor's home, and the message table once", async () => {
    const fresh = await newSession();
    try {
      const content: { url: string; body: Promise<Buffer> }[] = [];
      const scripts: { url: string; body: Promise<Buffer> }[] = [];
      const admin: string[] = [];
      fresh.page.on('response', (r) => {
        const url = r.url();
        if (url.includes('/remotes/mf-admin/')) admin.push(url);
        if (url.endsWith('.js')) scripts.push({ url, body: r.body() });
        if (url.includes('/remotes/mf-content/') && url.endsWith('.js'))
          content.push({ url, body: r.body() });
      });
      await openHome(fresh.page, '/');
      // To the end of the page, so the sections that load as they come near are counted too.
      await fresh.page.locator('[data-section="newsletter"]').scrollIntoViewIfNeeded();
      await fresh.page.waitForLoadState('networkidle');
      const bodies = await Promise.all(
        content.map(async (c) => ({ url: c.url, text: (await c.body).toString() })),
      );
      expect(bodies.length).toBeGreaterThan(0);
      // zod's classes carry `_zod`; mf-content reads documents with lib/lenient-read.ts instead.
      expect(bodies.filter((b) => b.text.includes('_zod')).map((b) => b.url)).toEqual([]);
      expect(admin).toEqual([]);
      // contracts' messages and routes are shared singletons: the shell's copy serves every remote.
      const all = await Promise.all(
        scripts.map(async (c) => ({ url: c.url, text: (await c.body).toString() })),
      );
      expect(all.filter((b) => b.text.includes('La pagina non è disponibile')).length).toBe(1);
      // Only Italian: the other locales' contracts messages are chunks loaded for their visitors.
      expect(all.filter((b) => b.text.includes('The page is not available')).map((b) => b.url)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('works on a phone without sideways scrolling', async () => {
    const phone = await newSession({ viewport: { width: 375, height: 740 } });
    try {
      await openHome(phone.page, '/');
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });

  describe('with news switched off (profile without bit 2)', () => {
    let admin: Session;
    let original: OptionsDoc;
    beforeAll(async () => {
      admin = await newSession();
      await loginWithApi(admin.context, DEMO.admin);
      original = await getOptions(admin.context);
      await saveOptions(admin.context, { ...original.data, profile: 4 }, original);
    });
    afterAll(async () => {
      if (admin && original) await restoreOptions(admin.context, original);
      await admin?.close();
    });

    it('leaves the news section out of the home and refuses the news pages', async () => {
      const { page } = visitor;
      await openHome(page, '/');
      const ids = await sectionIds(page);
      expect(ids).not.toContain('news');
      expect(ids).toContain('institutes');
      // The answer's status and the code the page draws agree (issue 24), with the spec's text.
      for (const path of ['/news', '/news/mostra-fotografica']) {
        const response = await openPage(page, path);
        expect(response?.status()).toBe(404);
        await page
          .getByRole('heading', { name: /Errore 404: ?Questa pagina non è momentaneamente accessibile/ })
          .waitFor();
        expect(await page.locator('.status-page .status-code').textContent()).toBe('404');
        expect(await page.evaluate(() => document.documentElement.dataset.pageStatus)).toBe('404');
      }
    });
  });
});
