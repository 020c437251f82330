import { describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { type DocRef, getDoc, signedInWithDocument } from '../lib/documents';
import { DEMO } from '../lib/login';

// mf-admin's document editor (settings.contents): a manager adds a paragraph to the about page and
// saves it with its revision; a visitor reads it on /about. The document is put back at the end.

const ABOUT: DocRef = { name: 'about', collection: 'pages' };
const getAbout = (manager: Session) => getDoc(manager.context, ABOUT);

describe('document editor', () => {
  const fixture = signedInWithDocument(DEMO.manager, ABOUT);

  it('a manager adds a paragraph to the about page and a visitor reads it', async () => {
    const { session: manager, original } = fixture;
    const { page } = manager;
    const title = original.data.title as string;
    await openPage(page, '/settings/contents', { remote: 'mf_admin' });
    await page.getByRole('button', { name: `Modifica «${title}»` }).click();
    const editor = page.locator('.admin-document-editor[data-document="about"]');
    await editor.waitFor();
    const before = await editor.locator('[data-text-block]').count();
    await editor.getByRole('button', { name: 'Aggiungi un blocco di testo' }).click();
    const paragraph = `Paragrafo scritto dalla prova ${Date.now()}`;
    // Texts are edited with the rich-text editor: click into the new block and type.
    const added = editor.getByRole('textbox', { name: `Blocco ${before + 1}: testo`, exact: true });
    await added.click();
    await page.keyboard.type(paragraph);
    await editor.getByRole('button', { name: 'Salva documento' }).click();
    await page.getByText('Documento salvato').waitFor();

    const stored = await getAbout(manager);
    expect(stored.revision).toBe(original.revision + 1);
    expect(stored.data.title).toBe(title);

    const visitor = await newSession();
    try {
      await openPage(visitor.page, '/about', { remote: 'mf_content' });
      await visitor.page.getByText(paragraph).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
