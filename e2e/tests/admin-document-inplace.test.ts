import { describe, expect, it } from 'vitest';
import { newSession, openPage } from '../lib/browser';
import { type DocRef, getDoc, saveDoc, signedInWithDocument } from '../lib/documents';
import { turnEditOn } from '../lib/edit-mode';
import { DEMO, USER_BAR } from '../lib/login';

// Issue 18: edit mode on a document page. A manager turns the user bar's switch on on a news item,
// rewrites its summary and first text block where they stand, saves with the user bar's Save (the
// news document with its revision), and a visitor reads the new text. A conflicting save by someone
// else keeps the manager's text and offers to save over theirs. The document is put back at the end.

const NEWS: DocRef = { name: 'riapertura-sala-studio', collection: 'news' };

describe('a document page edited in place', () => {
  const fixture = signedInWithDocument(DEMO.manager, NEWS);

  it('a manager rewrites a news item on its page, saves, and a visitor reads it', async () => {
    const { session: manager, original } = fixture;
    const { page } = manager;
    await openPage(page, `/news/${NEWS.name}`, { remote: 'mf_content' });
    await page.getByRole('heading', { level: 1, name: String(original.data.title) }).waitFor();
    await turnEditOn(page);
    const summary = page.getByLabel('Sommario');
    await summary.waitFor();
    expect(await summary.inputValue()).toBe(original.data.summary);
    expect(await page.getByRole('textbox', { name: 'Titolo', exact: true }).inputValue()).toBe(
      original.data.title,
    );

    const text = `Sommario riscritto sulla pagina dalla prova ${Date.now()}.`;
    await summary.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    const save = page.locator(`${USER_BAR} [data-action="save"]`);
    await save.click();
    await page.getByText('Documento salvato').waitFor();
    const stored = await getDoc(manager.context, NEWS);
    expect(stored.revision).toBe(original.revision + 1);
    expect(stored.data.summary).toBe(text);
    expect(stored.data.blocks).toEqual(original.data.blocks);

    // Leaving edit mode shows the page as visitors see it, with the new text.
    await page.locator(`${USER_BAR} [role="switch"]`).click();
    await page.locator('.content-summary').getByText(text).waitFor();

    const visitor = await newSession();
    try {
      await openPage(visitor.page, `/news/${NEWS.name}`, { remote: 'mf_content' });
      await visitor.page.locator('.content-summary').getByText(text).waitFor();
      expect(await visitor.page.getByLabel('Sommario').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('on a conflict keeps my text and saves over theirs only when asked', async () => {
    const { session: manager } = fixture;
    const { page } = manager;
    await openPage(page, `/news/${NEWS.name}`, { remote: 'mf_content' });
    await turnEditOn(page);
    const summary = page.getByLabel('Sommario');
    await summary.waitFor();
    // Someone else saves first.
    const now = await getDoc(manager.context, NEWS);
    await saveDoc(manager.context, NEWS, { ...now.data, summary: 'Versione di un collega.' });
    const mine = `La mia versione ${Date.now()}.`;
    await summary.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(mine);
    await page.locator(`${USER_BAR} [data-action="save"]`).click();
    // Issue 25: the home's conflict panel, the field by its label and both versions in words.
    const alert = page.locator('[data-conflict]');
    await alert
      .getByText(/^Sommario: nella loro versione «Versione di un collega\.», nella tua «La mia versione/)
      .waitFor();
    expect(await summary.inputValue()).toBe(mine);
    expect((await getDoc(manager.context, NEWS)).data.summary).toBe('Versione di un collega.');
    await alert.getByRole('button', { name: 'Sovrascrivi con la mia versione' }).click();
    await expect.poll(async () => (await getDoc(manager.context, NEWS)).data.summary).toBe(mine);
  });

  it('on a conflict, "Riapplica le mie modifiche" and Salva keep both edits (issue 25)', async () => {
    const { session: manager } = fixture;
    const { page } = manager;
    await openPage(page, `/news/${NEWS.name}`, { remote: 'mf_content' });
    await turnEditOn(page);
    const summary = page.getByLabel('Sommario');
    await summary.waitFor();
    // Someone else changes the title meanwhile; I change the summary.
    const now = await getDoc(manager.context, NEWS);
    const theirTitle = `Titolo di un collega ${Date.now()}`;
    await saveDoc(manager.context, NEWS, { ...now.data, title: theirTitle });
    const mine = `Il mio sommario ${Date.now()}.`;
    await summary.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(mine);
    const save = page.locator(`${USER_BAR} [data-action="save"]`);
    await save.click();
    const panel = page.locator('[data-conflict]');
    await panel.getByText(new RegExp(`^Titolo: nella loro versione «${theirTitle}»`)).waitFor();
    expect(await panel.textContent()).not.toMatch(/Ricarica/);
    await panel.getByRole('button', { name: 'Riapplica le mie modifiche' }).click();
    await page
      .getByText('Le tue modifiche sono state rimesse sulla loro versione: controlla e premi «Salva».')
      .waitFor();
    // Their title is on the page now, my summary still in its field; nothing saved until Salva.
    expect(await page.getByRole('textbox', { name: 'Titolo', exact: true }).inputValue()).toBe(theirTitle);
    expect(await summary.inputValue()).toBe(mine);
    await save.click();
    await page.getByText('Documento salvato').waitFor();
    const stored = await getDoc(manager.context, NEWS);
    expect(stored.data).toMatchObject({ title: theirTitle, summary: mine });
  });

  it('catalogue pages have nothing to edit: the user bar says so', async () => {
    const { page } = fixture.session;
    await openPage(page, '/esplora', { remote: 'mf_catalogue' });
    await page.locator(USER_BAR).getByText('Niente da modificare in questa pagina').waitFor();
    expect(await page.locator(`${USER_BAR} [role="switch"]`).count()).toBe(0);
  });
});
