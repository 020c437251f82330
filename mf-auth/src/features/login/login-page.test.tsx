import { logoutCall } from '@archive/contracts/content-endpoints';
import { archiveStore } from '@archive/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managerProfile, okAnswer } from '../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import LoginPage from './login-page';

describe('login page, already signed in', () => {
  it('offers to continue to the page asked for instead of a second form', async () => {
    setPage('/login?redirect=/settings', { user: managerProfile });
    fakeFetch({});
    renderWithProviders(<LoginPage />);
    expect(await screen.findByText('Hai già effettuato l’accesso come manager@example.org.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continua' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('signs out: gateway logout, user cleared, back to the login page of the locale', async () => {
    setPage('/en/login', { user: managerProfile });
    archiveStore.setState({ admin: { isEdit: true, isSaving: false, isDirty: true, hideEdit: false } });
    const net = fakeFetch({ [`POST ${logoutCall.path}`]: () => okAnswer });
    renderWithProviders(<LoginPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(archiveStore.getState().user).toBeNull());
    expect(net.paths()).toEqual([`POST ${logoutCall.path}`]);
    expect(archiveStore.getState()).toMatchObject({ level: 1, admin: { isEdit: false, isDirty: false } });
    expect(window.location.pathname).toBe('/en/login');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
