import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import ContentsPage from '../../../pages/contents-page';

const sections = [
  { id: 'hero', type: 'hero', visible: true },
  { id: 'about', type: 'text', visible: true },
  { id: 'news', type: 'news', visible: false },
];

describe("the home's sections in Settings > Contenuti (issue 25)", () => {
  it('names each section as the home does, and moves and shows it by that name', async () => {
    setPage('/settings/contents');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio', home: { sections } }),
      'POST /api/auth/firebase/getDocs': () => ({ data: [], total: 0 }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
    });
    renderWithProviders(<ContentsPage />);
    const legend = await screen.findByText('Sezioni della home');
    const list = legend.closest('fieldset') as HTMLElement;
    const rows = within(list).getAllByRole('group');
    // Named as the home's frames name them, never by id ("hero: Riga 1" before).
    const names = rows.map((r) => r.querySelector('legend')?.textContent);
    expect(names).toEqual(['Copertina', 'Testo (about)', 'News']);
    expect(within(list).queryByText(/Riga \d/)).toBeNull();
    const news = within(list).getByRole('group', { name: 'News' });
    expect(within(news).getByRole('switch', { name: 'Visibile' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(list).getByRole('button', { name: 'Sposta su «News»' }));
    await userEvent.click(within(news).getByRole('switch', { name: 'Visibile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/auth/firebase/saveDoc')).toBe(true));
    const saved = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc')?.body.data as {
      home: { sections: typeof sections };
    };
    expect(saved.home.sections.map((s) => [s.id, s.visible])).toEqual([
      ['hero', true],
      ['news', true],
      ['about', true],
    ]);
  });
});
