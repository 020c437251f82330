import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsIn } from '../lib/axe-violations';
import { newSession, openPage, type Session } from '../lib/browser';
import { type DocRef, getDoc, restoreDoc, type StoredDoc, saveDoc } from '../lib/documents';
import { turnEditOn } from '../lib/edit-mode';
import { expectVisibleFocus } from '../lib/focus-ring';
import { DEMO, loginWithApi, USER_BAR } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions } from '../lib/site-options';

// Issue 25, the last pieces of a manager's day, as the manager's eyes see them:
// 1. the login screen's title and text edited in place on /login, as visitors see it (reached from
//    Settings > Generale), with the user bar's Save, the leave question and the conflict panel;
//    a visitor reads it and downloads nothing of mf-admin;
// 2. the footer edited in place on a document page (about), read there by a visitor;
// 3. every home section removed: the home stays empty for visitors, "+ Aggiungi una sezione" stays
//    for the manager, and a pages document comes back as a text section.
// axe (WCAG 2.1 A/AA) is clean on every new control. Everything changed is put back at the end.

const LOGIN: DocRef = { name: 'login', collection: 'environment' };

const save = (page: Page) => page.locator(`${USER_BAR} [data-action="save"]`).click();
const focusedSection = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id'));

describe("issue 25: the last pieces of a manager's day", () => {
  let manager: Session;
  let visitor: Session;
  let options: OptionsDoc;
  let login: StoredDoc;
  beforeAll(async () => {
    manager = await newSession();
    visitor = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
    options = await getOptions(manager.context);
    login = await getDoc(manager.context, LOGIN);
  });
  afterAll(async () => {
    if (manager) {
      if (options) await restoreOptions(manager.context, options);
      if (login) await restoreDoc(manager.context, LOGIN, login);
    }
    await manager?.close();
    await visitor?.close();
  });

  it('the login screen edited on /login as it looks: leave question, conflict told by label, Riapplica and Salva, read by a visitor', async () => {
    const { page } = manager;
    await openPage(page, '/settings/general', { remote: 'mf_admin' });
    await page
      .getByRole('link', { name: 'Modifica sulla pagina di accesso, com’è per i visitatori' })
      .click();
    // The login screen in edit mode: the user bar above it, its switch on.
    const region = page.locator('.login-aside').getByRole('region', {
      name: 'Testi della pagina di accesso (modificabili qui)',
    });
    await region.waitFor();
    expect(await page.locator(`${USER_BAR} [role="switch"]`).getAttribute('aria-checked')).toBe('true');
    const title = region.getByRole('textbox', { name: 'Titolo della pagina di accesso (IT)' });
    expect(await title.inputValue()).toBe("Area riservata dell'Archivio");
    const text = region.getByRole('textbox', { name: 'Testo della pagina di accesso (IT)' });
    await text.waitFor();
    // No raw HTML: the text as visitors read it, in their class.
    expect(await text.textContent()).toMatch(/^Accedi per modificare/);
    expect(await text.getAttribute('class')).toContain('login-intro');

    // Someone else changes the English title meanwhile.
    const theirs = `Archive staff, renamed ${Date.now()}`;
    const now = await getDoc(manager.context, LOGIN);
    await saveDoc(manager.context, LOGIN, {
      ...now.data,
      title: { ...(now.data.title as Record<string, string>), en: theirs },
    });

    // By keyboard: the title, then the text with bold words.
    await title.focus();
    await expectVisibleFocus(page);
    const myTitle = `Area del personale ${Date.now()}`;
    await title.fill(myTitle);
    await text.click();
    await page.keyboard.press('Control+End');
    const words = `prenota la sala ${Date.now()}`;
    await page.keyboard.type(' Poi ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(words);
    await expect.poll(() => text.locator('strong').textContent()).toBe(words);
    expect(await axeViolationsIn(page, '.login-aside')).toEqual([]);

    // Leaving with unsaved edits asks first; staying keeps them.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.locator(USER_BAR).getByRole('link', { name: 'Impostazioni' }).click();
    await expect.poll(() => asked).toBe('Sei sicuro di voler continuare?');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await title.inputValue()).toBe(myTitle);

    // Their save is told by label; my edits stay; Riapplica then Salva keeps both.
    await save(page);
    const panel = region.locator('[data-conflict]');
    await panel.getByRole('heading', { name: 'Qualcun altro ha salvato prima di te' }).waitFor();
    expect(await panel.textContent()).toContain('Titolo della pagina di accesso: nella loro versione');
    expect(await panel.textContent()).not.toMatch(/Ricarica/);
    expect(await title.inputValue()).toBe(myTitle);
    expect(await axeViolationsIn(page, '.login-aside')).toEqual([]);
    await panel.getByRole('button', { name: 'Riapplica le mie modifiche' }).click();
    await region.getByText(/premi «Salva»/).waitFor();
    await save(page);
    await region.getByText('Testi della pagina di accesso salvati').waitFor();
    const stored = (await getDoc(manager.context, LOGIN)).data as {
      title: Record<string, string>;
      body: Record<string, string>;
    };
    expect(stored.title).toMatchObject({ it: myTitle, en: theirs });
    expect(stored.body.it).toContain(`<strong>${words}</strong>`);
    expect(stored.body.en).toBe((login.data.body as Record<string, string>).en);

    // A visitor reads it on /login and downloads nothing of mf-admin (so no editor).
    const urls: string[] = [];
    visitor.page.on('request', (r) => urls.push(r.url()));
    await openPage(visitor.page, '/login', { remote: 'mf_auth' });
    const aside = visitor.page.locator('.login-aside');
    await aside.getByRole('heading', { name: myTitle }).waitFor();
    expect(await aside.locator('.login-intro strong').getByText(words).count()).toBe(1);
    await visitor.page.waitForLoadState('networkidle');
    expect(urls.some((u) => u.includes('/remotes/mf-admin/'))).toBe(false);
    expect(await visitor.page.locator(`${USER_BAR}, [contenteditable]`).count()).toBe(0);

    // The same address opened directly (a bookmark, a reload): edit mode, and the switch says so.
    await openPage(page, '/login?modifica=1', { remote: 'mf_auth' });
    await region.waitFor();
    await expect
      .poll(() => page.locator(`${USER_BAR} [role="switch"]`).getAttribute('aria-checked'))
      .toBe('true');
    expect(await title.inputValue()).toBe(myTitle);
  });

  it('the footer edited in place on the about page, saved, read there by a visitor', async () => {
    const { page } = manager;
    await openPage(page, '/about', { remote: 'mf_content' });
    await turnEditOn(page);
    const footer = page.locator('footer.site-footer .footer-inplace');
    const text = footer.getByRole('textbox', { name: 'Testo del blocco 1 del piè di pagina' });
    await text.waitFor();
    // The page's own editor is there too: one Save for both.
    await page.locator('article.document-inplace').waitFor();
    await text.click();
    await page.keyboard.press('Control+End');
    const added = ` Aperto anche il sabato ${Date.now()}.`;
    await page.keyboard.type(added);
    await expect.poll(() => text.textContent()).toContain(added.trim());
    const up = footer.getByRole('button', { name: 'Sposta su «Piè di pagina, blocco 1»' });
    expect(await up.isDisabled()).toBe(true);
    expect(await axeViolationsIn(page, 'footer.site-footer')).toEqual([]);
    await save(page);
    await expect
      .poll(async () => {
        const blocks = (await getOptions(manager.context)).data.footer_blocks as { text: { it: string } }[];
        return blocks[0]?.text.it;
      })
      .toContain(added.trim());
    await openPage(visitor.page, '/about', { remote: 'mf_content' });
    await visitor.page.locator('footer.site-footer .footer-block').getByText(added.trim()).waitFor();
    expect(await visitor.page.locator('footer .footer-inplace').count()).toBe(0);
  });

  it('every home section removed: the home stays empty for visitors, then a page comes back as a text section', async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    await turnEditOn(page);
    // The add button comes once the options draft is loaded (edits before it would be refused).
    await page.locator('[data-add-section-button]').waitFor();
    const questions: string[] = [];
    const accept = (dialog: import('playwright-core').Dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    };
    page.on('dialog', accept);
    // The last ones by keyboard: the focus goes on to the next section, then to the add button.
    while ((await page.locator('[data-section-id]').count()) > 0) {
      const before = await page.locator('[data-section-id]').count();
      await page.locator('[data-section-id] [data-delete]').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-section-id]').count(), { timeout: 5000 }).toBe(before - 1);
    }
    page.off('dialog', accept);
    expect(new Set(questions)).toEqual(new Set(['Sei sicuro di voler cancellare?']));
    const add = page.locator('[data-add-section-button]');
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisibleFocus(page);
    await save(page);
    await page.getByText('Modifiche salvate').waitFor();
    // Saved as emptied on purpose, not as "no choice" (which would bring the default sections back).
    const home = (await getOptions(manager.context)).data.home as { emptied?: boolean; sections?: unknown[] };
    expect(home.emptied).toBe(true);
    expect(home.sections ?? []).toEqual([]);
    // An empty home: the remote's root is on the page with nothing in it (so not "visible").
    await openPage(visitor.page, '/');
    await visitor.page.locator('[data-remote="mf_content"][data-live]').waitFor({ state: 'attached' });
    expect(await visitor.page.locator('main [data-section]').count()).toBe(0);
    // Still there for the manager after the save.
    expect(await add.count()).toBe(1);

    // A page document offered as a text section, by its title, by keyboard.
    await add.focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('button', { name: 'Aggiungi la sezione «Testo: Cookie policy»' });
    await option.waitFor();
    expect(await axeViolationsIn(page, '[data-add-section]')).toEqual([]);
    await option.focus();
    await page.keyboard.press('Enter');
    await page.getByText('«Testo (cookiepolicy)» aggiunta in fondo alla home').waitFor();
    await expect.poll(() => focusedSection(page)).toBe('cookiepolicy');
    await expectVisibleFocus(page);
    await save(page);
    await expect
      .poll(async () => ((await getOptions(manager.context)).data.home as { sections?: unknown[] }).sections)
      .toEqual([{ id: 'cookiepolicy', type: 'text', visible: true }]);
    await openPage(visitor.page, '/', { remote: 'mf_content' });
    const section = visitor.page.locator('[data-section="cookiepolicy"]');
    await section.getByRole('heading', { name: 'Cookie policy' }).waitFor();
    await section.getByText(/cookie tecnici necessari/).waitFor();
  });
});
