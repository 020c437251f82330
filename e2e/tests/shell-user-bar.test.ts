import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl, withSession } from '../lib/browser';
import { DEMO, loginWithApi, loginWithForm, USER_BAR } from '../lib/login';
import { getOptions, saveOptions } from '../lib/site-options';

// The shell's user bar for a signed-in manager: what it offers, the back-office site option, and
// logout through mf-auth (so the identity service is signed out too).

describe('user bar of a signed-in manager', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithForm(manager.page, DEMO.manager);
  });
  afterAll(async () => {
    await manager?.close();
  });

  it('offers site link, jump list, edit switch and settings; no Save and no back-office by default', async () => {
    const { page } = manager;
    await openPage(page, '/esplora', { remote: 'mf_catalogue' });
    const bar = page.locator(USER_BAR);
    await bar.waitFor();
    expect(await bar.getAttribute('aria-label')).toBe('Barra di amministrazione');
    expect(await bar.getByRole('link', { name: 'Sito' }).getAttribute('href')).toBe('/');
    expect(await bar.getByRole('link', { name: 'Impostazioni' }).getAttribute('href')).toBe('/settings');
    // Explore has nothing to edit in place: the bar says so instead of offering the switch.
    expect(await bar.getByRole('switch').count()).toBe(0);
    expect(await bar.getByText('Niente da modificare in questa pagina').count()).toBe(1);
    expect(await bar.locator('[data-action="save"]').count()).toBe(0);
    expect(await bar.locator('[data-link="backoffice"]').count()).toBe(0);

    // The jump list goes to a page of the site, client-side.
    await bar.getByRole('button', { name: 'Vai a' }).click();
    const items = await bar.locator('.dropdown-menu a').allTextContents();
    expect(items).toEqual(expect.arrayContaining(['Home', 'Esplora']));
    await bar.locator('.dropdown-menu a', { hasText: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Editors get mf-content's home in its editor view, and there the edit switch.
    await page.waitForSelector('[data-remote="mf_content"][data-live] [data-home-view]');
    expect(await bar.getByRole('switch', { name: 'Modifica' }).getAttribute('aria-checked')).toBe('false');
  });

  it('links to the back office named in the site options, in a new tab', async () => {
    const { page, context } = manager;
    const original = (await getOptions(context)).data;
    try {
      await saveOptions(context, { ...original, backofficeUrl: 'https://backoffice.example.org/' });
      await openPage(page, '/');
      const link = page.locator(`${USER_BAR} [data-link="backoffice"]`);
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://backoffice.example.org/');
      expect(await link.getAttribute('target')).toBe('_blank');
      // Named after the catalogue system (CATALOGUE_SYSTEM, collection management by default).
      expect(await link.textContent()).toBe('Gestione collezioni');
    } finally {
      await saveOptions(context, original);
    }
  });

  it('is absent for visitors', async () => {
    await withSession(async ({ page }) => {
      await openPage(page, '/', { remote: 'mf_content' });
      expect(await page.locator(USER_BAR).count()).toBe(0);
    });
  });
});

describe('logout from the user bar', () => {
  it('signs out through mf-auth; on a public page it stays there as a visitor, the bar gone', async () => {
    await withSession(async ({ page, context }) => {
      await loginWithApi(context, DEMO.manager);
      // The home page is mf-content's: mf-auth has not been loaded yet, the logout button loads it.
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await openPage(page, '/', { remote: 'mf_content' });
      await page.locator(USER_BAR).waitFor();
      const before = requests.filter((u) => u.includes('/remotes/mf-auth/')).length;
      expect(before).toBe(0);
      await page.locator(USER_BAR).getByRole('button', { name: 'Esci' }).click();
      // The home is public: the manager stays on it, now a visitor (issue 25).
      await page.waitForSelector(USER_BAR, { state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('footer').getByRole('link', { name: 'Accedi' }).count()).toBe(1);
      expect(requests.some((u) => u.includes('/remotes/mf-auth/'))).toBe(true);
      // The session is over at the gateway too.
      const profile = await context.request.get(siteUrl('/api/auth/profile'));
      expect(profile.status()).toBe(401);
    });
  });
});
