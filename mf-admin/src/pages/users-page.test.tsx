import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import UsersPage from './users-page';

const USERS = [
  {
    id: 'u1',
    name: 'Mara',
    surname: 'Gestori',
    email: 'manager@example.org',
    role: 'operatoriRole',
    level: 9,
    disabled: false,
  },
  {
    id: 'u2',
    name: '',
    surname: '',
    email: 'desk@example.org',
    role: 'operatoriRole',
    level: 9,
    disabled: false,
  },
];
const ROLES = [{ id: 'operatoriRole', label: { it: 'Operatore' } }];

describe('/settings/users', () => {
  it('is "Utenti" in the settings menu and lists users without "Elimina" on my own row', async () => {
    setPage('/settings/users');
    fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: USERS }),
      'GET /api/auth/ca/getRoleList': () => ({ data: ROLES }),
    });
    renderWithProviders(<UsersPage />);
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: 'Utenti' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Utenti' })).toBeTruthy();
    const mine = (await screen.findByText('manager@example.org')).closest('tr') as HTMLElement;
    expect(within(mine).getByText(/il tuo account/)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /Elimina/ })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Modifica Mara Gestori' })).toBeTruthy();
    // An account without a name is named by its email, and can be removed.
    const desk = screen
      .getByText('desk@example.org', { selector: 'td:first-child' })
      .closest('tr') as HTMLElement;
    expect(within(desk).getByRole('button', { name: 'Elimina desk@example.org' })).toBeTruthy();
  });

  it('creates a user with only email, password and role', async () => {
    setPage('/settings/users');
    const net = fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: USERS }),
      'GET /api/auth/ca/getRoleList': () => ({ data: ROLES }),
      'POST /api/auth/ca/upsert': () => ({ id: 'u3', created: true }),
    });
    renderWithProviders(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo utente' }));
    expect(screen.getByText(/Obbligatori: email, password e ruolo/)).toBeTruthy();
    expect((screen.getByLabelText('Cognome') as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).required).toBe(true);
    await userEvent.type(screen.getByLabelText('Email'), 'volontario@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Segreta-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva utente' }));
    await screen.findByText('Utente salvato');
    expect(net.calls.find((c) => c.path === '/api/auth/ca/upsert')?.body).toMatchObject({
      name: '',
      surname: '',
      email: 'volontario@example.org',
      role: 'operatoriRole',
    });
  });
});
