import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsIn } from '../lib/axe-violations';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';
import { expectVisibleFocus } from '../lib/focus-ring';
import { DEMO, loginWithApi, USER_BAR } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions } from '../lib/site-options';

// Issue 25, a manager's day as the manager's eyes see it: a conflict resolved by "Riapplica le mie
// modifiche" and Salva with both people's edits kept; a language added as a draft, previewed while
// visitors get 404, then published; the footer's error by the field's label in Italian; a
// keyboard-only walk through the user bar, an edit and a save with a visible focus ring (>= 3:1
// against what it sits on) at every step and axe clean; sign in from a news item and come back
// to it, sign out and stay. The site options are put back as they were at the end.

const settingsPage = async (page: Page, name: string) => {
  await openPage(page, `/settings/${name}`, { remote: 'mf_admin' });
  await page.waitForSelector(`[data-screen="settings.${name}"] .settings-form`);
};

const focused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

describe("a manager's day (issue 25)", () => {
  let admin: Session;
  let manager: Session;
  let original: OptionsDoc;
  beforeAll(async () => {
    admin = await newSession();
    manager = await newSession();
    await loginWithApi(admin.context, DEMO.admin);
    await loginWithApi(manager.context, DEMO.manager);
    original = await getOptions(admin.context);
  });
  afterAll(async () => {
    if (admin && original) await restoreOptions(admin.context, original);
    await admin?.close();
    await manager?.close();
  });

  it('resolves a conflict with "Riapplica le mie modifiche" and Salva, keeping both edits', async () => {
    await settingsPage(admin.page, 'general');
    await settingsPage(manager.page, 'general');
    await admin.page.getByLabel('Titolo del sito', { exact: true }).fill('Archivio civico di A');
    await manager.page.getByLabel('Indirizzo del back-office').fill('/gestione-di-b');
    await admin.page.click('[data-action="settings-save"]');
    await admin.page.waitForSelector('[data-notice="success"]');

    await manager.page.click('[data-action="settings-save"]');
    const conflict = manager.page.locator('[data-conflict]');
    await conflict.waitFor();
    // One message: what they changed, by the field's label, in words; never "reload".
    expect(await conflict.locator('[data-field="title"]').textContent()).toMatch(
      /^Titolo del sito: nella loro versione «Archivio civico di A»/,
    );
    expect(await manager.page.locator('main').textContent()).not.toMatch(/Ricarica/);
    expect(await conflict.textContent()).toContain('poi premi «Salva»');

    await conflict.getByRole('button', { name: 'Riapplica le mie modifiche' }).click();
    const notice = manager.page.locator('[data-notice="info"]');
    expect(await notice.textContent()).toMatch(/premi Salva per salvarle/);
    expect(await manager.page.getByLabel('Titolo del sito', { exact: true }).inputValue()).toBe(
      'Archivio civico di A',
    );
    expect(await manager.page.getByLabel('Indirizzo del back-office').inputValue()).toBe('/gestione-di-b');
    await manager.page.click('[data-action="settings-save"]');
    await manager.page.waitForSelector('[data-notice="success"]');
    const stored = (await getOptions(manager.context)).data;
    expect(stored).toMatchObject({ title: 'Archivio civico di A', backofficeUrl: '/gestione-di-b' });
  });

  it("names the footer's missing text by its label, in Italian, and saves nothing", async () => {
    const { page, context } = manager;
    const before = await getOptions(context);
    await settingsPage(page, 'footer');
    // The blank row at the end of the footer blocks: a title and no text.
    await page.getByLabel('Titolo (IT)').last().fill('Orari di apertura');
    await page.click('[data-action="settings-save"]');
    const error = page.locator('.admin-error li[data-field^="footer_blocks"]').first();
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^Piè di pagina, riga \d+: il testo è obbligatorio$/);
    expect(await page.locator('main').textContent()).not.toMatch(/footer_blocks|Invalid input/);
    expect((await getOptions(context)).revision).toBe(before.revision);
    // What was typed is still there (the row it made now has a fresh blank row after it).
    const titles = await page
      .getByLabel('Titolo (IT)')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(titles).toContain('Orari di apertura');
  });

  it('adds a language as a draft, previews it while visitors get 404, then publishes it', async () => {
    const { page } = manager;
    const visitorStatus = async (path: string) => (await fetch(siteUrl(path))).status;
    await settingsPage(page, 'multilanguage');
    await page.getByRole('button', { name: 'Aggiungi la lingua Deutsch' }).click();
    const row = page.locator('[data-locale="de"]');
    expect(await row.getByText(/Sarà aggiunta con Salva/).count()).toBe(1);
    // A draft: nothing is public yet.
    expect(await visitorStatus('/de')).toBe(404);
    await page.click('[data-action="settings-save"]');
    await page.waitForSelector('[data-notice="success"]');
    // Saved but hidden: the page says what German lacks; visitors still get 404, the manager previews.
    await row.getByText('Prima di renderla pubblica:').waitFor();
    expect(await row.locator('[data-lacks="records"]').textContent()).toMatch(
      /^schede del catalogo in data_de: 0/,
    );
    expect(await row.locator('[data-lacks="documents"]').textContent()).toMatch(
      /^documenti tradotti: 0 di \d+/,
    );
    expect(await visitorStatus('/de')).toBe(404);
    const preview = await openPage(page, '/de', { remote: 'mf_content' });
    expect(preview?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await settingsPage(page, 'multilanguage');
    await page
      .locator('[data-locale="de"]')
      .getByLabel(/Nascosta ai visitatori/)
      .uncheck();
    await page.click('[data-action="settings-save"]');
    await page.waitForSelector('[data-notice="success"]');
    expect(await visitorStatus('/de')).toBe(200);
  });

  it('walks the user bar, an edit and a save by keyboard with the focus visible at every step', async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    await page.waitForSelector('[data-remote="mf_content"][data-live] [data-home-view]');
    // From the top of the page to the edit switch, by Tab only.
    let steps = 0;
    while (!(await focused(page, `${USER_BAR} [role="switch"]`))) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('nav.user-bar') !== null))
        await expectVisibleFocus(page);
      expect(++steps).toBeLessThan(40);
    }
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-section-id="hero"] [data-move="down"]');
    // On to the cover's "move down", then Enter: the focus follows the moved section.
    steps = 0;
    while (!(await focused(page, '[data-section-id="hero"] [data-move="down"]'))) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
      expect(++steps).toBeLessThan(40);
    }
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${USER_BAR} [data-action="save"]`);
    expect(await focused(page, '[data-section-id="hero"] [data-move]')).toBe(true);
    await expectVisibleFocus(page);
    // Back to the user bar's Salva, and save.
    steps = 0;
    while (!(await focused(page, `${USER_BAR} [data-action="save"]`))) {
      await page.keyboard.press('Shift+Tab');
      await expectVisibleFocus(page);
      expect(++steps).toBeLessThan(80);
    }
    // Salva is drawn inverted on the bar: its ring must still stand out from the bar.
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // The result is announced and holds the focus: the keyboard user does not start from the top.
    await page.waitForSelector('[data-notice="success"]');
    await expect.poll(() => focused(page, '[data-notice="success"]')).toBe(true);
    expect(await axeViolationsIn(page, [USER_BAR, '.section-toolbar', '[data-notice]'])).toEqual([]);
  });

  it('signs in from a news item and comes back to it; "Esci" there stays as a visitor', async () => {
    const visitor = await newSession();
    try {
      const { page } = visitor;
      await openPage(page, '/news', { remote: 'mf_content' });
      const item = page.locator('[data-remote="mf_content"] a[href^="/news/"]').first();
      const href = (await item.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/news\/.+/);
      await openPage(page, href, { remote: 'mf_content' });
      const login = page.locator('footer').getByRole('link', { name: 'Accedi' });
      expect(
        new URL((await login.getAttribute('href')) ?? '', siteUrl('/')).searchParams.get('redirect'),
      ).toBe(href);
      await login.click();
      await page.waitForSelector('#login-email');
      await page.fill('#login-email', DEMO.manager.email);
      await page.fill('#login-password', DEMO.manager.password);
      await page.click('[data-form="login"] button[type="submit"]');
      await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
      await page.waitForSelector(USER_BAR);

      await page.locator(USER_BAR).getByRole('button', { name: 'Esci' }).click();
      await page.waitForSelector(USER_BAR, { state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(href);
      expect(await page.locator('footer').getByRole('link', { name: 'Accedi' }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });

  it('hides one record from its page (access 0): visitors then get 404', async () => {
    const { page } = manager;
    const visitorStatus = async (path: string) => (await fetch(siteUrl(path))).status;
    await openPage(page, '/cerca', { remote: 'mf_catalogue' });
    const href = (await page.locator('.result-list a[href^="/oggetti/"]').last().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/oggetti\/\d+/);
    expect(await visitorStatus(href)).toBe(200);
    await openPage(page, href, { remote: 'mf_catalogue' });
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator(USER_BAR)
      .getByRole('button', { name: 'Nascondi questa scheda ai visitatori' })
      .click();
    await page.locator('[data-hide-record="done"]').waitFor();
    await expect.poll(() => visitorStatus(href)).toBe(404);
  });

  it('offers "Utenti" in the settings menu, at /settings/users, without "Elimina" on my own row', async () => {
    const { page } = manager;
    await openPage(page, '/settings', { remote: 'mf_admin' });
    await page.locator('.settings-nav').getByRole('link', { name: 'Utenti' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/users');
    await expect.poll(() => page.locator('#settings-title').textContent()).toBe('Utenti');
    const mine = page.locator(`tr[data-user-email="${DEMO.manager.email}"]`);
    await mine.waitFor();
    expect(await mine.getByRole('button', { name: /^Elimina/ }).count()).toBe(0);
  });
});
