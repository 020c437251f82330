import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, withSession } from '../lib/browser';
import { apiCall, DEMO, LOGIN, loginWithApi, loginWithForm, USER_BAR } from '../lib/login';
import { outboxDir, readOutbox, resetLinkPath, waitForMail } from '../lib/outbox';

// mf-auth's password screens end to end. Users of their own are created first (one administrator
// sign-in through the API), so the demo accounts other tests sign in with keep their passwords.
const tag = randomBytes(4).toString('hex');
const resetUser = `reset-${tag}@example.org`;
const changeUser = `change-${tag}@example.org`;

beforeAll(async () => {
  const admin = await newSession();
  try {
    await loginWithApi(admin.context, DEMO.admin);
    for (const email of [resetUser, changeUser])
      await apiCall(admin.context, 'POST', '/api/auth/ca/upsert', {
        name: 'Prova',
        surname: 'Password',
        email,
        role: 'ROLE_MANAGER',
        password: 'Iniziale-Pass-1',
      });
  } finally {
    await admin.close();
  }
});

describe('change password', () => {
  it("refuses a mismatch, says 'Password cambiata', keeps the session, and the new password signs in", async () => {
    await withSession(async ({ page }) => {
      await loginWithForm(
        page,
        { email: changeUser, password: 'Iniziale-Pass-1' },
        { redirect: '/editPassword' },
      );
      await page.waitForSelector('#edit-password-current');
      await page.fill('#edit-password-current', 'Iniziale-Pass-1');
      await page.fill('#edit-password-password', 'Cambiata-Pass-2');
      await page.fill('#edit-password-confirmation', 'Cambiata-Pass-9');
      await page.click('[data-form="edit-password"] button[type="submit"]');
      expect(await page.locator('[data-form="edit-password"] [role="alert"]').textContent()).toBe(
        'Le password non corrispondono',
      );
      await page.fill('#edit-password-current', 'Sbagliata-Pass-1');
      await page.fill('#edit-password-confirmation', 'Cambiata-Pass-2');
      await page.click('[data-form="edit-password"] button[type="submit"]');
      await expect
        .poll(() => page.locator('[data-form="edit-password"] [role="alert"]').textContent())
        .toMatch(/^Errore nel cambio password/); // the spec's text, then why (the current password)
      await page.fill('#edit-password-current', 'Iniziale-Pass-1');
      await page.click('[data-form="edit-password"] button[type="submit"]');
      const done = page.locator('[data-screen="editPassword"] [role="status"]');
      await done.waitFor();
      expect(await done.textContent()).toContain('Password cambiata');
      // The gateway reopened this session: still signed in.
      await openPage(page, '/settings');
      await page.waitForSelector('[data-remote="mf_admin"][data-live]');
      await page.locator(USER_BAR).getByRole('button', { name: 'Esci' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await loginWithForm(page, { email: changeUser, password: 'Cambiata-Pass-2' });
      await page.waitForSelector(USER_BAR);
    });
  });
});

describe.skipIf(!outboxDir())('password reset', () => {
  it('mails a link that sets a new password, which then signs in; the link works once', async () => {
    const email = resetUser;

    await withSession(async ({ page }) => {
      const seen = new Set((await readOutbox()).map((m) => m.file));
      await openPage(page, '/reset_password', { remote: 'mf_auth' });
      await page.fill('#reset-email', email);
      await page.click('[data-form="reset-request"] button[type="submit"]');
      const status = page.locator('[data-form="reset-request"] [role="status"]');
      await status.waitFor();
      const neutral =
        "Se l'indirizzo è registrato, riceverai un'email con il link per reimpostare la password";
      expect(await status.textContent()).toBe(neutral);

      const mail = await waitForMail(email, seen);
      const link = resetLinkPath(mail.text);
      expect(link).toMatch(/^\/reset_password\/.+/);

      await openPage(page, link, { remote: 'mf_auth' });
      // The policy is checked before the gateway is asked.
      await page.fill('#reset-password', 'corta');
      await page.fill('#reset-confirmation', 'corta');
      await page.click('[data-form="reset-confirm"] button[type="submit"]');
      expect(await page.locator('[data-form="reset-confirm"] [role="alert"]').textContent()).toBe(
        'La password deve contenere almeno 6 caratteri, di cui almeno una lettera minuscola e una maiuscola',
      );
      await page.fill('#reset-password', 'Nuova-Pass-2');
      await page.fill('#reset-confirmation', 'Nuova-Pass-3');
      await page.click('[data-form="reset-confirm"] button[type="submit"]');
      expect(await page.locator('[data-form="reset-confirm"] [role="alert"]').textContent()).toBe(
        'Le password non corrispondono',
      );
      await page.fill('#reset-confirmation', 'Nuova-Pass-2');
      await page.click('[data-form="reset-confirm"] button[type="submit"]');
      const done = page.locator('[data-screen="resetPassword"] [role="status"]');
      await done.waitFor();
      expect(await done.textContent()).toContain('Password cambiata');

      // The same link again: already used, with a way to ask for a new mail.
      await openPage(page, link, { remote: 'mf_auth' });
      await page.fill('#reset-password', 'Ancora-Pass-4');
      await page.fill('#reset-confirmation', 'Ancora-Pass-4');
      await page.click('[data-form="reset-confirm"] button[type="submit"]');
      const refused = page.locator('[data-screen="resetPassword"] [role="alert"]');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('Il link per reimpostare la password è già stato usato.');
      await refused.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
      await page.waitForURL((url) => url.pathname === '/reset_password');
      await page.waitForSelector('#reset-email');
    });

    await withSession(async ({ page }) => {
      // The old password no longer opens a session ...
      await openPage(page, '/login', { remote: 'mf_auth' });
      await page.fill(LOGIN.email, email);
      await page.fill(LOGIN.password, 'Iniziale-Pass-1');
      await page.click(LOGIN.submit);
      expect(await page.locator(LOGIN.alert).textContent()).toBe('Nome utente o password errati.');
      // ... the new one does.
      await loginWithForm(page, { email, password: 'Nuova-Pass-2' });
      await page.waitForSelector(USER_BAR);
    });
  });
});
