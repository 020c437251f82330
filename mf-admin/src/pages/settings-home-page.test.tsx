import { archiveStore } from '@archive/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import SettingsHomePage from './settings-home-page';

describe('settings home page', () => {
  it('shows user administration to administrators (bit 16)', async () => {
    setPage('/settings', 1 | 16);
    fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({ data: [] }),
      'GET /api/auth/ca/getRoleList': () => ({ data: [] }),
    });
    renderWithProviders(<SettingsHomePage />);
    expect(await screen.findByRole('heading', { name: 'Utenti' })).toBeTruthy();
  });

  it('shows it to managers (bit 8) too, with the roles the gateway lets them give', async () => {
    setPage('/settings', 1 | 8);
    fakeFetch({
      'GET /api/auth/ca/getUserList': () => ({
        data: [
          {
            id: 'u1',
            name: 'Ada',
            surname: 'Rossi',
            email: 'ada@example.org',
            role: 'operatoriRole',
            level: 9,
            disabled: false,
          },
        ],
      }),
      'GET /api/auth/ca/getRoleList': () => ({ data: [{ id: 'operatoriRole', label: { it: 'Operatore' } }] }),
    });
    renderWithProviders(<SettingsHomePage />);
    expect(await screen.findByRole('heading', { name: 'Utenti' })).toBeTruthy();
    expect(
      screen.getByText(
        'Come gestore gestisci operatori e gestori; gli amministratori li gestisce un amministratore.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'ada@example.org' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Cambia la tua password' })).toBeTruthy();
  });

  it('with a content-management catalogue says users are managed in the back office, and asks nothing', async () => {
    setPage('/settings', 1 | 16);
    archiveStore.setState({ siteOptions: { catalogueSystem: 'pimcore' } as never });
    const net = fakeFetch({});
    renderWithProviders(<SettingsHomePage />);
    expect(
      await screen.findByText('In questa installazione gli utenti si gestiscono nel back-office'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Utenti' })).toBeNull();
    expect(net.calls.filter((c) => c.path.startsWith('/api/auth/ca/get'))).toHaveLength(0);
  });

  it('is not drawn for a signed-in user without editing rights', () => {
    setPage('/settings', 1);
    const net = fakeFetch({});
    renderWithProviders(<SettingsHomePage />);
    expect(screen.queryByRole('heading', { name: 'Utenti' })).toBeNull();
    expect(net.calls).toHaveLength(0);
  });
});
