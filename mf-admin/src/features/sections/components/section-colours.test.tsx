import type { HomeSection } from '@archive/contracts/site-options';
import { adminActions } from '@archive/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, optionsDoc, renderWithProviders, setPage } from '../../../lib/test-utils';
import { SectionsEditor } from './sections-editor';

// The theme as mf-content paints it: the cover in the site colour with white text.
const theme = document.createElement('style');
theme.textContent = `
  body { background-color: #fafafa; color: #222222; }
  .home-section-hero { background-color: #1d4f91; color: #ffffff; }
`;

const SECTIONS: HomeSection[] = [
  { id: 'hero', type: 'hero', visible: true },
  { id: 'about', type: 'about', visible: true, color: '#112233' },
];

async function edit() {
  setPage('/');
  document.head.append(theme);
  fakeFetch({
    'POST /api/public/firebase/getDocBySlug': () =>
      optionsDoc({ title: 'Archivio', home: { sections: SECTIONS } }),
  });
  renderWithProviders(
    <SectionsEditor sections={SECTIONS} renderSection={(s) => <p>{s.id}</p>} locale="it" />,
  );
  act(() => {
    adminActions.setEdit(true);
  });
  await waitFor(() => expect(screen.queryByText('Caricamento delle sezioni…')).toBeNull());
}
const frame = (id: string) => document.querySelector(`[data-section-id="${id}"]`) as HTMLElement;
const picker = (id: string, field: 'color' | 'background') =>
  frame(id).querySelector(`input[data-field="${field}"]`) as HTMLInputElement;

describe('section colour pickers', () => {
  afterEach(() => theme.remove());

  it("show the colours the section really has: the theme's for the cover, the page's elsewhere", async () => {
    await edit();
    expect(picker('hero', 'color').value).toBe('#ffffff');
    expect(picker('hero', 'background').value).toBe('#1d4f91');
    expect(picker('about', 'color').value).toBe('#112233');
    expect(picker('about', 'background').value).toBe('#fafafa');
  });

  it("go back to the theme's colour in one click", async () => {
    await edit();
    await userEvent.click(within(frame('about')).getByRole('button', { name: 'Togli il colore del testo' }));
    await waitFor(() => expect(picker('about', 'color').value).toBe('#222222'));
  });
});
