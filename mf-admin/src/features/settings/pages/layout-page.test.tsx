import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import LayoutPage from './layout-page';

const LINKS = [
  { text: 'Comune', url: 'https://comune.example.org' },
  { text: 'Regione', url: 'https://regione.example.org' },
];

async function openLayout(links: { text: string; url: string }[]) {
  setPage('/settings/layout');
  const net = fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () =>
      optionsDoc({ title: 'Archivio', header_links: { visible: true, links } }),
    'POST /api/auth/firebase/saveDoc': () => ({
      name: 'site',
      revision: 4,
      updatedAt: '2026-01-02T11:00:00.000Z',
    }),
  });
  renderWithProviders(<LayoutPage />);
  const legend = await screen.findByText('Link in alto (al massimo 3)');
  const list = legend.closest('fieldset') as HTMLElement;
  await waitFor(() => expect(within(list).getAllByLabelText('Testo').length).toBeGreaterThan(1));
  return { net, list };
}

describe('layout settings page: header links', () => {
  it('offers a blank row up to 3 links, then says at most 3', async () => {
    const { list } = await openLayout(LINKS);
    // Two links and the blank row to add a third.
    expect(within(list).getAllByLabelText('Testo')).toHaveLength(3);
    const blank = within(list).getAllByLabelText('Testo')[2] as HTMLElement;
    await userEvent.type(blank, 'Museo');
    expect(within(list).getAllByLabelText('Testo')).toHaveLength(3);
    expect(within(list).getByRole('status').textContent).toBe('Puoi inserire al massimo 3 link');
  });

  it('strips a row emptied in the middle before saving', async () => {
    const { net, list } = await openLayout(LINKS);
    await userEvent.clear(within(list).getAllByLabelText('Testo')[0] as HTMLElement);
    await userEvent.clear(within(list).getAllByLabelText('URL')[0] as HTMLElement);
    // The emptied row stays on screen while editing (it is not the last one).
    expect(within(list).getAllByLabelText('Testo')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const save = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc');
    const sent = save?.body.data as { header_links?: { links?: unknown[] } } | undefined;
    expect(sent?.header_links?.links).toEqual([LINKS[1]]);
  });

  it('flags a link that is not an external http(s) address', async () => {
    const { list } = await openLayout(LINKS);
    const url = within(list).getAllByLabelText('URL')[0] as HTMLElement;
    await userEvent.clear(url);
    await userEvent.type(url, 'comune.example.org');
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('layout settings page: colours (issue 25)', () => {
  async function openColours(colors: Record<string, string>) {
    setPage('/settings/layout');
    const net = fakeFetch({
      'POST /api/public/firebase/getDocBySlug': () => optionsDoc({ title: 'Archivio', colors }),
      'POST /api/auth/firebase/saveDoc': () => ({
        name: 'site',
        revision: 4,
        updatedAt: '2026-01-02T11:00:00.000Z',
      }),
    });
    renderWithProviders(<LayoutPage />);
    const legend = await screen.findByText('Colori');
    return { net, colours: legend.closest('fieldset') as HTMLElement };
  }
  const picker = (colours: HTMLElement, label: string) =>
    within(colours)
      .getAllByLabelText(label)
      .find((el) => (el as HTMLInputElement).type === 'color') as HTMLInputElement;

  it('shows the colours the site uses when the options name none, not black', async () => {
    const { colours } = await openColours({});
    await waitFor(() => expect(picker(colours, 'Colore principale').value).toBe('#1d4f91'));
    // The shades the theme derives from it (60 darker, 60 lighter on every channel).
    expect(picker(colours, 'Tonalità scura (vuoto: calcolata)').value).toBe('#001355');
    expect(picker(colours, 'Tonalità chiara (vuoto: calcolata)').value).toBe('#598bcd');
    // Said in words beside the empty shades; nothing to reset while the theme's own colours are used.
    expect(within(colours).getByText('Vuoto: il sito usa il colore del tema #001355.')).toBeTruthy();
    expect(within(colours).queryByRole('button', { name: /^Usa il colore del tema/ })).toBeNull();
  });

  it('goes back to the theme colour in one click, and saves the option emptied', async () => {
    const { net, colours } = await openColours({ primary: '#aa3300', dark: '#220000' });
    await waitFor(() => expect(picker(colours, 'Colore principale').value).toBe('#aa3300'));
    // The empty light shade follows the primary in use.
    expect(picker(colours, 'Tonalità chiara (vuoto: calcolata)').value).toBe('#e66f3c');
    await userEvent.click(
      within(colours).getByRole('button', { name: 'Usa il colore del tema per «Colore principale»' }),
    );
    expect(picker(colours, 'Colore principale').value).toBe('#1d4f91');
    expect(picker(colours, 'Tonalità chiara (vuoto: calcolata)').value).toBe('#598bcd');
    expect(picker(colours, 'Tonalità scura (vuoto: calcolata)').value).toBe('#220000');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(net.paths()).toContain('POST /api/auth/firebase/saveDoc'));
    const sent = net.calls.find((c) => c.path === '/api/auth/firebase/saveDoc')?.body.data as {
      colors?: Record<string, unknown>;
    };
    expect(sent.colors?.primary).toBeUndefined();
    expect(sent.colors?.dark).toBe('#220000');
  });
});
