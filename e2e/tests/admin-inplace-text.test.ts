import { describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { type DocRef, getDoc, signedInWithDocument } from '../lib/documents';
import { DEMO, USER_BAR } from '../lib/login';

// mf-admin's in-place texts: in edit mode on the home a manager rewrites the about text right
// where it shows, is asked before leaving with it unsaved, saves it with the user bar's Save (the
// about document with its revision), and a visitor reads it on the home and on /about. The
// document is put back at the end.

const ABOUT: DocRef = { name: 'about', collection: 'pages' };
const getAbout = (manager: Session) => getDoc(manager.context, ABOUT);
const FIELD_LABEL = 'Testo di «Chi siamo» (modificabile qui)';

describe('texts edited in place on the home', () => {
  const fixture = signedInWithDocument(DEMO.manager, ABOUT);

  it('a manager rewrites the about text on the home, saves, and a visitor reads it on / and /about', async () => {
    const { session: manager, original } = fixture;
    const { page } = manager;
    // The demo's about page has a summary: that is what the home shows, so what is edited there.
    expect(typeof original.data.summary).toBe('string');
    await openPage(page, '/', { remote: 'mf_content' });
    await page.click(`${USER_BAR} [role="switch"]`);
    const about = page.locator('.sections-editor [data-section-id="about"]');
    const field = about.getByLabel(FIELD_LABEL);
    await field.waitFor();
    expect(await field.inputValue()).toBe(original.data.summary);
    const save = page.locator(`${USER_BAR} [data-action="save"]`);
    expect(await save.count()).toBe(0);

    // Keyboard: focus the labelled field, select all, type over it.
    const text = `Testo riscritto sulla home dalla prova ${Date.now()}.`;
    await field.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    expect(await save.count()).toBe(1);

    // Leaving with the text unsaved asks; staying keeps it.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await about.locator('.section-body a[href$="/about"]').click();
    await expect.poll(() => asked).toBe('Sei sicuro di voler continuare?');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await field.inputValue()).toBe(text);

    await save.click();
    await about.getByText('Testo salvato').waitFor();
    expect(await save.count()).toBe(0);
    // The section below the field fetched the document again and shows the new text.
    await about.locator('.section-body').getByText(text).waitFor();

    const stored = await getAbout(manager);
    expect(stored.revision).toBe(original.revision + 1);
    expect(stored.data.summary).toBe(text);
    expect(stored.data.title).toBe(original.data.title);
    expect(stored.data.blocks).toEqual(original.data.blocks);

    const visitor = await newSession();
    try {
      await openPage(visitor.page, '/', { remote: 'mf_content' });
      await visitor.page.reload();
      await visitor.page
        .locator('[data-home-view="visitor"] section[data-section="about"]')
        .getByText(text)
        .waitFor();
      expect(await visitor.page.getByLabel(FIELD_LABEL).count()).toBe(0);
      await openPage(visitor.page, '/about', { remote: 'mf_content' });
      await visitor.page.getByText(text).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
