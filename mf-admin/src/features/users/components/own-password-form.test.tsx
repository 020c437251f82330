import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { OwnPasswordForm } from './own-password-form';

async function fill(current: string, password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Password attuale'), current);
  await userEvent.type(screen.getByLabelText('Nuova password'), password);
  await userEvent.type(screen.getByLabelText('Ripeti la nuova password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
}

describe('OwnPasswordForm', () => {
  it("refuses a confirmation that differs: 'Le password non corrispondono', nothing sent", async () => {
    setPage('/settings');
    const net = fakeFetch({});
    renderWithProviders(<OwnPasswordForm />);
    await fill('Vecchia-1', 'Nuova-Segreta-1', 'Nuova-Segreta-2');
    expect(screen.getByRole('status').textContent).toBe('Le password non corrispondono');
    expect(net.calls).toHaveLength(0);
  });

  it("changes the password: 'Password cambiata' and the fields are emptied", async () => {
    setPage('/settings');
    const net = fakeFetch({
      'POST /api/auth/ca/changePassword': () => ({ ok: true, message: 'Password cambiata' }),
    });
    renderWithProviders(<OwnPasswordForm />);
    await fill('Vecchia-1', 'Nuova-Segreta-1', 'Nuova-Segreta-1');
    expect((await screen.findByRole('status')).textContent).toBe('Password cambiata');
    expect(net.calls[0]?.body).toMatchObject({
      currentPassword: 'Vecchia-1',
      password: 'Nuova-Segreta-1',
      confirmation: 'Nuova-Segreta-1',
    });
    expect((screen.getByLabelText('Nuova password') as HTMLInputElement).value).toBe('');
  });

  it("shows 'Errore nel cambio password' when the server refuses", async () => {
    setPage('/settings');
    fakeFetch({
      'POST /api/auth/ca/changePassword': () =>
        fail(400, 'PASSWORD_CHANGE_FAILED', 'Errore nel cambio password'),
    });
    renderWithProviders(<OwnPasswordForm />);
    await fill('Sbagliata-1', 'Nuova-Segreta-1', 'Nuova-Segreta-1');
    expect((await screen.findByRole('status')).textContent).toBe('Errore nel cambio password');
    expect((screen.getByLabelText('Nuova password') as HTMLInputElement).value).toBe('Nuova-Segreta-1');
  });
});
