import { archiveStore } from '@archive/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import DeveloperPage from './developer-page';

describe('developer settings page', () => {
  it('checks the raw JSON against the site options schema and lists errors by field', async () => {
    setPage('/settings/developer');
    fakeFetch({ 'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio' }) });
    renderWithProviders(<DeveloperPage />);
    const editor = (await screen.findByLabelText('Opzioni del sito (JSON)')) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value).title).toBe('Archivio');

    fireEvent.change(editor, {
      target: { value: JSON.stringify({ title: 'Archivio', colors: { primary: 'blu' }, profile: 'tutto' }) },
    });
    const fields = Array.from(document.querySelectorAll('[data-error-field]')).map((e) =>
      e.getAttribute('data-error-field'),
    );
    expect(fields).toEqual(expect.arrayContaining(['colors.primary', 'profile']));

    // Not an object: said in the manager's language, on the whole document.
    fireEvent.change(editor, { target: { value: '[1, 2]' } });
    expect(document.querySelector('[data-error-field=""]')?.textContent).toBe(
      '/: Serve un oggetto JSON: {…}',
    );
    fireEvent.change(editor, { target: { value: '{"title": ' } });
    expect(document.querySelectorAll('[data-error-field=""]')).toHaveLength(1);

    fireEvent.change(editor, { target: { value: JSON.stringify({ title: 'Nuovo titolo' }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(screen.getByText('Documento valido, applicato: ora salva.')).toBeTruthy();
    // The settings page is in edit mode, so applying marks it dirty (the shell asks before leaving).
    await waitFor(() => expect(archiveStore.getState().admin.isDirty).toBe(true));
  });

  it('shows the catalogue system the gateway runs with and the space documents take, in B to YB', async () => {
    setPage('/settings/developer');
    archiveStore.setState({ siteOptions: { catalogueSystem: 'pimcore' } as never });
    fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio' }),
      'GET /api/auth/ca/getSize': () => ({
        data: { pages: { count: 3, bytes: 1536 }, news: { count: 4, bytes: 2_621_440 } },
        totalBytes: 5 * 1024 ** 3,
      }),
    });
    renderWithProviders(<DeveloperPage />);
    const system = await screen.findByRole('region', { name: 'Sistema del catalogo' });
    expect(system.textContent).toContain('Gestione contenuti (CATALOGUE_SYSTEM=pimcore)');
    expect(system.textContent).toContain('objects');
    expect(system.textContent).toContain('summaryPimcore');
    expect(system.textContent).toContain('No, nel back-office');
    const pages = await screen.findByRole('row', { name: /pages/ });
    expect(pages.textContent).toBe('pages31.5 KB');
    expect(screen.getByRole('row', { name: /news/ }).textContent).toBe('news42.5 MB');
    expect(document.querySelector('[data-total]')?.textContent).toBe('5 GB');
  });

  it.each([
    [{ trustProxy: false, forwardedSeen: true }, true],
    [{ trustProxy: false, forwardedSeen: false }, false],
    [{ trustProxy: true, forwardedSeen: false }, false],
  ])(
    'shows how the gateway reads visitor addresses (%j), warning when a proxy goes untrusted',
    async (proxy, warns) => {
      setPage('/settings/developer');
      fakeFetch({
        'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio' }),
        'GET /api/auth/ca/getSize': () => ({ data: {}, totalBytes: 0, proxy }),
      });
      renderWithProviders(<DeveloperPage />);
      const section = await screen.findByRole('region', { name: 'Proxy e indirizzi dei visitatori' });
      expect(section.textContent).toContain(`TRUST_PROXY=${proxy.trustProxy}`);
      const alert = screen.queryByRole('alert');
      if (warns) {
        expect(alert?.textContent).toMatch(/TRUST_PROXY non è impostato/);
        expect(alert?.textContent).toMatch(/Va impostato TRUST_PROXY=true/);
      } else expect(alert).toBeNull();
    },
  );
});
