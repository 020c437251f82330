import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteCookies, withSession } from '../lib/browser';

// The shell's frame as a visitor sees it: languages, dark mode, cookies, not-found page, guard.
// mf-content's home is awaited by its own root ([data-home-view]: the visitor view, not the editor's);
// every screen also sits in [data-screen="<route>"] (ui's createRemoteLifecycles).
const HOME = '[data-remote="mf_content"] [data-home-view]';
const SEARCH = '[data-remote="mf_catalogue"] .search-page';
describe('shell frame', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each([
    ['/', 'it', 'Esplora'],
    ['/en', 'en', 'Explore'],
    ['/fr', 'fr', 'Explorer'],
  ])('renders the home page at %s in %s', async (path, lang, explore) => {
    const { page } = session;
    const response = await openPage(page, path, { remote: 'mf_content' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await expect.poll(() => page.locator('header .header-nav').textContent()).toContain(explore);
    await page.waitForSelector(HOME);
    expect(await page.locator('footer').count()).toBe(1);
  });

  it('switches language and stays on the same page', async () => {
    const { page } = session;
    await openPage(page, '/cerca?tags=roma', { remote: 'mf_catalogue' });
    await page.click('[data-panel-toggle="menu"]');
    await page.click('.language-switcher [data-locale="fr"]');
    await page.waitForURL('**/fr/recherche?tags=roma');
    // In-page: the URL changes at once, the page's language once the French messages are loaded.
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.waitForSelector(SEARCH);
    // The menu closes on the route change.
    expect(await page.locator('.menu-panel').isHidden()).toBe(true);
    expect((await siteCookies(session.context)).oa_locale?.value).toBe('fr');
  });

  it('keeps dark mode over a reload', async () => {
    const { page } = session;
    await openPage(page, '/', { remote: 'mf_content' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.click('[data-panel-toggle="menu"]');
    await page.click('.dark-mode-switch [role="switch"]');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.waitForSelector('[data-remote="mf_content"][data-live]');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('oa_dark'))).toBe('1');
  });

  it('answers an unknown URL with status 404 and the not-found page', async () => {
    const { page } = session;
    const response = await openPage(page, '/questa/pagina/non-esiste');
    expect(response?.status()).toBe(404);
    const status = page.locator('[data-status="404"]');
    await status.waitFor();
    expect(await status.textContent()).toContain('404');
    expect(await status.textContent()).toContain('La pagina non è disponibile');
    await status.getByRole('link').click();
    await page.waitForSelector(HOME);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("says it in the visitor's language, loading that language's messages alone", async () => {
    const { page } = session;
    const scripts: Promise<string>[] = [];
    const onResponse = (r: { url(): string; text(): Promise<string> }) => {
      // A redirect (or a response gone with its page) has no body: it holds no messages either.
      if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
    };
    page.on('response', onResponse);
    try {
      for (const [path, text, other] of [
        ['/en/no/such/page', 'The page is not available', "La page n'est pas disponible"],
        ['/fr/aucune/page', "La page n'est pas disponible", 'Die Seite ist nicht verfügbar'],
      ] as const) {
        const response = await openPage(page, path);
        expect(response?.status()).toBe(404);
        const status = page.locator('[data-status="404"]');
        await status.waitFor();
        expect(await status.textContent()).toContain(text);
        const bodies = await Promise.all(scripts);
        expect(bodies.some((b) => b.includes(text))).toBe(true);
        expect(bodies.some((b) => b.includes(other))).toBe(false);
        scripts.length = 0;
      }
    } finally {
      page.off('response', onResponse);
    }
  });

  it('sends a visitor from a protected page to login, without any mf-admin file', async () => {
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openPage(page, '/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings');
    await page.waitForSelector('[data-remote="mf_auth"][data-live] [data-screen="login"]');
    expect(requested.filter((u) => u.includes('mf-admin'))).toEqual([]);
  });
});

describe('cookie consent', () => {
  const decide = (choice: 'all' | 'declined') =>
    withSession(async ({ page, context }) => {
      await openPage(page, '/', { remote: 'mf_content' });
      await page.click(`[data-cookie-bar] [data-consent="${choice}"]`);
      expect(await page.locator('[data-cookie-bar]').count()).toBe(0);
      const cookies = await siteCookies(context);
      const analyticsFlag = await page.evaluate(() => localStorage.getItem('oa_analytics'));
      await page.reload();
      await page.waitForSelector('[data-remote="mf_content"][data-live]');
      const barAfterReload = await page.locator('[data-cookie-bar]').count();
      return { cookies, analyticsFlag, barAfterReload };
    });

  it('declining sets the long-lived analytics-disable cookie', async () => {
    const { cookies, analyticsFlag, barAfterReload } = await decide('declined');
    expect(cookies.oa_consent?.value).toBe('declined');
    expect(cookies.oa_analytics_disabled?.value).toBe('true');
    // The shell asks for 2099-12-31 (unit-tested in shell/src/consent); Chromium caps any cookie at 400 days.
    const days = ((cookies.oa_analytics_disabled?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
    expect(analyticsFlag).toBeNull();
    expect(barAfterReload).toBe(0);
  });

  it('accepting records consent to analytics and no disable cookie', async () => {
    const { cookies, analyticsFlag } = await decide('all');
    expect(cookies.oa_consent?.value).toBe('all');
    expect(cookies.oa_analytics_disabled).toBeUndefined();
    expect(analyticsFlag).toBe('1');
  });

  it('declining keeps the language and consent cookies (necessary ones) and nothing of analytics', async () => {
    const { cookies } = await decide('declined');
    expect(cookies.oa_consent?.value).toBe('declined');
    expect(Object.keys(cookies).filter((name) => name.startsWith('_ga'))).toEqual([]);
    expect(cookies.oa_locale?.value).toBe('it');
    expect(cookies.oa_locale?.sameSite).toBe('Lax');
    const days = ((cookies.oa_locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });
});
