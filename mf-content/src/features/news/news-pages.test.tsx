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
import { NewsItemPage, NewsListPage } from './news-pages';

const news = [
  storedDoc('news', 'vecchia', { title: 'Vecchia notizia', date: 1700000000 }),
  storedDoc('news', 'nuova', { title: 'Nuova notizia', date: 1760000000, summary: 'Riassunto' }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('news pages', () => {
  it('list the news newest first, each linking to its page', async () => {
    fakeFetch({ '/api/public/firebase/getDocs': docsList(news) });
    setPage('/news', { siteOptions: { profile: 2 } });
    renderWithProviders(<NewsListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notizie' })).toBeTruthy();
    await screen.findByText('Nuova notizia');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Nuova notizia', 'Vecchia notizia']);
    expect(screen.getByRole('link', { name: 'Nuova notizia' }).getAttribute('href')).toBe('/news/nuova');
    expect(document.title).toBe('Notizie');
  });

  it('list through the auth path for anyone signed in, the public one for visitors (spec section 6)', async () => {
    const reader = {
      uid: 'u1',
      email: 'lettore@example.org',
      roles: ['reader'],
      level: 1,
      pins: [],
      profile: {},
    };
    const gateway = fakeFetch({
      '/api/public/firebase/getDocs': docsList(news),
      '/api/auth/firebase/getDocs': docsList(news),
    });
    setPage('/news', { siteOptions: { profile: 2 }, user: reader });
    const { unmount } = renderWithProviders(<NewsListPage />);
    await screen.findByText('Nuova notizia');
    expect(gateway.paths()).toEqual(['POST /api/auth/firebase/getDocs']);
    unmount();
    const anonymous = fakeFetch({ '/api/public/firebase/getDocs': docsList(news) });
    setPage('/news', { siteOptions: { profile: 2 }, user: null });
    renderWithProviders(<NewsListPage />);
    await screen.findByText('Nuova notizia');
    expect(anonymous.paths()).toEqual(['POST /api/public/firebase/getDocs']);
  });

  it("offer managers 'Nuovo' (creating a news item in Settings, Contenuti), never readers or visitors", async () => {
    const person = (level: number) => ({
      uid: `u${level}`,
      email: 'x@example.org',
      roles: [],
      level,
      pins: [],
      profile: {},
    });
    fakeFetch({
      '/api/auth/firebase/getDocs': docsList(news),
      '/api/public/firebase/getDocs': docsList(news),
    });
    setPage('/news', { siteOptions: { profile: 2 }, user: person(8) });
    const { unmount } = renderWithProviders(<NewsListPage />);
    await screen.findByText('Nuova notizia');
    expect(screen.getByRole('link', { name: 'Nuovo' }).getAttribute('href')).toBe(
      '/settings/contents?nuovo=news',
    );
    unmount();
    for (const user of [person(1), null]) {
      setPage('/news', { siteOptions: { profile: 2 }, user });
      const view = renderWithProviders(<NewsListPage />);
      await screen.findByText('Nuova notizia');
      expect(screen.queryByRole('link', { name: 'Nuovo' })).toBeNull();
      view.unmount();
    }
  });

  it('say the page is not accessible when the profile has no news bit', () => {
    const { calls } = fakeFetch({});
    setPage('/news/nuova', { siteOptions: { profile: 4 } });
    renderWithProviders(<NewsItemPage />);
    expect(
      screen.getByRole('heading', { name: /Errore 404: ?Questa pagina non è momentaneamente accessibile/ }),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('show one item with its date, or the not-found page', async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(news) });
    setPage('/en/news/nuova', { siteOptions: { title: 'Archive' } });
    const { unmount } = renderWithProviders(<NewsItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuova notizia' })).toBeTruthy();
    expect(screen.getByText('09 October 2025')).toBeTruthy();
    expect(document.title).toBe('Nuova notizia · Archive');
    unmount();
    setPage('/en/news/missing');
    renderWithProviders(<NewsItemPage />);
    expect(await screen.findByText('The page is not available')).toBeTruthy();
  });
});
