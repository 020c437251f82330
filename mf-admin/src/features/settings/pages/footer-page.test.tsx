import { adminActions } from '@archive/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import FooterPage from './footer-page';

// A second footer block with a title and no text: what a manager leaves half done.
const options = {
  footer_blocks: [
    { title: { it: 'Orari' }, text: { it: '<p>9-18</p>' } },
    { title: { it: 'Dove siamo' }, text: {} },
  ],
  sponsor_link: 'javascript:alert(1)',
};

describe('footer settings page: errors by the field label, in the manager language', () => {
  it.each([
    [
      '/settings/footer',
      [
        'Piè di pagina, riga 2: il testo è obbligatorio',
        'Sito dello sponsor: il valore deve essere un percorso del sito (/…) o un indirizzo http(s)',
      ],
    ],
    [
      '/en/settings/footer',
      [
        'Footer, row 2: the text is required',
        'Sponsor website: the value must be a site path (/…) or an http(s) address',
      ],
    ],
    [
      '/fr/settings/footer',
      [
        'Pied de page, ligne 2 : le texte : obligatoire',
        'Site du mécène : la valeur : un chemin du site (/…) ou une adresse http(s) est attendu',
      ],
    ],
  ])('%s', async (url, expected) => {
    setPage(url);
    const net = fakeFetch({ 'POST /api/public/firebase/getDocBySlug': () => optionsDoc(options) });
    renderWithProviders(<FooterPage />);
    const first = (await screen.findAllByDisplayValue('Orari'))[0] as HTMLElement;
    await userEvent.type(first, ' e giorni');
    act(() => {
      adminActions.startSave();
    });
    const lines = () => Array.from(document.querySelectorAll('li[data-field]')).map((li) => li.textContent);
    await waitFor(() => expect(lines()).toEqual(expected));
    expect(document.body.textContent?.match(/.{200}(footer_blocks|Invalid input).{40}/)?.[0]).toBeUndefined();
    // Nothing was sent, and nothing typed is lost.
    expect(net.paths()).not.toContain('POST /api/auth/firebase/saveDoc');
    expect(screen.getAllByDisplayValue('Dove siamo').length).toBeGreaterThan(0);
  });
});
