import { adminActions, archiveStore, setExposedLoader } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsItemPage } from '../features/news/news-pages';
import { PathItemPage } from '../features/paths/paths-pages';
import { docsBySlug, fakeFetch, renderWithProviders, setPage, storedDoc } from './test-utils';

const DOCS = [
  storedDoc('news', 'mostra', { title: 'Mostra di primavera', summary: 'Apre il 3 aprile.' }),
  storedDoc('paths', 'guerra', { title: 'La guerra', steps: [{ title: 'Partenza', text: '<p>1915</p>' }] }),
];
const manager = { email: 'm@example.org', roles: ['ROLE_MANAGER'], level: 9 };

/** mf-admin's in-place editor as a stand-in: it names what it edits. */
function FakeDocumentInPlace({ collection, name }: { collection: string; name: string }) {
  return (
    <p data-testid="in-place">
      editor of {collection}/{name}
    </p>
  );
}
/** mf-admin's module as the shell's runtime would hand it. */
const loader = vi.fn(async (_id: string) => ({ default: () => null, DocumentInPlace: FakeDocumentInPlace }));

afterEach(() => {
  setExposedLoader(undefined);
  loader.mockClear();
});

describe('document pages in edit mode (issue 18)', () => {
  it('a manager turning edit mode on gets the news item edited in place; off, the page again', async () => {
    setExposedLoader(loader);
    setPage('/news/mostra', { user: manager });
    archiveStore.setState({ level: 9 });
    fakeFetch({
      'POST /api/auth/firebase/getDocBySlug': docsBySlug(DOCS),
      'POST /api/public/firebase/getDocBySlug': docsBySlug(DOCS),
    });
    renderWithProviders(<NewsItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mostra di primavera' })).toBeTruthy();
    // Outside edit mode mf-admin is not even asked for.
    expect(loader).not.toHaveBeenCalled();
    act(() => {
      adminActions.setEdit(true);
    });
    expect((await screen.findByTestId('in-place')).textContent).toBe('editor of news/mostra');
    expect(loader).toHaveBeenCalledWith('mf_admin/SectionsEditor');
    act(() => {
      adminActions.setEdit(false);
    });
    await waitFor(() => expect(screen.queryByTestId('in-place')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Mostra di primavera' })).toBeTruthy();
  });

  it('a path page too', async () => {
    setExposedLoader(loader);
    setPage('/percorsi/guerra', { user: manager });
    archiveStore.setState({ level: 9 });
    fakeFetch({
      'POST /api/auth/firebase/getDocBySlug': docsBySlug(DOCS),
      'POST /api/public/firebase/getDocBySlug': docsBySlug(DOCS),
    });
    renderWithProviders(<PathItemPage />);
    await screen.findByRole('heading', { level: 1, name: 'La guerra' });
    act(() => {
      adminActions.setEdit(true);
    });
    expect((await screen.findByTestId('in-place')).textContent).toBe('editor of paths/guerra');
  });

  it('a visitor never downloads the editor, whatever the admin state says', async () => {
    setExposedLoader(loader);
    setPage('/news/mostra');
    fakeFetch({ 'POST /api/public/firebase/getDocBySlug': docsBySlug(DOCS) });
    renderWithProviders(<NewsItemPage />);
    await screen.findByRole('heading', { level: 1, name: 'Mostra di primavera' });
    // The state machine refuses edit mode below level 8; even forced, the page stays the visitor's.
    act(() => {
      archiveStore.setState((s) => ({ admin: { ...s.admin, isEdit: true } }));
    });
    expect(screen.queryByTestId('in-place')).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });
});
