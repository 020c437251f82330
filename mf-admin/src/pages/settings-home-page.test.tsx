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

  it('hides it from managers (bit 8), who only change their own password', async () => {
    setPage('/settings', 1 | 8);
    const net = fakeFetch({});
    renderWithProviders(<SettingsHomePage />);
    expect(await screen.findByRole('group', { name: 'Cambia la tua password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Utenti' })).toBeNull();
    expect(net.calls.filter((c) => c.path.startsWith('/api/auth/ca/getUserList'))).toHaveLength(0);
  });
});
