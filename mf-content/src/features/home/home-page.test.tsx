import type { HomeSection } from '@archive/contracts/site-options';
import { setExposedLoader } from '@archive/ui';
import { fakeIntersectionObserver } from '@archive/ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionsEditorProps } from '../../lib/sections-editor-contract';
import {
  docsBySlug,
  docsList,
  fakeFetch,
  renderWithProviders,
  setPage,
  storedDoc,
} from '../../lib/test-utils';
import HomePage from './home-page';

const docs = [
  storedDoc('pages', 'about', { title: 'Chi siamo', summary: "L'archivio conserva carte dal 1450." }),
  storedDoc('news', 'mostra', { title: 'Mostra fotografica', date: 1759363200 }),
  storedDoc('paths', 'la-citta', { title: 'La città che cambia' }),
  storedDoc('institutes', 'fototeca', { title: 'Fototeca' }),
];

const sections: HomeSection[] = [
  { id: 'hero', type: 'hero', visible: true },
  { id: 'about', type: 'about', visible: true, color: '#ffffff', background: '#1d4f91' },
  { id: 'shuffle', type: 'shuffle', visible: true },
  { id: 'map', type: 'map', visible: true },
  { id: 'news', type: 'news', visible: true },
  { id: 'paths', type: 'paths', visible: false },
  { id: 'institutes', type: 'institutes', visible: true, background: '/files/fondo.jpg' },
  { id: 'newsletter', type: 'newsletter', visible: true },
];

const gatewayRoutes = {
  '/api/public/firebase/getDocBySlug': docsBySlug(docs),
  '/api/public/firebase/getDocs': docsList(docs),
  '/api/auth/firebase/getDocs': docsList(docs),
};

const options = (profile = 6) => ({ title: 'Archivio Storico', profile, home: { sections } });

/** mf-catalogue exposes Shuffle but not Map; no mf-admin unless a test says so. */
const catalogueOnly = async (id: string): Promise<unknown> => {
  if (id === 'mf_catalogue/Shuffle')
    return { default: ({ title }: { title?: string }) => <p>shuffle images: {title}</p> };
  throw new Error(`${id} is not exposed`);
};
const loader = vi.fn(catalogueOnly);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  loader.mockReset();
  loader.mockImplementation(catalogueOnly);
  setExposedLoader(loader);
  // No IntersectionObserver: every section counts as near the viewport (a very tall screen).
  vi.stubGlobal('IntersectionObserver', undefined);
  fakeFetch(gatewayRoutes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shownSections = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-section]')).map((el) => el.dataset.section);

