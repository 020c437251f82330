import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsIn } from '../lib/axe-violations';
import { newSession, openPage, type Session } from '../lib/browser';
import { type DocRef, getDoc, restoreDoc, type StoredDoc, saveDoc } from '../lib/documents';
import { turnEditOn } from '../lib/edit-mode';
import { expectVisibleFocus } from '../lib/focus-ring';
import { DEMO, loginWithApi, USER_BAR } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions } from '../lib/site-options';

// Issue 25, what was left of a manager's day, as the manager's eyes see it:
// 1. the home's own texts and Settings > Contenuti's document editor tell a conflict with the home's
//    panel (fields by label, "Riapplica le mie modifiche", Salva needed again), both edits kept;
// 2. the footer's blocks edited in place with the rich-text editor (and added, deleted with the
//    focus kept), an institute's address, phone, email and opening hours in labelled fields;
// 3. the login screen's text in the rich-text editor (Settings > Generale), read on /login;
// 4. a home section deleted by keyboard (the focus goes to the next section, announced), gone for
//    visitors, then added back from "+ Aggiungi una sezione".
// axe (WCAG 2.1 A/AA) is clean on every new control. Everything changed is put back at the end.

const ABOUT: DocRef = { name: 'about', collection: 'pages' };
const LOGIN: DocRef = { name: 'login', collection: 'environment' };
const INSTITUTE: DocRef = { name: 'archivio-comunale', collection: 'institutes' };

const save = (page: Page) => page.locator(`${USER_BAR} [data-action="save"]`).click();

