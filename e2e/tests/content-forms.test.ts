import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { dataDir, ROOT } from '../lib/bundles';
import { DEMO, loginWithApi } from '../lib/login';
import { readOutbox, waitForMail } from '../lib/outbox';
import { getOptions, type OptionsDoc, restoreOptions, saveOptions } from '../lib/site-options';

// mf-content's visitor forms in the composed site: the newsletter is refused without the privacy
// checkbox and stored with it; an access request sent from the home's contact section lands in the
// gateway's outbox with the visitor's text. The admin adds the contact section for the test and
// puts the options back at the end.

/** Newsletter subscriptions as the gateway stored them (embedded SQLite of the e2e DATA_DIR). */
function storedSubscriptions(): { email: string; name: string; privacy: boolean; locale: string }[] {
  const require = createRequire(path.join(ROOT, 'gateway/package.json'));
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(...args: unknown[]): { data: string }[] }; close(): void };
  const db = new Database(path.join(dataDir(), 'content/content.sqlite'), { readonly: true });
  try {
    return db
      .prepare("SELECT data FROM records WHERE kind = 'newsletter'")
      .all()
      .map((row) => JSON.parse(row.data));
  } finally {
    db.close();
  }
}

const NEWSLETTER = '[data-section="newsletter"] form[data-form="newsletter"]';

describe('content visitor forms', () => {
  let visitor: Session;
  beforeAll(async () => {
    visitor = await newSession();
  });
  afterAll(async () => {
    await visitor?.close();
  });

  it('refuses the newsletter without the privacy checkbox and stores it with the checkbox', async () => {
    const { page } = visitor;
    const email = `ada.${Date.now()}@example.org`;
    await openPage(page, '/', { remote: 'mf_content' });
    // The form is drawn as the visitor scrolls near it (below the fold, like every lower section).
    await page.locator('[data-section="newsletter"]').scrollIntoViewIfNeeded();
    const form = page.locator(NEWSLETTER);
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ada');
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('/api/public/firebase/newsletter') && posts.push(r.method()));

    await form.getByRole('button', { name: 'Iscriviti' }).click();
    const privacy = form.getByRole('checkbox');
    expect(await privacy.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      "Per continuare devi accettare l'informativa sulla privacy",
    );
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(storedSubscriptions().some((s) => s.email === email)).toBe(false);
    // What was typed is still there.
    expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);

    // Keyboard: Space ticks the checkbox.
    await privacy.focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Iscriviti' }).click();
    await page.getByRole('status').filter({ hasText: 'Grazie! Ti sei iscritto alla newsletter.' }).waitFor();
    const stored = storedSubscriptions().find((s) => s.email === email);
    expect(stored).toMatchObject({ name: 'Ada', privacy: true, locale: 'it' });
  });

  describe('with a contact section on the home', () => {
    let admin: Session;
    let original: OptionsDoc;
    beforeAll(async () => {
      admin = await newSession();
      await loginWithApi(admin.context, DEMO.admin);
      original = await getOptions(admin.context);
      const home = (original.data.home ?? {}) as { sections?: unknown[] };
      const sections = [...(home.sections ?? []), { id: 'contact', type: 'contact', visible: true }];
      await saveOptions(admin.context, { ...original.data, home: { ...home, sections } }, original);
    });
    afterAll(async () => {
      if (admin && original) await restoreOptions(admin.context, original);
      await admin?.close();
    });

    it('sends an access request that lands in the outbox with the visitor text', async () => {
      const { page } = visitor;
      const seen = new Set((await readOutbox()).map((m) => m.file));
      const text = `Vorrei consultare il fondo Bellini, buste 3-5 (rif. ${Date.now()}).`;
      await openPage(page, '/en', { remote: 'mf_content' });
      await page.locator('[data-section="contact"]').scrollIntoViewIfNeeded();
      const form = page.locator('[data-section="contact"] form');
      await form.waitFor();
      await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
      await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.org');
      await form.getByLabel('Access to material').check();
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
      await form.getByRole('button', { name: 'Send the request' }).click();
      // Terms not accepted: refused in the page language, nothing sent.
      expect(
        await form
          .getByRole('checkbox', { name: /terms and conditions/ })
          .evaluate((el: HTMLInputElement) => el.validationMessage),
      ).toBe('To send the request you must accept the terms and conditions');
      await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await form.getByRole('button', { name: 'Send the request' }).click();
      await page.getByRole('status').filter({ hasText: 'Thank you! Your request has been sent.' }).waitFor();

      const mail = await waitForMail('archivio@example.org', seen);
      expect(mail.subject).toContain('Grace Hopper');
      expect(mail.text).toContain('Richiesta di accesso');
      expect(mail.text).toContain(text);
      expect(mail.text).toContain('Email: grace@example.org');
    });
  });
});
