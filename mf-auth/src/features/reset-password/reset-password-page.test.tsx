import { passwordResetConfirmCall, passwordResetRequestCall } from '@archive/contracts/content-endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okAnswer } from '../../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import ResetPasswordPage from './reset-password-page';

const NEUTRAL = "Se l'indirizzo è registrato, riceverai un'email con il link per reimpostare la password";
const TOKEN = 'eyJhbGciOi.reset-token.signature';

describe('reset password without a token', () => {
  it.each([
    ['a known address', () => okAnswer],
    ['an unknown address the gateway refuses', () => fail(404, 'NOT_FOUND')],
  ])('answers the same neutral sentence for %s', async (_, answer) => {
    setPage('/reset_password');
    const net = fakeFetch({ [`POST ${passwordResetRequestCall.path}`]: answer });
    renderWithProviders(<ResetPasswordPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect((await screen.findByRole('status')).textContent).toBe(NEUTRAL);
    expect(net.calls[0]?.body).toEqual({ email: 'someone@example.org', locale: 'it' });
  });

  it('refuses an address that is not one, without calling', async () => {
    setPage('/reset_password');
    const net = fakeFetch({});
    renderWithProviders(<ResetPasswordPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Indirizzo email non valido');
    expect(net.calls).toHaveLength(0);
  });
});

describe('reset password with the token of the link', () => {
  async function choose(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nuova password', { selector: 'input' }), password);
    await user.type(screen.getByLabelText('Ripeti la nuova password', { selector: 'input' }), confirmation);
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
  }

  it('sets the new password and offers the login', async () => {
    setPage(`/reset_password/${TOKEN}`);
    const net = fakeFetch({ [`POST ${passwordResetConfirmCall.path}`]: () => okAnswer });
    renderWithProviders(<ResetPasswordPage />);
    await choose('Nuova-Password-1');
    expect((await screen.findByRole('status')).textContent).toContain('Password cambiata');
    expect(screen.getByRole('link', { name: 'Accedi con la nuova password' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(net.calls[0]?.body).toEqual({
      token: TOKEN,
      password: 'Nuova-Password-1',
      confirmation: 'Nuova-Password-1',
      locale: 'it',
    });
  });

  it('checks the policy and the confirmation before calling', async () => {
    setPage(`/reset_password/${TOKEN}`);
    const net = fakeFetch({});
    renderWithProviders(<ResetPasswordPage />);
    await choose('Nuova-Password-1', 'Altra-Password-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Le password non corrispondono');
    expect(net.calls).toHaveLength(0);
  });

  it.each([
    ['expired', 'Il link per reimpostare la password è scaduto: vale 24 ore.'],
    ['used', 'Il link per reimpostare la password è già stato usato.'],
    ['invalid', 'Il link per reimpostare la password non è valido o è scaduto'],
  ])('says a %s link cannot be used and offers a new mail', async (reason, text) => {
    setPage(`/reset_password/${TOKEN}`);
    fakeFetch({
      [`POST ${passwordResetConfirmCall.path}`]: () =>
        fail(400, 'RESET_TOKEN_INVALID', 'Il link per reimpostare la password non è valido o è scaduto', {
          reason,
        }),
    });
    renderWithProviders(<ResetPasswordPage />);
    await choose('Nuova-Password-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(document.activeElement).toBe(alert);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Richiedi un nuovo link' }));
    await waitFor(() => expect(window.location.pathname).toBe('/reset_password'));
  });
});
