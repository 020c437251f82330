import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  docsBySlug,
  docsList,
  fakeFetch,
  renderWithProviders,
  setPage,
  storedDoc,
} from '../../lib/test-utils';
import { PathItemPage, PathsListPage } from './paths-pages';

const paths = [
  storedDoc('paths', 'porto', { title: 'Il porto', date: 1700000000 }),
  storedDoc('paths', 'la-citta', {
    title: 'La città che cambia',
    date: 1760000000,
    steps: [
      { title: 'Le mura', text: '<p>Le mura abbattute.</p>' },
      { title: 'I viali', text: '<p>I viali di circonvallazione.</p>' },
      { bad: 'a step that does not match the contracts is left out' },
    ],
  }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guided paths', () => {
  it('list every path newest first, linking to the localised path page', async () => {
    fakeFetch({ '/api/public/firebase/getDocs': docsList(paths) });
    setPage('/en/stories');
    renderWithProviders(<PathsListPage />);
    await screen.findByText('La città che cambia');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['La città che cambia', 'Il porto']);
    expect(screen.getByRole('link', { name: 'La città che cambia' }).getAttribute('href')).toBe(
      '/en/stories/la-citta',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();
  });

  it('open a shared link on its step, in order, with the valid steps only', async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(paths) });
    setPage('/percorsi/la-citta?step=2');
    renderWithProviders(<PathItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'I viali' })).toBeTruthy();
    expect(screen.getByText('Tappa 2 di 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tappa precedente' }).getAttribute('href')).toBe(
      '/percorsi/la-citta?step=1',
    );
    expect(screen.queryByRole('link', { name: 'Tappa successiva' })).toBeNull();
  });

  it.each(['?step=9', '?step=abc', '?step=-1'])('fall back to the introduction for %s', async (query) => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(paths) });
    setPage(`/percorsi/la-citta${query}`);
    renderWithProviders(<PathItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'La città che cambia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inizia il percorso' }).getAttribute('href')).toBe(
      '/percorsi/la-citta?step=1',
    );
  });
});
