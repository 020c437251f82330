import { archiveStore } from '@archive/ui';
import { fakeFetch } from '@archive/ui/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { Header } from './header';

/** The header's search field as an ARIA 1.2 combobox with suggestions (issue 23). */
const answer = {
  titles: [{ table: 'ca_objects', id: '7', label: 'Lettera da Roma', link: '/oggetti/7-lettera-da-roma' }],
  facets: [
    {
      kind: 'place',
      id: 'place-roma',
      name: 'Roma',
      path: '/place/italia/lazio/roma',
      count: 12,
      filter: 'common|place-roma|Roma|/place/italia/lazio/roma',
    },
  ],
};

const open = async () => {
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <Header />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
  const field = screen.getByRole('combobox', { name: "Cerca nell'archivio" });
  fireEvent.focus(field);
  return field as HTMLInputElement;
};

describe('search suggestions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks after two letters, once for fast typing, and lists titles and facet values', async () => {
    window.history.replaceState(null, '', '/');
    archiveStore.setState({ locale: 'it', siteOptions: {} });
    const { calls } = fakeFetch({ '/api/public/catalogue/suggest': () => answer });
    const field = await open();
    fireEvent.change(field, { target: { value: 'r' } });
    fireEvent.change(field, { target: { value: 'ro' } });
    fireEvent.change(field, { target: { value: 'rom' } });
    const listbox = await screen.findByRole('listbox', { name: 'Suggerimenti' });
    expect(calls.filter((c) => c.path === '/api/public/catalogue/suggest').map((c) => c.body.text)).toEqual([
      'rom',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Lettera da Roma Scheda',
      'Roma Luogo · 12',
    ]);
  });

  it('moves with the arrows, applies a facet value with Enter, and closes with Escape', async () => {
    window.history.replaceState(null, '', '/');
    archiveStore.setState({ locale: 'it', siteOptions: {} });
    fakeFetch({ '/api/public/catalogue/suggest': () => answer });
    const field = await open();
    fireEvent.change(field, { target: { value: 'roma' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id),
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/cerca');
    expect(url.searchParams.getAll('filtro')).toEqual(['common|place-roma|Roma|/place/italia/lazio/roma']);
  });

  it('keeps the option the visitor arrowed to when the answer for a later letter arrives', async () => {
    window.history.replaceState(null, '', '/');
    archiveStore.setState({ locale: 'it', siteOptions: {} });
    // The answer for 'rom' puts a new title first: by position, the second option would now be a title.
    const later = {
      titles: [
        { table: 'ca_objects', id: '9', label: 'Romanzo', link: '/oggetti/9-romanzo' },
        ...answer.titles,
      ],
      facets: answer.facets,
    };
    fakeFetch({ '/api/public/catalogue/suggest': (body) => (body.text === 'rom' ? later : answer) });
    const field = await open();
    fireEvent.change(field, { target: { value: 'ro' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.getAttribute('aria-busy')).toBe('false'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const roma = () => screen.getAllByRole('option').find((o) => o.textContent === 'Roma Luogo · 12')!;
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(roma().id));
    const romaId = roma().id;
    fireEvent.change(field, { target: { value: 'rom' } });
    // Until the answer for 'rom' comes the list is busy and still the one the visitor arrowed in.
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(listbox.getAttribute('aria-busy')).toBe('false');
    expect(roma().id).toBe(romaId);
    expect(field.getAttribute('aria-activedescendant')).toBe(romaId);
    expect(roma().getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/cerca');
    expect(url.searchParams.getAll('filtro')).toEqual(['common|place-roma|Roma|/place/italia/lazio/roma']);
  });

  it('forgets the active option when a later answer no longer lists it', async () => {
    window.history.replaceState(null, '', '/');
    archiveStore.setState({ locale: 'it', siteOptions: {} });
    const other = {
      titles: [{ table: 'ca_objects', id: '8', label: 'Romeo', link: '/oggetti/8-romeo' }],
      facets: [],
    };
    fakeFetch({ '/api/public/catalogue/suggest': (body) => (body.text === 'rome' ? other : answer) });
    const field = await open();
    fireEvent.change(field, { target: { value: 'rom' } });
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.change(field, { target: { value: 'rome' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Romeo Scheda']),
    );
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    // Enter with no active option is the plain search of the typed words.
    fireEvent.submit(field.form!);
    expect(new URL(window.location.href).searchParams.getAll('tags')).toEqual(['rome']);
  });
});
