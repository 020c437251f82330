import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { childrenAnswer } from '../../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { HierarchyTree } from './hierarchy-tree';

describe('hierarchy tree', () => {
  it('loads a level only when it is opened, a page at a time', async () => {
    setPage('/oggetti/1-fondo');
    const { calls } = fakeFetch({
      '/api/public/catalogue/children': (body) =>
        childrenAnswer(String(body.id), body.id === '1' ? 3 : 2, Number(body.skip), Number(body.limit)),
    });
    renderWithProviders(<HierarchyTree table="ca_objects" id="1" pageSize={2} />);
    const first = await screen.findByRole('link', { name: 'Figlio 1 di 1' });
    expect(first.getAttribute('href')).toBe('/oggetti/101-figlio-1-di-1');
    expect(screen.queryByRole('link', { name: 'Figlio 3 di 1' })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/children'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mostra altri 1' }));
    expect(await screen.findByRole('link', { name: 'Figlio 3 di 1' })).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ id: '1', skip: 2, limit: 2 });

    const toggle = screen.getByRole('button', { name: 'Apri Figlio 1 di 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Figlio 1 di 101' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi Figlio 1 di 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Figlio 1 di 101' })).toBeNull());
  });

  it('starts from the tree roots when no node is given', async () => {
    setPage('/');
    const { calls } = fakeFetch({ '/api/public/catalogue/tree': () => childrenAnswer('9', 1) });
    renderWithProviders(<HierarchyTree />);
    const link = await screen.findByRole('link', { name: 'Figlio 1 di 9' });
    expect(calls[0]?.path).toBe('/api/public/catalogue/tree');
    // Each node shows its date and type beside the label.
    const node = link.closest('li');
    expect(node?.querySelector('.tree-date')?.textContent).toMatch(/1933/);
    expect(node?.querySelector('.tree-type')?.textContent).toBe('lettera');
  });
});
