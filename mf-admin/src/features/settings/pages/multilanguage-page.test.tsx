import { adminActions, archiveStore } from '@archive/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import MultilanguagePage from './multilanguage-page';

describe('multilanguage settings page', () => {
  it('switches the root redirect to the browser language on, and saves it with the languages', async () => {
    setPage('/settings/multilanguage');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () =>
        optionsDoc({ title: 'Archivio', multilanguage: { it: true, en: true, fr: false } }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
    });
    renderWithProviders(<MultilanguagePage />);
    const redirect = (await screen.findByLabelText(/lingua del suo browser/)) as HTMLInputElement;
    expect(redirect.checked).toBe(false);
    await userEvent.click(redirect);
    await userEvent.click(screen.getByLabelText(/Français/));
    act(() => {
      adminActions.startSave();
    });
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const save = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc');
    const data = save?.body.data as
      | { rootRedirect?: boolean; multilanguage?: Record<string, boolean> }
      | undefined;
    expect(data?.rootRedirect).toBe(true);
    expect(data?.multilanguage).toMatchObject({ it: true, en: true, fr: true });
  });

  it('adds a language as a draft, hidden from visitors: nothing is sent before Salva', async () => {
    setPage('/settings/multilanguage');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () =>
        optionsDoc({ title: 'Archivio', multilanguage: { it: true, en: true } }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
      'POST /api/auth/firebase/languageStatus': () => ({
        language: 'de',
        records: 0,
        italianRecords: 3000,
        documents: 12,
        translated: 1,
        italianDocuments: 12,
        messages: true,
      }),
    });
    renderWithProviders(<MultilanguagePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi la lingua Deutsch' }));
    expect(net.paths()).not.toContain('POST /api/auth/firebase/addLanguage');
    expect(net.paths()).not.toContain('POST /api/auth/firebase/saveDoc');
    const row = document.querySelector('[data-locale="de"]') as HTMLElement;
    expect((within(row).getByLabelText(/Nascosta ai visitatori/) as HTMLInputElement).checked).toBe(true);
    expect(within(row).getByText(/Sarà aggiunta con Salva/)).toBeTruthy();
    expect(archiveStore.getState().admin.isDirty).toBe(true);

    act(() => {
      adminActions.startSave();
    });
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const save = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc');
    expect(save?.body.data).toMatchObject({
      multilanguage: { it: true, en: true, de: true },
      hiddenLocales: ['de'],
    });
    // Saved: the page says what German still lacks, and offers the preview.
    const lacks = await within(row).findByText('Prima di renderla pubblica:');
    expect(lacks).toBeTruthy();
    expect(within(row).getByText('schede del catalogo in data_de: 0 (in italiano 3000)')).toBeTruthy();
    expect(within(row).getByText('documenti tradotti: 1 di 12')).toBeTruthy();
    expect(within(row).getByText('messaggi dell’interfaccia: presenti')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Anteprima in Deutsch' }).getAttribute('href')).toBe('/de');
  });

  it('publishes a hidden language with Salva once the manager unticks it', async () => {
    setPage('/settings/multilanguage');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () =>
        optionsDoc({ multilanguage: { it: true, de: true }, hiddenLocales: ['de'] }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
      'POST /api/auth/firebase/languageStatus': () => ({
        language: 'de',
        records: 10,
        italianRecords: 10,
        documents: 2,
        translated: 2,
        italianDocuments: 2,
        messages: true,
      }),
    });
    renderWithProviders(<MultilanguagePage />);
    await screen.findByText('Non manca nulla: può essere resa pubblica.');
    await userEvent.click(screen.getByLabelText(/Nascosta ai visitatori/));
    act(() => {
      adminActions.startSave();
    });
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const save = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc');
    if (!save) throw new Error('saveDoc was not called');
    expect((save.body.data as { hiddenLocales?: string[] }).hiddenLocales ?? []).toEqual([]);
  });
});
