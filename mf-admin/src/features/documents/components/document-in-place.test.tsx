import { adminActions, archiveStore } from '@archive/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { retype } from '../../../lib/rich-text/retype';
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

  it('edits the title, summary and text blocks of a news item where they stand; the user bar Save sends them with the revision', async () => {
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
    const title = (await screen.findByRole('textbox', { name: 'Titolo' })) as HTMLInputElement;
    expect(title.value).toBe('Mostra di primavera');
    expect(title.closest('h1')).not.toBeNull();
    expect((screen.getByLabelText('Sommario') as HTMLTextAreaElement).value).toBe('Apre il 3 aprile.');
    // The text block is edited with the rich-text editor, drawn as the visitor's page draws it.
    const block = await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    expect(block.innerHTML).toBe('<p>Orari</p>');
    expect(block.classList.contains('block-text')).toBe(true);
    // The image block is in its place, in its frame, with its alt text.
    const image = screen.getByRole('region', { name: 'Blocco 2: immagine' });
    expect((within(image).getByLabelText('Testo alternativo') as HTMLInputElement).value).toBe('Sala');
    expect(within(image).getByRole('img', { name: 'Sala' }).getAttribute('src')).toBe('/a.jpg');
    await userEvent.clear(title);
    await userEvent.type(title, 'Mostra d’estate');
    await retype(block, 'Orari', 'Orari nuovi');
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
    expect(title.value).toBe('Mostra d’estate');
  });

  it('adds, moves, hides and deletes blocks like home sections; date and draft state in place', async () => {
    const net = open('news', 'mostra', {
      'POST /api/auth/firebase/saveDoc': () => ({ name: 'mostra', revision: 5 }),
    });
    act(() => {
      adminActions.setEdit(true);
    });
    await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    await userEvent.click(screen.getByRole('button', { name: '+ Aggiungi un blocco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un blocco: video' }));
    const video = screen.getByRole('region', { name: 'Blocco 3: video' });
    const url = within(video).getByLabelText('Indirizzo del video (YouTube o Vimeo)');
    // The new block's field has the focus, ready to be filled.
    await waitFor(() => expect(document.activeElement).toBe(url));
    await userEvent.type(url, 'https://evil.example/v');
    expect(within(video).getByText(/YouTube|Vimeo/, { selector: '.admin-error' })).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://vimeo.com/76979871');
    await userEvent.click(within(video).getByRole('button', { name: 'Sposta su «Blocco 3: video»' }));
    expect(await screen.findByText('«Blocco 3: video» ora è in posizione 2 di 3')).toBeTruthy();
    const moved = screen.getByRole('region', { name: 'Blocco 2: video' });
    expect(document.activeElement).toBe(
      within(moved).getByRole('button', { name: 'Sposta su «Blocco 2: video»' }),
    );
    await userEvent.click(within(moved).getByRole('switch', { name: 'Visibile' }));
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const image = () => screen.getByRole('region', { name: 'Blocco 3: immagine' });
    await userEvent.click(within(image()).getByRole('button', { name: 'Elimina «Blocco 3: immagine»' }));
    expect(image()).toBeTruthy(); // 'Sei sicuro di voler cancellare?' answered No: nothing lost
    await userEvent.click(within(image()).getByRole('button', { name: 'Elimina «Blocco 3: immagine»' }));
    expect(confirm).toHaveBeenLastCalledWith('Sei sicuro di voler cancellare?');
    expect(screen.queryByRole('region', { name: /immagine/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-04-03' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Pubblicato' }));
    expect(screen.getByText('Bozza: i visitatori non la vedono')).toBeTruthy();
    await save();
    expect(saves(net)[0]?.body).toMatchObject({
      data: {
        published: false,
        date: Date.UTC(2026, 3, 3) / 1000,
        blocks: [
          { type: 'text', value: '<p>Orari</p>' },
          { type: 'video', value: { url: 'https://vimeo.com/76979871' }, visible: false },
        ],
      },
    });
  });

  it('edits the stops of a path in their frames, and adds one', async () => {
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
    const text = await screen.findByRole('textbox', { name: 'Testo della tappa 1' });
    expect((screen.getByLabelText('Titolo della tappa 1') as HTMLInputElement).value).toBe('Partenza');
    expect(screen.getByRole('region', { name: 'Tappa 1: «Partenza»' })).toBeTruthy();
    await retype(text, '1915', 'Maggio 1915');
    await userEvent.click(screen.getByRole('button', { name: '+ Aggiungi una tappa' }));
    const second = screen.getByLabelText('Titolo della tappa 2') as HTMLInputElement;
    expect(second.value).toBe('Nuova tappa');
    await userEvent.clear(second);
    await userEvent.type(second, 'Arrivo');
    await save();
    expect(saves(net)[0]?.body).toMatchObject({
      collection: 'paths',
      revision: 2,
      data: {
        title: 'La guerra',
        steps: [{ title: 'Partenza', text: '<p>Maggio 1915</p>' }, { title: 'Arrivo' }],
      },
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
    const title = (await screen.findByRole('textbox', { name: 'Titolo' })) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, 'Mia mostra');
    await save();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Qualcun altro ha salvato prima di te' })).toBeTruthy();
    // Their title by the field's label, in words, and said to be mine too.
    expect(panel.textContent).toContain(
      'Titolo: nella loro versione «Mostra di altri», nella tua «Mia mostra» · modificato anche da te',
    );
    expect(panel.textContent).not.toMatch(/Ricarica/);
    expect(title.value).toBe('Mia mostra');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sovrascrivi con la mia versione' }));
    await waitFor(() => expect(saves(net)).toHaveLength(2));
    expect(saves(net)[1]?.body).toMatchObject({ revision: 6, data: { title: 'Mia mostra' } });
  });

  it('on a conflict, "Riapplica le mie modifiche" then Salva keeps both people\'s edits (issue 25)', async () => {
    // They changed the summary and hid the image; I changed the title and moved the image up.
    const theirs = news(6);
    theirs.data.summary = 'Apre il 5 aprile.';
    (theirs.data.blocks[1] as Record<string, unknown>).visible = false;
    let call = 0;
    const net = open('news', 'mostra', {
      'POST /api/auth/firebase/saveDoc': () =>
        ++call === 1
          ? fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
              current: { ...theirs, updatedBy: 'curatrice@example.org' },
            })
          : { name: 'mostra', revision: 7, updatedAt: '2026-01-03T10:00:00.000Z' },
    });
    act(() => {
      adminActions.setEdit(true);
    });
    const title = (await screen.findByRole('textbox', { name: 'Titolo' })) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, 'Mia mostra');
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su «Blocco 2: immagine»' }));
    await save();
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('curatrice@example.org');
    expect(panel.textContent).toContain(
      'Sommario: nella loro versione «Apre il 5 aprile.», nella tua «Apre il 3 aprile.»',
    );
    // Blocks are named as the page names them, and what happened to them is said in words.
    expect(panel.textContent).toContain('«Blocco 2: immagine» nascosta ai visitatori');
    await userEvent.click(within(panel).getByRole('button', { name: 'Riapplica le mie modifiche' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status').some((el) => /premi «Salva»/.test(el.textContent ?? ''))).toBe(true);
    expect(saves(net)).toHaveLength(1);
    await save();
    await waitFor(() => expect(saves(net)).toHaveLength(2));
    const sent = saves(net)[1]?.body as {
      revision: number;
      data: { title: string; summary: string; blocks: { type: string; visible?: boolean }[] };
    };
    expect(sent.revision).toBe(6);
    expect(sent.data.title).toBe('Mia mostra');
    expect(sent.data.summary).toBe('Apre il 5 aprile.');
    expect(sent.data.blocks.map((b) => [b.type, b.visible !== false])).toEqual([
      ['image', false],
      ['text', true],
    ]);
  });
});
