import { changePasswordCall, profileCall } from '@archive/contracts/content-endpoints';
import { archiveStore, type SiteOptions } from '@archive/ui';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managerProfile, okAnswer } from '../../../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import EditPasswordPage from '../edit-password-page';

const POLICY_IT =
  'La password deve contenere almeno 6 caratteri, di cui almeno una lettera minuscola e una maiuscola';

async function fill(
  current: string,
  password: string,
  confirmation: string,
  labels = ['Password attuale', 'Nuova password', 'Ripeti la nuova password'],
) {
  const user = userEvent.setup();
  const [a, b, c] = labels as [string, string, string];
  const first = await screen.findByLabelText(a, { selector: 'input' });
  if (current) await user.type(first, current);
  await user.type(screen.getByLabelText(b, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(c, { selector: 'input' }), confirmation);
  return user;
}

function open(url = '/editPassword', siteOptions: SiteOptions = {}, routes = {}) {
  setPage(url, { user: managerProfile, siteOptions });
  const net = fakeFetch({
    [`POST ${changePasswordCall.path}`]: () => okAnswer,
    [`GET ${profileCall.path}`]: () => managerProfile,
    ...routes,
  });
  renderWithProviders(<EditPasswordPage />);
  return net;
}

describe('edit password', () => {
  it('writes the default policy under the new password and refuses a weak one before calling', async () => {
    const net = open();
    expect(await screen.findByText(POLICY_IT)).toBeTruthy();
    const user = await fill('Archivio-Manager-1', 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(POLICY_IT);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText('Nuova password', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(net.calls).toHaveLength(0);
  });

  it("uses the site's own pattern and message", async () => {
    open('/editPassword', {
      password: { pattern: '^\\d{8,}$', messages: { it: 'Almeno otto cifre', en: 'At least eight digits' } },
    });
    expect(await screen.findByText('Almeno otto cifre')).toBeTruthy();
    const user = await fill('Archivio-Manager-1', 'Abcdefgh', 'Abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Almeno otto cifre');
  });

  it('says the policy in English on the English site', async () => {
    open('/en/editPassword');
    const user = await fill('x', 'abc', 'abc', [
      'Current password',
      'New password',
      'Repeat the new password',
    ]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password must be at least 6 characters long and contain at least one lowercase and one uppercase letter',
    );
  });

  it("says 'Le password non corrispondono' when the confirmation differs", async () => {
    const net = open();
    const user = await fill('Archivio-Manager-1', 'Nuova-Password-1', 'Nuova-Password-2');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le password non corrispondono');
    expect(
      screen.getByLabelText('Ripeti la nuova password', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(net.calls).toHaveLength(0);
  });

  it("sends the change and says 'Password cambiata'", async () => {
    const net = open();
    const user = await fill('Archivio-Manager-1', 'Nuova-Password-1', 'Nuova-Password-1');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Password cambiata');
    expect(document.activeElement).toBe(status);
    expect(net.calls[0]).toMatchObject({
      method: 'POST',
      path: changePasswordCall.path,
      body: {
        currentPassword: 'Archivio-Manager-1',
        password: 'Nuova-Password-1',
        confirmation: 'Nuova-Password-1',
        locale: 'it',
      },
    });
  });

  it('shows the user as signed out when the change ended the session', async () => {
    open('/editPassword', {}, { [`GET ${profileCall.path}`]: () => fail(401, 'SESSION_REQUIRED') });
    const user = await fill('Archivio-Manager-1', 'Nuova-Password-1', 'Nuova-Password-1');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Password cambiata');
    expect(archiveStore.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai al login' })).toBeTruthy();
  });

  it("says 'Errore nel cambio password' when the gateway refuses", async () => {
    open(
      '/editPassword',
      {},
      {
        [`POST ${changePasswordCall.path}`]: () =>
          fail(400, 'PASSWORD_CHANGE_FAILED', 'Errore nel cambio password'),
      },
    );
    const user = await fill('Sbagliata-1', 'Nuova-Password-1', 'Nuova-Password-1');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Errore nel cambio password');
  });

  it('marks the current password wrong, in Italian and in English, when the gateway says so', async () => {
    const wrong = { [`POST ${changePasswordCall.path}`]: () => fail(400, 'CURRENT_PASSWORD_WRONG', 'x') };
    open('/editPassword', {}, wrong);
    const user = await fill('Sbagliata-1', 'Nuova-Password-1', 'Nuova-Password-1');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Errore nel cambio password: la password attuale non è corretta',
    );
    expect(
      screen.getByLabelText('Password attuale', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true');
    cleanup();
    open('/en/editPassword', {}, wrong);
    const en = await fill('Wrong-1', 'Nuova-Password-1', 'Nuova-Password-1', [
      'Current password',
      'New password',
      'Repeat the new password',
    ]);
    await en.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error while changing the password: the current password is not correct',
    );
  });

  it('does not send the change without the current password', async () => {
    const net = open();
    const user = await fill('', 'Nuova-Password-1', 'Nuova-Password-1');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    expect(net.calls).toHaveLength(0);
  });

  it('asks a visitor without a session to sign in first, with a way back', async () => {
    setPage('/editPassword');
    fakeFetch({});
    renderWithProviders(<EditPasswordPage />);
    expect(await screen.findByText('Accedi per cambiare la password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al login' }).getAttribute('href')).toBe(
      '/login?redirect=%2FeditPassword',
    );
  });
});
