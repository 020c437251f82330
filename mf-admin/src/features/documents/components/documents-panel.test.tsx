import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { retype } from '../../../lib/rich-text/retype';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../../lib/test-utils';
import { DocumentsPanel } from './documents-panel';

const RECORDS = { type: 'records', value: [{ table: 'ca_objects', id: '12' }] };
const ABOUT = {
  name: 'about',
  collection: 'pages',
  locale: 'it',
  revision: 2,
  updatedAt: '2026-01-02T10:00:00.000Z',
  data: {
    title: 'Chi siamo',
    published: true,
    blocks: [{ type: 'text', value: '<p>Vecchio testo</p>' }, RECORDS],
  },
};
const saved = { name: 'about', revision: 3, updatedAt: '2026-01-02T11:00:00.000Z' };

function openPanel(routes: Parameters<typeof fakeFetch>[0] = {}, url = '/settings/contents') {
  setPage(url);
  const net = fakeFetch({
    'POST /api/auth/firebase/getDocs': () => ({ data: [ABOUT], count: 1 }),
    ...routes,
  });
  renderWithProviders(<DocumentsPanel />);
  return net;
}
const saves = (net: ReturnType<typeof fakeFetch>) =>
  net.calls.filter((c) => c.path === '/api/auth/firebase/saveDoc');

describe('DocumentsPanel', () => {
  it("opens on the list a page's 'Nuovo' came from, with the new item's title field focused", async () => {
    const net = openPanel({}, '/settings/contents?nuovo=news');
    expect((screen.getByLabelText('Raccolta') as HTMLSelectElement).value).toBe('news');
    await waitFor(() => expect(document.activeElement?.id).toBe('new-doc-title'));
    await waitFor(() => expect(net.calls.some((c) => c.body.collection === 'news')).toBe(true));
  });

  it("refuses a new document without title ('Ricordati di inserire il titolo') or with a non YouTube/Vimeo video", async () => {
    const net = openPanel();
    await screen.findByText('Chi siamo');
    await userEvent.type(screen.getByLabelText('Indirizzo (slug)'), 'mostra');
    await userEvent.type(
      screen.getByLabelText('Video (YouTube o Vimeo, facoltativo)'),
      'https://example.org/v.mp4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crea (non pubblicato)' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Ricordati di inserire il titolo');
    expect(alerts.some((a) => /YouTube/.test(a ?? ''))).toBe(true);
    expect(saves(net)).toHaveLength(0);
  });

  it('edits the text of a document and saves it with its revision; empty blocks are stripped, others kept', async () => {
    const net = openPanel({ 'POST /api/auth/firebase/saveDoc': () => saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica «Chi siamo»' }));
    // The text is edited with the rich-text editor.
    const text = await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    expect(text.innerHTML).toBe('<p>Vecchio testo</p>');
    await retype(text, 'Vecchio testo', 'Nuovo testo');
    await userEvent.type(screen.getByLabelText('Sommario'), 'In breve');
    // A block added and left empty is not saved.
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un blocco di testo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva documento' }));
    expect(await screen.findByText('Documento salvato')).toBeTruthy();
    expect(saves(net)[0]?.body).toMatchObject({
      name: 'about',
      collection: 'pages',
      revision: 2,
      data: {
        title: 'Chi siamo',
        published: true,
        summary: 'In breve',
        blocks: [{ type: 'text', value: '<p>Nuovo testo</p>' }, RECORDS],
      },
    });
  });

  it('asks for the title when it is emptied, and sends nothing', async () => {
    const net = openPanel({ 'POST /api/auth/firebase/saveDoc': () => saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica «Chi siamo»' }));
    await userEvent.clear(screen.getByLabelText('Titolo', { selector: '#doc-title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva documento' }));
    expect(screen.getByRole('alert').textContent).toBe('Ricordati di inserire il titolo');
    expect(saves(net)).toHaveLength(0);
  });

  it('on 409 shows the conflict panel by label, keeps the edits, and can save over theirs knowingly', async () => {
    let calls = 0;
    const net = openPanel({
      'POST /api/auth/firebase/saveDoc': () =>
        ++calls === 1
          ? fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
              current: { ...ABOUT, revision: 5, data: { ...ABOUT.data, title: 'Chi siamo oggi' } },
            })
          : { ...saved, revision: 6 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica «Chi siamo»' }));
    const text = await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    await retype(text, 'Vecchio testo', 'Mio testo');
    await userEvent.click(screen.getByRole('button', { name: 'Salva documento' }));
    // Issue 25: the home's panel, fields by label, focus on its heading, never "reload".
    const heading = await screen.findByRole('heading', { name: 'Qualcun altro ha salvato prima di te' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const panel = heading.closest('[data-conflict]') as HTMLElement;
    expect(panel.textContent).toContain(
      'Titolo: nella loro versione «Chi siamo oggi», nella tua «Chi siamo»',
    );
    expect(panel.textContent).toContain('premi «Salva documento»');
    expect(panel.textContent).not.toMatch(/Ricarica|modificato da qualcun altro/);
    expect(screen.getByRole('textbox', { name: 'Blocco 1: testo' }).innerHTML).toBe('<p>Mio testo</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Sovrascrivi con la mia versione' }));
    expect(await screen.findByText('Documento salvato')).toBeTruthy();
    expect(saves(net).map((c) => c.body.revision)).toEqual([2, 5]);
  });

  it('on 409 "Riapplica le mie modifiche" keeps their title and my text; Salva documento sends both (issue 25)', async () => {
    let calls = 0;
    const net = openPanel({
      'POST /api/auth/firebase/saveDoc': () =>
        ++calls === 1
          ? fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
              current: { ...ABOUT, revision: 5, data: { ...ABOUT.data, title: 'Chi siamo oggi' } },
            })
          : { ...saved, revision: 6 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica «Chi siamo»' }));
    const text = await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    await retype(text, 'Vecchio testo', 'Mio testo');
    await userEvent.click(screen.getByRole('button', { name: 'Salva documento' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Riapplica le mie modifiche' }));
    expect(screen.queryByRole('heading', { name: /Qualcun altro/ })).toBeNull();
    const status = document.getElementById('doc-reapplied') as HTMLElement;
    expect(status.textContent).toMatch(/premi «Salva documento»/);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect((screen.getByLabelText('Titolo', { selector: '#doc-title' }) as HTMLInputElement).value).toBe(
      'Chi siamo oggi',
    );
    expect(saves(net)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Salva documento' }));
    expect(await screen.findByText('Documento salvato')).toBeTruthy();
    expect(saves(net)[1]?.body).toMatchObject({
      revision: 5,
      data: { title: 'Chi siamo oggi', blocks: [{ type: 'text', value: '<p>Mio testo</p>' }, RECORDS] },
    });
  });

  it("asks 'Sei sicuro di voler cancellare?' before deleting", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const net = openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina «Chi siamo»' }));
    expect(confirm).toHaveBeenCalledWith('Sei sicuro di voler cancellare?');
    await waitFor(() => expect(net.paths()).not.toContain('POST /api/auth/firebase/removeDoc'));
  });
});
