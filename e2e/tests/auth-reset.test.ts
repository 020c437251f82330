import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSession, openPage, withSession } from '../lib/browser';
import { apiCall, DEMO, LOGIN, loginWithApi, loginWithForm, USER_BAR } from '../lib/login';
import { outboxDir, readOutbox, resetLinkPath, waitForMail } from '../lib/outbox';

// The password reset of mf-auth end to end: the request form, the mail in the gateway's outbox, the
// link, the new password, signing in with it; the used link refused. A user of its own is created
// for it, so the demo accounts other tests sign in with keep their passwords.
describe.skipIf(!outboxDir())('password reset', () => {
  it('mails a link that sets a new password, which then signs in; the link works once', async () => {
    const email = `reset-${randomBytes(4).toString('hex')}@example.org`;
    const admin = await newSession();
    try {
      await loginWithApi(admin.context, DEMO.admin);
      await apiCall(admin.context, 'POST', '/api/auth/ca/upsert', {
        name: 'Prova',
        surname: 'Reset',
        email,
        role: 'ROLE_MANAGER',
        password: 'Iniziale-Pass-1',
      });
    } finally {
      await admin.close();
    }

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
