import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setPage } from '../test-utils';
import { retype } from './retype';
import { RichTextField } from './rich-text-field';

describe('RichTextField: the managers’ rich-text editor', () => {
  it('shows the text as the page does, with a labelled toolbar whose buttons say their state', async () => {
    setPage('/about');
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextField
        label="Blocco 1: testo"
        className="block block-text"
        value="<p>Orari <strong>della sala</strong></p>"
        onChange={onChange}
      />,
    );
    const editable = await screen.findByRole('textbox', { name: 'Blocco 1: testo' });
    expect(editable.classList.contains('block-text')).toBe(true);
    expect(editable.querySelector('strong')?.textContent).toBe('della sala');
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Blocco 1: testo' });
    for (const name of [
      'Grassetto',
      'Corsivo',
      'Titolo',
      'Elenco puntato',
      'Collegamento',
      'Immagine',
      'Annulla',
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Grassetto' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+B',
    );
    // The toolbar's states come in the render after the editor's document exists (a busy CI
    // machine read them once before it).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Grassetto' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(onChange).not.toHaveBeenCalled();
    await retype(editable, 'della sala', 'della sala studio');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p>Orari <strong>della sala studio</strong></p>'),
    );
  });

  it('refuses a link that is neither a site path nor an http(s) URL, in the manager’s language', async () => {
    setPage('/en/about');
    const onChange = vi.fn();
    renderWithProviders(<RichTextField label="Text" value="<p>Vedi il catalogo</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Link address');
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This link is not valid/);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(address);
    await userEvent.type(address, '//evil.example{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, '/catalogo{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('<a href="/catalogo">/catalogo</a>');
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });
});
