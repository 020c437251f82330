import { adminActions, archiveStore } from '@archive/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { retype } from '../../lib/rich-text/retype';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import { LoginInPlace } from './login-in-place';
import { loginDocument, saveCalls } from './login-test-document';

const save = async () => {
  act(() => {
    adminActions.startSave();
  });
  await waitFor(() => expect(archiveStore.getState().admin.isSaving).toBe(false));
};

async function open(saveDoc: Parameters<typeof fakeFetch>[0][string], level = 1 | 8) {
  setPage('/login', level);
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () => loginDocument(),
    'POST /api/auth/firebase/saveDoc': saveDoc,
  });
  renderWithProviders(<LoginInPlace />);
  act(() => {
    adminActions.setEdit(true);
  });
  return net;
}

describe('the login screen edited in place on /login (issue 25)', () => {
  it("draws the page language's title as the heading and the text as it reads; the user bar's Save sends only that language changed", async () => {
    const net = await open((body) => ({
      name: body.name,
      revision: 3,
      updatedAt: '2026-01-03T10:00:00.000Z',
    }));
    const group = await screen.findByRole('region', {
      name: 'Testi della pagina di accesso (modificabili qui)',
    });
    const title = within(group).getByRole('textbox', { name: 'Titolo della pagina di accesso (IT)' });
    expect(title.closest('h1')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Area riservata');
    const text = await within(group).findByRole('textbox', { name: 'Testo della pagina di accesso (IT)' });
    // No raw HTML: bold is bold, in the visitor's class.
    expect(text.querySelector('strong')?.textContent).toBe('personale');
    expect(text.classList.contains('login-intro')).toBe(true);
    // Only the page's language is offered here (Settings > Generale has them all).
    expect(within(group).queryByRole('textbox', { name: /\(EN\)/ })).toBeNull();
    await userEvent.clear(title);
    await userEvent.type(title, 'Area del personale');
    await retype(text, 'Accesso per il ', 'Accesso riservato al ');
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await save();
    expect(saveCalls(net)).toHaveLength(1);
    expect(saveCalls(net)[0]?.body).toMatchObject({
      name: 'login',
      collection: 'environment',
      revision: 2,
      data: {
        title: { it: 'Area del personale', en: 'Reserved area' },
        body: { it: '<p>Accesso riservato al <strong>personale</strong>.</p>', en: '<p>Staff only.</p>' },
        bottomLinks: [{ link: '/privacy-policy', label: 'Privacy' }],
      },
    });
    expect(await within(group).findByText('Testi della pagina di accesso salvati')).toBeTruthy();
    // The shell's login aside (its store copy) shows the new texts without a reload.
    await waitFor(() =>
      expect(archiveStore.getState().environment.title).toEqual({
        it: 'Area del personale',
        en: 'Reserved area',
      }),
    );
  });

  it('a failed save keeps the edits; a 409 shows the conflict panel by label, "Riapplica" then Save keeps both', async () => {
    let call = 0;
    const net = await open(() => {
      call++;
      if (call === 1) return fail(500, 'INTERNAL', 'Ci dispiace, qualcosa è andato storto');
      if (call === 2)
        return fail(409, 'STALE_REVISION', 'Il contenuto è stato modificato da qualcun altro', {
          current: loginDocument(5, { title: { it: 'Accesso curatori', en: 'Reserved area' } }),
        });
      return { name: 'login', revision: 6 };
    });
    const group = await screen.findByRole('region', {
      name: 'Testi della pagina di accesso (modificabili qui)',
    });
    const text = await within(group).findByRole('textbox', { name: 'Testo della pagina di accesso (IT)' });
    await retype(text, 'Accesso per il ', 'Solo per il ');
    await save();
    expect(await within(group).findByText('Ci dispiace, qualcosa è andato storto')).toBeTruthy();
    expect(text.textContent).toBe('Solo per il personale.');
    // The user bar's Save comes back.
    expect(archiveStore.getState().admin.isDirty).toBe(true);
    await save();
    const heading = await within(group).findByRole('heading', {
      name: 'Qualcun altro ha salvato prima di te',
    });
    const panel = heading.closest('[data-conflict]') as HTMLElement;
    expect(panel.textContent).toContain(
      'Titolo della pagina di accesso: nella loro versione «IT: Accesso curatori · EN: Reserved area»',
    );
    expect(panel.textContent).not.toMatch(/Ricarica/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Riapplica le mie modifiche' }));
    expect(text.textContent).toBe('Solo per il personale.');
    await save();
    expect(saveCalls(net)).toHaveLength(3);
    expect(saveCalls(net)[2]?.body).toMatchObject({
      revision: 5,
      data: {
        title: { it: 'Accesso curatori', en: 'Reserved area' },
        body: { it: '<p>Solo per il <strong>personale</strong>.</p>', en: '<p>Staff only.</p>' },
      },
    });
  });

  it('draws nothing outside edit mode, nor for a visitor', async () => {
    setPage('/login', 1);
    const net = fakeFetch({ 'POST /api/public/firebase/getDocBySlug': () => loginDocument() });
    renderWithProviders(<LoginInPlace />);
    act(() => {
      adminActions.setEdit(true);
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(net.calls).toHaveLength(0);
  });
});
