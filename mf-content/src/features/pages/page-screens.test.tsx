// @vitest-environment jsdom
// jsdom: editor HTML is drawn through DOMPurify, which refuses to work on happy-dom (its self-check
// fails there, so SafeHtml would draw nothing).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsBySlug, fail, fakeFetch, renderWithProviders, setPage, storedDoc } from '../../lib/test-utils';
import { CookiePolicyPage, GenericPage, PrivacyPolicyPage } from './page-screens';

const pages = [
  storedDoc('pages', 'about', {
    title: 'Chi siamo',
    summary: "L'archivio in breve.",
    blocks: [
      { type: 'text', value: '<p>Storia <em>dell’archivio</em>.</p><script>alert(1)</script>' },
      { type: 'image', value: { url: '/files/sede.jpg', alt: 'La sede' } },
    ],
  }),
  storedDoc('pages', 'cookiepolicy', { title: 'Cookie policy' }),
  storedDoc('pages', 'privacy-policy', { title: 'Informativa sulla privacy' }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('generic and policy pages', () => {
  it('show the pages document whose id is the slug, with its blocks sanitised', async () => {
    const { calls } = fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(pages) });
    setPage('/about');
    renderWithProviders(<GenericPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeTruthy();
    expect((await screen.findByText('dell’archivio')).tagName).toBe('EM');
    expect(screen.getByText("L'archivio in breve.")).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'La sede' }).getAttribute('loading')).toBe('lazy');
    expect(calls[0]?.body).toMatchObject({ collection: 'pages', name: 'about', locale: 'it' });
  });

  it.each([
    ['/cookiepolicy', CookiePolicyPage, 'cookiepolicy', 'Cookie policy'],
    ['/privacy-policy', PrivacyPolicyPage, 'privacy-policy', 'Informativa sulla privacy'],
  ])('%s shows its own document', async (url, Page, name, title) => {
    const { calls } = fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(pages) });
    setPage(url);
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ collection: 'pages', name });
  });

  it('answers the 404 page for a slug with no document', async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(pages) });
    setPage('/non-esiste');
    renderWithProviders(<GenericPage />);
    expect(await screen.findByText('La pagina non è disponibile')).toBeTruthy();
  });

  it('shows the error page with the code and a retry when the gateway is down (spec section 8)', async () => {
    let answer: () => unknown = () => fail(503, 'UNAVAILABLE', 'down');
    fakeFetch({ '/api/public/firebase/getDocBySlug': () => answer() });
    setPage('/about');
    renderWithProviders(<GenericPage />);
    await waitFor(() =>
      expect(document.querySelector('h1')?.textContent).toBe('Errore 503: La pagina non è disponibile'),
    );
    answer = () => storedDoc('pages', 'about', { title: 'Chi siamo' });
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeTruthy();
  });
});
