import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { apiCall, DEMO, loginWithApi, loginWithForm, USER_BAR } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions } from '../lib/site-options';

// mf-admin's settings area: unsaved changes ask before leaving, two editors saving the same document
// (the second is told of the conflict and keeps its text), and an administrator creating a manager
// who can then sign in. The site options are put back as they were at the end.

const TITLE = '#settings-title';
async function openGeneral(page: Page) {
  await openPage(page, '/settings/general', { remote: 'mf_admin' });
  await page.waitForSelector('[data-screen="settings.general"] .settings-form');
}
const titleInput = (page: Page) => page.getByLabel('Titolo del sito', { exact: true });

describe('settings area', () => {
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

  it('asks before leaving with unsaved changes; staying keeps the edits', async () => {
    const { page } = manager;
    await openGeneral(page);
    await titleInput(page).fill('Titolo non salvato');
    expect(await page.locator(`${USER_BAR} [data-action="save"]`).count()).toBe(1);
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.click('.settings-nav a[href="/settings/layout"]');
    await expect.poll(() => asked).toBe('Sei sicuro di voler continuare?');
    expect(new URL(page.url()).pathname).toBe('/settings/general');
    expect(await titleInput(page).inputValue()).toBe('Titolo non salvato');
    expect(await page.locator(TITLE).textContent()).toBe('Generali');
  });

  it('tells the second of two editors about the conflict without losing their text', async () => {
    // Both open the same document (same revision).
    await openGeneral(admin.page);
    await openGeneral(manager.page);
    await titleInput(admin.page).fill('Archivio di A');
    await titleInput(manager.page).fill('Archivio di B');

    await admin.page.click('[data-action="settings-save"]');
    await admin.page.waitForSelector('[data-notice="success"]');

    await manager.page.click('[data-action="settings-save"]');
    const conflict = manager.page.locator('[data-conflict]');
    await conflict.waitFor();
    expect(await conflict.locator('[data-field="title"]').textContent()).toBe(
      'Titolo del sito: nella loro versione «Archivio di A», nella tua «Archivio di B» · modificato anche da te',
    );
    // Nothing lost: the form still holds B's text, and Save is offered again.
    expect(await titleInput(manager.page).inputValue()).toBe('Archivio di B');
    expect(await manager.page.locator(`${USER_BAR} [data-action="save"]`).count()).toBe(1);

    // Re-apply my changes on their version, then save knowingly.
    await conflict.getByRole('button', { name: 'Riapplica le mie modifiche' }).click();
    expect(await titleInput(manager.page).inputValue()).toBe('Archivio di B');
    await manager.page.click('[data-action="settings-save"]');
    await manager.page.waitForSelector('[data-notice="success"]');
    expect((await getOptions(manager.context)).data.title).toBe('Archivio di B');
  });

  it('lets an administrator create a manager who can then sign in', async () => {
    const { page } = admin;
    await openPage(page, '/settings', { remote: 'mf_admin' });
    await page.getByRole('button', { name: 'Nuovo utente' }).click();
    const email = `nuovo.gestore.${Date.now()}@example.org`;
    await page.fill('#user-name', 'Nuovo');
    await page.fill('#user-surname', 'Gestore');
    await page.fill('#user-email', email);
    await page.fill('#user-password', 'Gestore-Nuovo-1');
    await page.selectOption('#user-role', 'operatoriRole');
    await page.getByRole('button', { name: 'Salva utente' }).click();
    await page.waitForSelector(`tr[data-user-email="${email}"]`);

    const fresh = await newSession();
    try {
      await loginWithForm(fresh.page, { email, password: 'Gestore-Nuovo-1' });
      await fresh.page.waitForSelector(USER_BAR);
    } finally {
      await fresh.close();
    }
  });

  it('offers no "Elimina" on the signed-in administrator\'s own row, and the server still refuses it', async () => {
    const { page, context } = admin;
    await openPage(page, '/settings', { remote: 'mf_admin' });
    const row = page.locator(`tr[data-user-email="${DEMO.admin.email}"]`);
    await row.waitFor();
    expect(await row.getByRole('button', { name: /^Elimina/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Modifica/ }).count()).toBe(1);
    const users = await apiCall<{ data: { id: string; email: string }[] }>(
      context,
      'GET',
      '/api/auth/ca/getUserList',
    );
    const me = users.data.find((u) => u.email === DEMO.admin.email);
    await expect(apiCall(context, 'POST', '/api/auth/ca/delete', { id: me?.id })).rejects.toThrow(/40\d/);
  });
});
