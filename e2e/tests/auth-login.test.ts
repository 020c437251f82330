import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { DEMO, LOGIN, loginWithForm, USER_BAR } from '../lib/login';

// mf-auth in the composed site: the login layout, wrong password, managers and administrators
// signing in, logout, keyboard-only use. Each test opens its own browser profile (no shared cookies).
describe('login', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each([
    ['/login', 'it', "Area riservata dell'Archivio", 'Accedi'],
    ['/en/login', 'en', 'Archive staff area', 'Sign in'],
    ['/fr/login', 'fr', "Espace réservé de l'Archive", 'Connexion'],
  ])('draws %s in the login layout with the environment texts', async (path, lang, title, heading) => {
    const { page } = session;
    const response = await openPage(page, path, { remote: 'mf_auth' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getAttribute('.app-frame', 'data-layout')).toBe('login');
    await expect.poll(() => page.locator('.login-aside h1').textContent()).toBe(title);
    expect(await page.locator('.login-aside .login-links a').count()).toBeGreaterThan(0);
    expect(await page.locator(`${LOGIN.screen} h1`).textContent()).toBe(heading);
    // Labels name the fields (what a screen reader announces).
    expect(await page.locator(`label[for="login-email"]`).count()).toBe(1);
    expect(await page.locator(`label[for="login-password"]`).count()).toBe(1);
  });

  it("says 'Nome utente o password errati.' for a wrong password and moves the focus to it", async () => {
    const { page } = session;
    await openPage(page, '/login', { remote: 'mf_auth' });
    await page.fill(LOGIN.email, DEMO.manager.email);
    await page.fill(LOGIN.password, 'Not-The-Password-1');
    await page.click(LOGIN.submit);
    const alert = page.locator(LOGIN.alert);
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Nome utente o password errati.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator(USER_BAR).count()).toBe(0);
  });

  it('signs a manager in: back to the page the guard came from, user bar shown', async () => {
    await using_(async ({ page }) => {
      // The local identity provider needs no Firebase SDK: none of mf-auth's files may carry it.
      const authScripts: Promise<string>[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/remotes/mf-auth/') && r.url().endsWith('.js')) authScripts.push(r.text());
      });
      await loginWithForm(page, DEMO.manager, { redirect: '/esplora' });
      expect(new URL(page.url()).pathname).toBe('/esplora');
      await page.waitForSelector(USER_BAR);
      const bodies = await Promise.all(authScripts);
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((b) => b.includes('@firebase/auth'))).toEqual([]);
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
      expect(cookies.oa_session?.httpOnly).toBe(true);
      expect(cookies.oa_csrf?.httpOnly).toBe(false);
    });
  });

  it('takes an administrator to settings through the guard, then logout returns to login without the user bar', async () => {
    await using_(async ({ page }) => {
      // The guard sends an anonymous visitor from /settings to /login?redirect=/settings.
      await openPage(page, '/settings');
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/settings',
      );
      await page.waitForSelector(LOGIN.email);
      await page.fill(LOGIN.email, DEMO.admin.email);
      await page.fill(LOGIN.password, DEMO.admin.password);
      await page.click(LOGIN.submit);
      await page.waitForURL((url) => url.pathname === '/settings');
      await page.waitForSelector('[data-remote="mf_admin"][data-live]');
      await page.waitForSelector(USER_BAR);

      await page.locator(USER_BAR).getByRole('button', { name: 'Esci' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.waitForSelector(LOGIN.email);
      expect(await page.locator(USER_BAR).count()).toBe(0);
      const cookies = (await page.context().cookies()).map((c) => c.name);
      expect(cookies).not.toContain('oa_session');
      // Signed out for the gateway too: the protected page sends back to login again.
      await openPage(page, '/settings');
      await page.waitForURL((url) => url.pathname === '/login');
    });
  });

  it('works with the keyboard alone', async () => {
    await using_(async ({ page }) => {
      await openPage(page, '/login?redirect=%2Fesplora', { remote: 'mf_auth' });
      await page.waitForSelector(LOGIN.email);
      // Tab from the top of the page until the email field has the focus.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.id === 'login-email')) break;
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
      await page.keyboard.type(DEMO.manager.email);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
      await page.keyboard.type(DEMO.manager.password);
      // The show-password toggle is the next stop and works with Space.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'login-password',
      );
      await page.keyboard.press('Space');
      expect(await page.getAttribute(LOGIN.password, 'type')).toBe('text');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/esplora');
      await page.waitForSelector(USER_BAR);
    });
  });
});

/** A fresh browser profile for one test (its own cookies), always closed. */
async function using_(fn: (s: Session) => Promise<void>) {
  const s = await newSession();
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}