describe("issue 25: the rest of a manager's editing", () => {
  let manager: Session;
  let visitor: Session;
  let options: OptionsDoc;
  const originals = new Map<DocRef, StoredDoc>();
  beforeAll(async () => {
    manager = await newSession();
    visitor = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
    options = await getOptions(manager.context);
    for (const ref of [ABOUT, LOGIN, INSTITUTE]) originals.set(ref, await getDoc(manager.context, ref));
  });
  afterAll(async () => {
    if (manager) {
      if (options) await restoreOptions(manager.context, options);
      for (const [ref, doc] of originals) await restoreDoc(manager.context, ref, doc);
    }
    await manager?.close();
    await visitor?.close();
  });

  it("the home's about text: a conflict told by label, 'Riapplica' then Salva keeps both edits", async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    await turnEditOn(page);
    const field = page.getByLabel('Testo di «Chi siamo» (modificabile qui)');
    await field.waitFor();
    // Someone else renames the page meanwhile; I rewrite the summary the home shows.
    const now = await getDoc(manager.context, ABOUT);
    const theirTitle = `Chi siamo, dal collega ${Date.now()}`;
    await saveDoc(manager.context, ABOUT, { ...now.data, title: theirTitle });
    const mine = `Il nostro archivio, riscritto sulla home ${Date.now()}.`;
    await field.fill(mine);
    await save(page);
    const panel = page.locator('.section-inplace-text [data-conflict]');
    await panel.getByRole('heading', { name: 'Qualcun altro ha salvato prima di te' }).waitFor();
    await panel.getByText(new RegExp(`^Titolo: nella loro versione «${theirTitle}»`)).waitFor();
    expect(await panel.textContent()).toMatch(/premi «Salva»/);
    expect(await panel.textContent()).not.toMatch(/Ricarica/);
    expect(await axeViolationsIn(page, '.section-inplace-text [data-conflict]')).toEqual([]);
    await panel.getByRole('button', { name: 'Riapplica le mie modifiche' }).click();
    await page
      .locator('.section-inplace-text')
      .getByText('Le tue modifiche sono state rimesse sulla loro versione: controlla e premi «Salva».')
      .waitFor();
    expect(await field.inputValue()).toBe(mine);
    await save(page);
    await page.locator('.section-inplace-text').getByText('Testo salvato').waitFor();
    expect((await getDoc(manager.context, ABOUT)).data).toMatchObject({ title: theirTitle, summary: mine });
  });

  it("Settings > Contenuti's document editor: the same panel, 'Riapplica' then 'Salva documento'", async () => {
    const { page } = manager;
    await openPage(page, '/settings/contents', { remote: 'mf_admin' });
    const now = await getDoc(manager.context, ABOUT);
    await page.getByRole('button', { name: `Modifica «${String(now.data.title)}»` }).click();
    const summary = page.locator('#doc-summary');
    await summary.waitFor();
    const theirTitle = `Chi siamo, dalla curatrice ${Date.now()}`;
    await saveDoc(manager.context, ABOUT, { ...now.data, title: theirTitle });
    const mine = `Sommario dal pannello dei contenuti ${Date.now()}.`;
    await summary.fill(mine);
    await page.getByRole('button', { name: 'Salva documento' }).click();
    const panel = page.locator('.admin-document-editor [data-conflict]');
    const heading = panel.getByRole('heading', { name: 'Qualcun altro ha salvato prima di te' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await panel.getByText(new RegExp(`^Titolo: nella loro versione «${theirTitle}»`)).waitFor();
    expect(await panel.textContent()).toMatch(/premi «Salva documento»/);
    expect(await axeViolationsIn(page, '.admin-document-editor')).toEqual([]);
    // By keyboard: the focus is on the panel's heading, Riapplica is the next stop.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const status = page.locator('#doc-reapplied');
    await status.getByText(/premi «Salva documento»/).waitFor();
    await expect.poll(() => status.evaluate((s) => s === document.activeElement)).toBe(true);
    expect(await page.locator('#doc-title').inputValue()).toBe(theirTitle);
    expect(await summary.inputValue()).toBe(mine);
    await page.getByRole('button', { name: 'Salva documento' }).click();
    await page.getByText('Documento salvato').waitFor();
    expect((await getDoc(manager.context, ABOUT)).data).toMatchObject({ title: theirTitle, summary: mine });
  });

  it('the footer edited in place: text with the rich-text editor, a block added then deleted, saved, read by a visitor', async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    await turnEditOn(page);
    const footer = page.locator('footer.site-footer .footer-inplace');
    const title = footer.getByRole('textbox', { name: 'Titolo del blocco 1 del piè di pagina' });
    await title.waitFor();
    expect(await title.inputValue()).toBe('Orari');
    const text = footer.getByRole('textbox', { name: 'Testo del blocco 1 del piè di pagina' });
    await text.waitFor();
    // No raw HTML: the editor shows the text as visitors read it.
    expect(await text.textContent()).toBe('Sala studio: martedì-venerdì 9-13, giovedì anche 14-17.');
    await text.click();
    await page.keyboard.press('Control+End');
    const added = ` Chiuso ad agosto ${Date.now()}.`;
    await page.keyboard.type(added);
    await expect.poll(() => text.textContent()).toContain(added.trim());
    // A block added: its title takes the focus; then deleted by keyboard after the question.
    await footer.getByRole('button', { name: '+ Aggiungi un blocco al piè di pagina' }).click();
    const count = await footer.locator('[data-footer-block]').count();
    const newTitle = footer.getByRole('textbox', { name: `Titolo del blocco ${count} del piè di pagina` });
    await expect.poll(() => newTitle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolationsIn(page, 'footer.site-footer')).toEqual([]);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await footer.getByRole('button', { name: `Elimina «Piè di pagina, blocco ${count}»` }).focus();
    await page.keyboard.press('Enter');
    expect(asked).toBe('Sei sicuro di voler cancellare?');
    await footer.getByText(`«Piè di pagina, blocco ${count}» eliminato`).waitFor();
    // None after it: the previous block's first usable control has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-footer-block]') !== null))
      .toBe(true);
    await save(page);
    await expect
      .poll(async () => {
        const blocks = (await getOptions(manager.context)).data.footer_blocks as { text: { it: string } }[];
        return blocks[0]?.text.it;
      })
      .toContain(added.trim());
    await openPage(visitor.page, '/', { remote: 'mf_content' });
    await visitor.page.locator('footer.site-footer .footer-block').getByText(added.trim()).waitFor();
    expect(await visitor.page.locator('footer .footer-inplace').count()).toBe(0);
  });

  it("an institute's address, phone, email and opening hours in labelled fields, read by a visitor", async () => {
    const { page } = manager;
    await openPage(page, `/istituti/${INSTITUTE.name}`, { remote: 'mf_content' });
    await turnEditOn(page);
    const contacts = page.getByRole('complementary', { name: 'Contatti dell’istituto' });
    await contacts.waitFor();
    await contacts.getByLabel('Indirizzo').fill('Piazza Unità 4\n34121 Trieste');
    await contacts.getByLabel('Telefono').fill('+39 040 675 1');
    const email = contacts.getByLabel('Email');
    await email.fill('archivio@');
    await contacts.getByText('L’indirizzo email non è valido: scrivilo come nome@esempio.it').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('archivio.comunale@example.org');
    const hours = `Lunedì-venerdì 9-13 (${Date.now()})`;
    await contacts.getByLabel('Orari di apertura').fill(hours);
    expect(await axeViolationsIn(page, '[data-institute-contacts]')).toEqual([]);
    await save(page);
    await page.getByText('Documento salvato').waitFor();
    expect((await getDoc(manager.context, INSTITUTE)).data).toMatchObject({
      address: 'Piazza Unità 4\n34121 Trieste',
      phone: '+39 040 675 1',
      email: 'archivio.comunale@example.org',
      hours,
    });
    await openPage(visitor.page, `/istituti/${INSTITUTE.name}`, { remote: 'mf_content' });
    const aside = visitor.page.locator('.institute-contacts');
    await aside.getByText(hours).waitFor();
    expect(await aside.locator('dt').allTextContents()).toEqual(
      expect.arrayContaining(['Indirizzo', 'Telefono', 'Email', 'Orari di apertura']),
    );
  });

  it("the login screen's text in the rich-text editor, read on /login", async () => {
    const { page } = manager;
    await openPage(page, '/settings/general', { remote: 'mf_admin' });
    const group = page.getByRole('group', { name: 'Pagina di accesso' });
    const text = group.getByRole('textbox', { name: 'Testo della pagina di accesso (IT)' });
    await text.waitFor();
    expect(await text.textContent()).toMatch(/^Accedi per modificare/);
    await text.click();
    await page.keyboard.press('Control+End');
    const words = `orari della sala ${Date.now()}`;
    await page.keyboard.type(' Vedi gli ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(words);
    await expect.poll(() => text.locator('strong').textContent()).toBe(words);
    expect(await axeViolationsIn(page, '[data-login-text]')).toEqual([]);
    await page.getByRole('button', { name: 'Salva le modifiche' }).click();
    await group.getByText('Testi della pagina di accesso salvati').waitFor();
    const stored = await getDoc(manager.context, LOGIN);
    expect((stored.data.body as { it: string }).it).toContain(`<strong>${words}</strong>`);
    // The English text is untouched.
    expect((stored.data.body as { en: string }).en).toBe(
      ((originals.get(LOGIN)?.data.body ?? {}) as { en: string }).en,
    );
    await openPage(visitor.page, '/login', { remote: 'mf_auth' });
    expect(await visitor.page.locator('.login-intro strong').getByText(words).count()).toBe(1);
  });

  it('a home section deleted by keyboard (focus to the next one, announced), gone for visitors, then added back', async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    await turnEditOn(page);
    const timeline = page.locator('[data-section-id="timeline"]');
    await timeline.waitFor();
    expect(await axeViolationsIn(page, '[data-section-id="timeline"] .section-toolbar')).toEqual([]);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await timeline.getByRole('button', { name: 'Elimina «Linea del tempo»' }).focus();
    await page.keyboard.press('Enter');
    expect(asked).toBe('Sei sicuro di voler cancellare?');
    await timeline.waitFor({ state: 'detached' });
    await page.getByText('«Linea del tempo» eliminata dalla home').waitFor();
    // The section after it (the newsletter): its first usable control.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id'),
        ),
      )
      .toBe('newsletter');
    await expectVisibleFocus(page);
    await save(page);
    await page.getByText('Modifiche salvate').waitFor();
    await openPage(visitor.page, '/', { remote: 'mf_content' });
    await visitor.page.locator('[data-section="newsletter"]').waitFor();
    expect(await visitor.page.locator('[data-section="timeline"]').count()).toBe(0);

    // Added back from the spec's list, by keyboard, at the end; its toolbar takes the focus.
    const add = page.locator('[data-add-section-button]');
    await add.focus();
    await page.keyboard.press('Enter');
    expect(await axeViolationsIn(page, '[data-add-section]')).toEqual([]);
    await page.getByRole('button', { name: 'Aggiungi la sezione «Linea del tempo»' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('«Linea del tempo» aggiunta in fondo alla home').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id'),
        ),
      )
      .toBe('timeline');
    await expectVisibleFocus(page);
    await save(page);
    await expect
      .poll(async () => {
        const sections = ((await getOptions(manager.context)).data.home as { sections: { id: string }[] })
          .sections;
        return sections.at(-1)?.id;
      })
      .toBe('timeline');
    await openPage(visitor.page, '/', { remote: 'mf_content' });
    await visitor.page.locator('[data-section="timeline"]').waitFor();
  });
});
