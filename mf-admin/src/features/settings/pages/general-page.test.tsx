import { adminActions } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import GeneralPage from './general-page';

describe('general settings page', () => {
  it('edits the back-office address the user bar links to, and saves it', async () => {
    setPage('/settings/general');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () =>
        optionsDoc({ title: 'Archivio', backofficeUrl: 'https://old.example.org/' }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
    });
    renderWithProviders(<GeneralPage />);
    const field = (await screen.findByLabelText('Indirizzo del back-office')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('https://old.example.org/'));
    await userEvent.clear(field);
    await userEvent.type(field, '/gestione');
    act(() => {
      adminActions.startSave();
    });
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const save = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc');
    expect((save?.body.data as { backofficeUrl?: string } | undefined)?.backofficeUrl).toBe('/gestione');
  });

  it.each([
    ['/settings/general', 'Data di scadenza (GG/MM/AAAA)', /rivede la barra dei cookie/],
    ['/en/settings/general', 'Expiry date (DD/MM/YYYY)', /see the cookie bar again/],
  ])('says next to the expire date what it does (%s)', async (url, label, hint) => {
    setPage(url);
    fakeFetch({ 'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ expire: '19/09/2020' }) });
    renderWithProviders(<GeneralPage />);
    const field = await screen.findByLabelText(label);
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(hint);
    expect(described?.textContent).toContain('19/09/2020');
  });

  it('after Salva by keyboard, the focus lands on the result, not on the page body', async () => {
    setPage('/settings/general');
    fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio' }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
    });
    renderWithProviders(<GeneralPage />);
    const field = (await screen.findByLabelText('Indirizzo del back-office')) as HTMLInputElement;
    await userEvent.type(field, '/gestione');
    const save = screen.getByRole('button', { name: 'Salva le modifiche' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    const notice = await screen.findByText('Modifiche salvate');
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});
