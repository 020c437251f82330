import { passwordPolicyMessage } from '@archive/contracts/password';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { UsersPanel } from './users-panel';

const USERS = [
  {
    id: 'u1',
    name: 'Ada',
    surname: 'Admin',
    email: 'admin@example.org',
    role: 'admin',
    level: 17,
    disabled: false,
  },
  {
    id: 'u2',
    name: 'Mario',
    surname: 'Rossi',
    email: 'mario@example.org',
    role: 'operatoriRole',
    level: 9,
    disabled: false,
  },
];
const ROLES = [
  { id: 'admin', label: { it: 'Amministratore' } },
  { id: 'operatoriRole', label: { it: 'Operatore' } },
];

describe('UsersPanel', () => {
  it('creates a user with name, surname, email, password and role', async () => {
    setPage('/settings', 1 | 16);
    const net = fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: USERS }),
      'GET /api/auth/ca/getRoleList': () => ({ data: ROLES }),
      'POST /api/auth/ca/upsert': () => ({ id: 'u3', created: true }),
    });
    renderWithProviders(<UsersPanel />);
    await screen.findByText('Mario Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo utente' }));
    await userEvent.type(screen.getByLabelText('Nome'), 'Lia');
    await userEvent.type(screen.getByLabelText('Cognome'), 'Verdi');
    await userEvent.type(screen.getByLabelText('Email'), 'lia@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Segreta-1');
    await userEvent.selectOptions(screen.getByLabelText('Ruolo'), 'operatoriRole');
    await userEvent.click(screen.getByRole('button', { name: 'Salva utente' }));
    await screen.findByText('Utente salvato');
    expect(net.calls.find((c) => c.path === '/api/auth/ca/upsert')?.body).toMatchObject({
      name: 'Lia',
      surname: 'Verdi',
      email: 'lia@example.org',
      password: 'Segreta-1',
      role: 'operatoriRole',
    });
  });

  it('edits a user: the form holds their data, an empty password keeps theirs, a new one changes it', async () => {
    setPage('/settings', 1 | 16);
    const net = fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: USERS }),
      'GET /api/auth/ca/getRoleList': () => ({ data: ROLES }),
      'POST /api/auth/ca/upsert': () => ({ id: 'u2', created: false }),
    });
    renderWithProviders(<UsersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Mario Rossi' }));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Mario');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mario@example.org');
    expect((screen.getByLabelText('Ruolo') as HTMLSelectElement).value).toBe('operatoriRole');
    await userEvent.selectOptions(screen.getByLabelText('Ruolo'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Salva utente' }));
    await screen.findByText('Utente salvato');
    const first = net.calls.filter((c) => c.path === '/api/auth/ca/upsert')[0];
    expect(first?.body).toMatchObject({ id: 'u2', email: 'mario@example.org', role: 'admin' });
    expect(first?.body).not.toHaveProperty('password');

    // Change the password: the site policy is checked before sending.
    await userEvent.click(screen.getByRole('button', { name: 'Modifica Mario Rossi' }));
    await userEvent.type(screen.getByLabelText('Password'), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Salva utente' }));
    expect(screen.getByRole('alert').textContent).toBe(passwordPolicyMessage(undefined, 'it'));
    expect(net.calls.filter((c) => c.path === '/api/auth/ca/upsert')).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Nuova-Segreta-2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva utente' }));
    await screen.findByText('Utente salvato');
    expect(net.calls.filter((c) => c.path === '/api/auth/ca/upsert')[1]?.body).toMatchObject({
      id: 'u2',
      password: 'Nuova-Segreta-2',
    });
  });

  it('asks before deleting and shows the server refusing to remove the last administrator', async () => {
    setPage('/settings', 1 | 16);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: USERS }),
      'GET /api/auth/ca/getRoleList': () => ({ data: ROLES }),
      'POST /api/auth/ca/delete': () => fail(409, 'LAST_ADMIN', "Non puoi eliminare l'ultimo amministratore"),
    });
    renderWithProviders(<UsersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Ada Admin' }));
    expect(confirm).toHaveBeenCalledWith('Sei sicuro di voler cancellare?');
    expect((await screen.findByRole('status')).textContent).toBe(
      "Non puoi eliminare l'ultimo amministratore",
    );
    expect(screen.getByText('Ada Admin')).toBeTruthy();
  });
});
