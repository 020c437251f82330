import { adminActions, archiveStore } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { DocumentInPlace } from './document-in-place';

const news = (revision = 4, title = 'Mostra di primavera') => ({
  name: 'mostra',
  collection: 'news',
  locale: 'it',
  revision,
  updatedAt: '2026-01-02T10:00:00.000Z',
  data: {
    title,
    summary: 'Apre il 3 aprile.',
    blocks: [
      { type: 'text', value: '<p>Orari</p>' },
      { type: 'image', value: { url: '/a.jpg', alt: 'Sala' } },
    ],
  },
});
const path = {
  name: 'guerra',
  collection: 'paths',
  locale: 'it',
  revision: 2,
  updatedAt: '2026-01-02T10:00:00.000Z',
  data: { title: 'La guerra', steps: [{ title: 'Partenza', text: '<p>1915</p>' }] },
};
const saves = (net: ReturnType<typeof fakeFetch>) =>
  net.calls.filter((c) => c.path === '/api/auth/firebase/saveDoc');

function open(collection: 'news' | 'paths', name: string, routes: Parameters<typeof fakeFetch>[0]) {
  setPage(collection === 'news' ? '/news/mostra' : '/percorsi/guerra');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': (body) => (body.collection === 'paths' ? path : news()),
    ...routes,
  });
  renderWithProviders(<DocumentInPlace collection={collection} name={name} />);
  return net;
}
const save = async () => {
  act(() => {
    adminActions.startSave();
  });
  await waitFor(() => expect(archiveStore.getState().admin.isSaving).toBe(false));
};

describe('DocumentInPlace: a document page edited in place', () => {
  it('draws nothing outside edit mode, and asks for nothing', () => {
    const net = open('news', 'mostra', {});
    expect(document.body.textContent).toBe('');
    expect(net.calls).toHaveLength(0);
  });

  it('edits the title, summary and text blocks of a news item; the user bar Save sends them with the revision', async () => {
    const net = open('news', 'mostra', {
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'mostra',
        revision: 5,
        updatedAt: '2026-01-03T10:00:00.000Z',
      }),
    });
    act(() => {
      adminActions.setEdit(true);
    });
    const title = (await screen.findByLabelText('Titolo')) as HTMLInputElement;
    expect(title.value).toBe('Mostra di primavera');
    expect((screen.getByLabelText('Sommario') as HTMLTextAreaElement).value).toBe('Apre il 3 aprile.');
    const block = screen.getByLabelText('Blocco 1: testo (HTML)') as HTMLTextAreaElement;
    expect(block.value).toBe('<p>Orari</p>');
    // The image block is not a text: it keeps its place, and the page says where it is edited.
    expect(screen.queryByLabelText(/Blocco 2/)).toBeNull();
    expect(screen.getByRole('link', { name: /si modificano in Impostazioni, Contenuti/ })).toBeTruthy();
    await userEvent.clear(title);
    await userEvent.type(title, 'Mostra d’estate');
    await userEvent.clear(block);
    await userEvent.type(block, '<p>Orari nuovi</p>');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await save();
    expect(saves(net)).toHaveLength(1);
    expect(saves(net)[0]?.body).toMatchObject({
      name: 'mostra',
      collection: 'news',
      revision: 4,
      data: {
        title: 'Mostra d’estate',
        summary: 'Apre il 3 aprile.',
        blocks: [
          { type: 'text', value: '<p>Orari nuovi</p>' },
          { type: 'image', value: { url: '/a.jpg', alt: 'Sala' } },
        ],
      },
    });
    expect(await screen.findByText('Documento salvato')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mostra d’estate');
  });

  it('edits the steps of a path', async () => {
    const net = open('paths', 'guerra', {
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'guerra',
        revision: 3,
        updatedAt: '2026-01-03T10:00:00.000Z',
      }),
    });
    act(() => {
      adminActions.setEdit(true);
    });
    const text = (await screen.findByLabelText('Tappa 1: testo (HTML)')) as HTMLTextAreaElement;
    expect((screen.getByLabelText('Tappa 1: titolo') as HTMLInputElement).value).toBe('Partenza');
    await userEvent.clear(text);
    await userEvent.type(text, '<p>Maggio 1915</p>');
    await save();
    expect(saves(net)[0]?.body).toMatchObject({
      collection: 'paths',
      revision: 2,
      data: { title: 'La guerra', steps: [{ title: 'Partenza', text: '<p>Maggio 1915</p>' }] },
    });
  });

  it('on a conflict keeps my text, shows theirs, and saves over it only when asked', async () => {
    let call = 0;
    const net = open('news', 'mostra', {
      'POST /api/auth/firebase/saveDoc': () =>
        ++call === 1
          ? fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
              current: news(6, 'Mostra di altri'),
            })
          : { name: 'mostra', revision: 7, updatedAt: '2026-01-03T10:00:00.000Z' },
    });
    act(() => {
      adminActions.setEdit(true);
    });
    const title = (await screen.findByLabelText('Titolo')) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, 'Mia mostra');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il contenuto è stato modificato da qualcun altro');
    expect(alert.textContent).toContain('Mostra di altri');
    expect(title.value).toBe('Mia mostra');
    await userEvent.click(
      screen.getByRole('button', { name: 'Salva comunque il mio testo sopra la loro versione' }),
    );
    await waitFor(() => expect(saves(net)).toHaveLength(2));
    expect(saves(net)[1]?.body).toMatchObject({ revision: 6, data: { title: 'Mia mostra' } });
  });
});
