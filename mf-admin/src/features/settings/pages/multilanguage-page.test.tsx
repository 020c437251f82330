import { adminActions } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
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
});
