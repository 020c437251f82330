import { archiveStore } from '@archive/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { retype } from '../../../lib/rich-text/retype';
import { fail, fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import { loginDocument, saveCalls } from '../../login-screen/login-test-document';
import GeneralPage from '../pages/general-page';

function open(saveDoc: Parameters<typeof fakeFetch>[0][string]) {
  setPage('/settings/general');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': (body) =>
      body.collection === 'environment' ? loginDocument() : optionsDoc({ title: 'Archivio' }),
    'POST /api/auth/firebase/saveDoc': saveDoc,
  });
  renderWithProviders(<GeneralPage />);
  return net;
}

describe("the login screen's texts in Settings > Generale (issue 25)", () => {
  it('edits the text with the rich-text editor, per language; the page Save sends the document with its revision', async () => {
    const net = open((body) => ({ name: body.name, revision: 3, updatedAt: '2026-01-03T10:00:00.000Z' }));
    const group = (await screen.findByRole('group', { name: 'Pagina di accesso' })) as HTMLElement;
    // The same texts edited in place, as visitors see them: /login in edit mode.
    const inPlace = within(group).getByRole('link', {
      name: 'Modifica sulla pagina di accesso, com’è per i visitatori',
    });
    expect(inPlace.getAttribute('href')).toBe('/login?modifica=1');
    const it = await within(group).findByRole('textbox', { name: 'Testo della pagina di accesso (IT)' });
    // No raw HTML: the text is drawn as it reads, bold as bold.
    expect(it.querySelector('strong')?.textContent).toBe('personale');
    expect(it.getAttribute('contenteditable')).toBe('true');
    await retype(it, 'Accesso per il ', 'Accesso riservato al ');
    await userEvent.clear(within(group).getByLabelText('Titolo della pagina di accesso (EN)'));
    await userEvent.type(within(group).getByLabelText('Titolo della pagina di accesso (EN)'), 'Staff area');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(saveCalls(net)).toHaveLength(1));
    expect(saveCalls(net)[0]?.body).toMatchObject({
      name: 'login',
      collection: 'environment',
      revision: 2,
      data: {
        title: { it: 'Area riservata', en: 'Staff area' },
        body: { it: '<p>Accesso riservato al <strong>personale</strong>.</p>', en: '<p>Staff only.</p>' },
        bottomLinks: [{ link: '/privacy-policy', label: 'Privacy' }],
      },
    });
    expect(await within(group).findByText('Testi della pagina di accesso salvati')).toBeTruthy();
    // The login screen (the shell's copy) shows it without a reload.
    await waitFor(() =>
      expect(archiveStore.getState().environment.title).toEqual({ it: 'Area riservata', en: 'Staff area' }),
    );
  });

  it('a failed save keeps the edits; a 409 shows the conflict panel by label and "Riapplica" keeps both', async () => {
    let call = 0;
    const net = open(() => {
      call++;
      if (call === 1) return fail(500, 'INTERNAL', 'Ci dispiace, qualcosa è andato storto');
      if (call === 2)
        return fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
          current: loginDocument(5, { title: { it: 'Accesso curatori', en: 'Reserved area' } }),
        });
      return { name: 'login', revision: 6 };
    });
    const group = (await screen.findByRole('group', { name: 'Pagina di accesso' })) as HTMLElement;
    const body = await within(group).findByRole('textbox', { name: 'Testo della pagina di accesso (EN)' });
    await retype(body, 'Staff only.', 'Staff and researchers.');
    const save = screen.getByRole('button', { name: 'Salva le modifiche' });
    await userEvent.click(save);
    expect(await within(group).findByText('Ci dispiace, qualcosa è andato storto')).toBeTruthy();
    expect(body.textContent).toBe('Staff and researchers.');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    const heading = await within(group).findByRole('heading', {
      name: 'Qualcun altro ha salvato prima di te',
    });
    const panel = heading.closest('[data-conflict]') as HTMLElement;
    expect(panel.textContent).toContain(
      'Titolo della pagina di accesso: nella loro versione «IT: Accesso curatori · EN: Reserved area»',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Riapplica le mie modifiche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(saveCalls(net)).toHaveLength(3));
    expect(saveCalls(net)[2]?.body).toMatchObject({
      revision: 5,
      data: {
        title: { it: 'Accesso curatori', en: 'Reserved area' },
        body: { en: '<p>Staff and researchers.</p>' },
      },
    });
  });
});
