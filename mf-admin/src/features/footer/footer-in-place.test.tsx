import { adminActions, archiveStore } from '@archive/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { retype } from '../../lib/rich-text/retype';
import { fail, fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../lib/test-utils';
import { FooterInPlace } from './footer-in-place';

const BLOCKS = [
  {
    title: { it: 'Orari', en: 'Hours' },
    text: { it: '<p>Lunedì chiuso</p>', en: '<p>Closed on Mondays</p>' },
  },
  { title: 'Dove siamo', text: '<p>Via Roma 1</p>' },
];
const saves = (net: ReturnType<typeof fakeFetch>) =>
  net.calls.filter((c) => c.path === '/api/auth/firebase/saveDoc');

async function open(
  saveDoc: Parameters<typeof fakeFetch>[0][string] = () => ({ name: 'site', revision: 4 }),
) {
  setPage('/');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio', footer_blocks: BLOCKS }),
    'POST /api/auth/firebase/saveDoc': saveDoc,
  });
  renderWithProviders(<FooterInPlace />);
  act(() => {
    adminActions.setEdit(true);
  });
  await screen.findByRole('textbox', { name: 'Titolo del blocco 1 del piè di pagina' });
  return net;
}
const save = async () => {
  act(() => {
    adminActions.startSave();
  });
  await waitFor(() => expect(archiveStore.getState().admin.isSaving).toBe(false));
};

describe('the footer edited in place (issue 25)', () => {
  it('edits a title and a text with the rich-text editor in the page language; Save sends the other languages untouched', async () => {
    const net = await open();
    const title = screen.getByRole('textbox', {
      name: 'Titolo del blocco 1 del piè di pagina',
    }) as HTMLInputElement;
    expect(title.value).toBe('Orari');
    const text = await screen.findByRole('textbox', { name: 'Testo del blocco 2 del piè di pagina' });
    expect(text.innerHTML).toBe('<p>Via Roma 1</p>');
    expect(archiveStore.getState().admin.isDirty).toBe(false);
    await userEvent.clear(title);
    await userEvent.type(title, 'Orari di apertura');
    await retype(text, 'Via Roma 1', 'Via Roma 2');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await save();
    expect(saves(net)).toHaveLength(1);
    const sent = saves(net)[0]?.body as { revision: number; data: { footer_blocks: unknown[] } };
    expect(sent.revision).toBe(3);
    expect(sent.data.footer_blocks).toEqual([
      {
        title: { it: 'Orari di apertura', en: 'Hours' },
        text: { it: '<p>Lunedì chiuso</p>', en: '<p>Closed on Mondays</p>' },
      },
      // A text shared by every language becomes one per language: the English page keeps its own.
      { title: 'Dove siamo', text: { it: '<p>Via Roma 2</p>', en: '<p>Via Roma 1</p>' } },
    ]);
    expect((await screen.findByText('Modifiche salvate')).getAttribute('role')).toBe('status');
  });

  it('deletes after the question, with the focus on the next block and the deletion announced; adds a block and focuses its title', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const net = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina «Piè di pagina, blocco 1»' }));
    expect(confirm).toHaveBeenCalledWith('Sei sicuro di voler cancellare?');
    // The former second block is now the first: its first usable control (not the disabled ↑).
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Elimina «Piè di pagina, blocco 1»'),
    );
    expect(screen.getByText('«Piè di pagina, blocco 1» eliminato')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Titolo del blocco 1 del piè di pagina' }) as HTMLInputElement)
        .value,
    ).toBe('Dove siamo');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina «Piè di pagina, blocco 1»' }));
    // None left: the add button.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('+ Aggiungi un blocco al piè di pagina'),
    );
    await userEvent.click(screen.getByRole('button', { name: '+ Aggiungi un blocco al piè di pagina' }));
    const added = screen.getByRole('textbox', { name: 'Titolo del blocco 1 del piè di pagina' });
    await waitFor(() => expect(document.activeElement).toBe(added));
    await userEvent.type(added, 'Contatti');
    // Without its text the block is refused before sending, named by its label, edits kept.
    await save();
    expect(saves(net)).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('Piè di pagina, riga 1: il testo è obbligatorio');
    expect((added as HTMLInputElement).value).toBe('Contatti');
    const text = await screen.findByRole('textbox', { name: 'Testo del blocco 1 del piè di pagina' });
    await userEvent.click(text);
    await userEvent.keyboard('Scrivici');
    await save();
    const sent = saves(net)[0]?.body as {
      data: { footer_blocks: { title: unknown; text: { it: string } }[] };
    };
    expect(sent.data.footer_blocks).toHaveLength(1);
    expect(sent.data.footer_blocks[0]?.title).toEqual({ it: 'Contatti' });
    // (happy-dom types into a fresh editor around its empty paragraph; Chromium does not: e2e.)
    expect(sent.data.footer_blocks[0]?.text.it).toContain('<p>Scrivici</p>');
  });

  it('a refused deletion changes nothing', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina «Piè di pagina, blocco 2»' }));
    expect(document.querySelectorAll('[data-footer-block]')).toHaveLength(2);
    expect(archiveStore.getState().admin.isDirty).toBe(false);
  });

  it('on 409 shows the conflict panel by label, keeps my edits, and "Riapplica" keeps both', async () => {
    const theirs = optionsDoc(
      { title: 'Archivio civico', footer_blocks: BLOCKS },
      5,
      'curatrice@example.org',
    );
    const net = await open((body) =>
      body.revision === 5
        ? { name: 'site', revision: 6 }
        : fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
            current: theirs,
          }),
    );
    const title = screen.getByRole('textbox', { name: 'Titolo del blocco 2 del piè di pagina' });
    await userEvent.type(title, ' e come arrivare');
    await save();
    const panel = (
      await screen.findByRole('heading', { name: 'Qualcun altro ha salvato prima di te' })
    ).closest('[data-conflict]') as HTMLElement;
    expect(panel.textContent).toContain('curatrice@example.org');
    expect(panel.textContent).toContain('Titolo del sito');
    expect(panel.textContent).not.toMatch(/Ricarica/);
    expect((title as HTMLInputElement).value).toBe('Dove siamo e come arrivare');
    await userEvent.click(within(panel).getByRole('button', { name: 'Riapplica le mie modifiche' }));
    await save();
    const sent = saves(net)[1]?.body as {
      revision: number;
      data: { title: string; footer_blocks: { title: unknown }[] };
    };
    expect(sent.revision).toBe(5);
    expect(sent.data.title).toBe('Archivio civico');
    expect(sent.data.footer_blocks[1]?.title).toEqual({ it: 'Dove siamo e come arrivare', en: 'Dove siamo' });
  });
});