describe('HomePage for visitors', () => {
  it('shows the visible sections in order, each as a labelled region with its colours', async () => {
    setPage('/', { siteOptions: options() });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/shuffle images/)).toBeTruthy();
    await screen.findByText('Mostra fotografica');
    // paths is hidden; the map module is missing, so the section is left out once its load has
    // failed (that may come after the news on a busy machine).
    await waitFor(() =>
      expect(shownSections()).toEqual(['hero', 'about', 'shuffle', 'news', 'institutes', 'newsletter']),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Archivio Storico' })).toBeTruthy();
    const about = screen.getByRole('region', { name: 'Chi siamo' });
    expect(about.style.color).toBe('#ffffff');
    expect(about.style.backgroundColor).toBe('#1d4f91');
    expect(within(about).getByText("L'archivio conserva carte dal 1450.")).toBeTruthy();
    const institutes = document.querySelector<HTMLElement>('[data-section="institutes"]');
    expect(institutes?.style.backgroundImage).toContain('/files/fondo.jpg');
    expect(document.title).toBe('Archivio Storico');
  });

  it("draws the site logo as the hero's h1, named by its alt text in the page language", async () => {
    setPage('/en', {
      siteOptions: {
        ...options(),
        logo: { url: '/files/logo.svg', alt: { it: 'Archivio Storico', en: 'Historical Archive' } },
      },
    });
    renderWithProviders(<HomePage />);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Historical Archive' });
    expect(within(h1).getByRole('img').getAttribute('src')).toBe('/files/logo.svg');
  });

  it('leaves news out when the profile has no news bit', async () => {
    setPage('/', { siteOptions: options(4) });
    renderWithProviders(<HomePage />);
    await screen.findByText('Fototeca');
    expect(shownSections()).not.toContain('news');
  });

  it('never asks for the admin editor', async () => {
    setPage('/', { siteOptions: options() });
    renderWithProviders(<HomePage />);
    await screen.findByText(/shuffle images/);
    expect(loader.mock.calls.map(([id]) => id)).not.toContain('mf_admin/SectionsEditor');
  });

  it('asks mf-catalogue for a section only when it comes within a screen of the viewport', async () => {
    const observer = fakeIntersectionObserver();
    setPage('/', { siteOptions: options() });
    renderWithProviders(<HomePage />);
    await screen.findByText("L'archivio conserva carte dal 1450.");
    // Nothing near yet: no catalogue module asked for, the section keeps its heading.
    expect(loader.mock.calls.map(([id]) => id)).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Immagini dall’archivio' })).toBeTruthy();
    observer.enter((el) => el.classList.contains('catalogue-section-shuffle'));
    expect(await screen.findByText(/shuffle images/)).toBeTruthy();
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['mf_catalogue/Shuffle']);
    // The map comes near later: the shuffle already drawn stays (no reload, no flicker).
    observer.enter((el) => el.classList.contains('catalogue-section-map'));
    await waitFor(() => expect(loader.mock.calls.map(([id]) => id)).toContain('mf_catalogue/MapTeaser'));
    expect(screen.getByText(/shuffle images/)).toBeTruthy();
    await waitFor(() => expect(shownSections()).not.toContain('map'));
  });

  it('draws teasers and forms (their code and their data) only when they come within a screen', async () => {
    const observer = fakeIntersectionObserver();
    const gateway = fakeFetch(gatewayRoutes);
    setPage('/', { siteOptions: options() });
    renderWithProviders(<HomePage />);
    await screen.findByText("L'archivio conserva carte dal 1450.");
    // Not near yet: each keeps its heading (naming its region), no list is asked for, no form drawn.
    const news = screen.getByRole('region', { name: 'Notizie' });
    expect(within(news).getByRole('heading', { level: 2, name: 'Notizie' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Iscriviti alla newsletter' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(gateway.paths().filter((p) => p.endsWith('/getDocs'))).toEqual([]);
    observer.enter((el) => el.textContent === 'Notizie');
    expect(await within(news).findByText('Mostra fotografica')).toBeTruthy();
    expect(within(news).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    observer.enter((el) => el.textContent === 'Iscriviti alla newsletter');
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeTruthy();
  });

  it('speaks the page language', async () => {
    setPage('/en', { siteOptions: options() });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Subscribe to the newsletter' })).toBeTruthy();
  });
});

describe('HomePage for managers and admins', () => {
  const admin = { email: 'a@example.org', roles: ['admin'], level: 17 };

  it("hands every section, hidden ones too, to mf-admin's SectionsEditor", async () => {
    const received: SectionsEditorProps[] = [];
    loader.mockImplementation(async (id: string) => {
      if (id === 'mf_admin/SectionsEditor')
        return {
          default: (props: SectionsEditorProps) => {
            received.push(props);
            return (
              <ol aria-label="editor">
                {props.sections.map((s) => (
                  <li key={s.id}>{props.renderSection(s)}</li>
                ))}
              </ol>
            );
          },
        };
      throw new Error('missing');
    });
    setPage('/fr', { siteOptions: options(), user: admin });
    renderWithProviders(<HomePage />);
    const editor = await screen.findByRole('list', { name: 'editor' });
    expect(received.at(-1)?.sections.map((s) => s.id)).toEqual(sections.map((s) => s.id));
    expect(received.at(-1)?.locale).toBe('fr');
    // The inner content only: no visitor wrapper inside the editor.
    expect(editor.querySelector('[data-section]')).toBeNull();
    await waitFor(() => expect(within(editor).getByText('La città che cambia')).toBeTruthy());
  });

  it('replaces the wrapper for a manager (bit 8) too, never for a signed-in user without bits 8/16', async () => {
    loader.mockImplementation(async (id: string) => {
      if (id === 'mf_admin/SectionsEditor') return { default: () => <p>editing wrapper</p> };
      return catalogueOnly(id);
    });
    setPage('/', {
      siteOptions: options(),
      user: { email: 'm@example.org', roles: ['ROLE_MANAGER'], level: 9 },
    });
    const { unmount } = renderWithProviders(<HomePage />);
    expect(await screen.findByText('editing wrapper')).toBeTruthy();
    expect(document.querySelector('[data-section]')).toBeNull();
    unmount();
    loader.mockClear();
    setPage('/', { siteOptions: options(), user: { email: 'u@example.org', roles: ['reader'], level: 1 } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/shuffle images/)).toBeTruthy();
    expect(loader.mock.calls.map(([id]) => id)).not.toContain('mf_admin/SectionsEditor');
    expect(document.querySelector('[data-home-view="visitor"]')).toBeTruthy();
  });

  it('falls back to the visitor view when the editor cannot be loaded', async () => {
    setPage('/', { siteOptions: options(), user: admin });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(loader.mock.calls.map(([id]) => id)).toContain('mf_admin/SectionsEditor'));
    expect(await screen.findByText(/shuffle images/)).toBeTruthy();
    expect(document.querySelector('[data-home-view="visitor"]')).toBeTruthy();
  });
});
