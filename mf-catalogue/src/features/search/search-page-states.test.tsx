import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, searchAnswer } from '../../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import SearchPage from './search-page';

// The search page when the search fails or is slow (issue 18, spec sections 8 and 9): the error page
// with its status code and a retry, like every page; 'Ricerca in corso…' only for a search slower
// than 200 ms, and then for 200 ms at least.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const statusHeading = (code: number) =>
  screen.findByRole('heading', { level: 1, name: `Errore ${code}: La pagina non è disponibile` });

/** The gateway's answers held until `release()`: a search as slow as the test wants. */
function holdAnswers() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fakeGateway = globalThis.fetch;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await held;
    return fakeGateway(...args);
  });
  return () => release();
}

/** Every moment 'Ricerca in corso…' is on the page, from first shown to gone (ms). */
function watchLoadingText() {
  const seen: { from: number; to?: number }[] = [];
  const check = () => {
    const shown = document.querySelector('.search-count')?.textContent === 'Ricerca in corso…';
    const last = seen.at(-1);
    if (shown && (!last || last.to !== undefined)) seen.push({ from: performance.now() });
    if (!shown && last && last.to === undefined) last.to = performance.now();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('search page after a failure', () => {
  it('shows a 500 as the error page with its code, and the retry searches again', async () => {
    let answer: () => unknown = () => fail(500, 'INTERNAL', 'boom');
    setPage('/cerca?tags=lettera');
    fakeFetch({ '/api/public/catalogue/search': () => answer() });
    renderWithProviders(<SearchPage />);
    expect(await statusHeading(500)).toBeTruthy();
    // Not the old notice without a code.
    expect(screen.queryByText('La ricerca non è riuscita. Riprova.')).toBeNull();
    answer = () => searchAnswer([card('1', 'Lettera al sindaco')], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Lettera al sindaco' })).toBeTruthy();
    expect(screen.getByText('1 risultato')).toBeTruthy();
    expect(document.querySelector('[data-status]')).toBeNull();
  });

  it('shows a network failure as the error page with 503', async () => {
    setPage('/en/search?tags=roma');
    fakeFetch({
      '/api/public/catalogue/search': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<SearchPage />);
    expect(await screen.findByRole('heading', { level: 1, name: /503/ })).toBeTruthy();
    expect(document.querySelector('[data-status="503"]')?.textContent).toContain('Try again');
  });
});

describe('search page loading state (fetch minimum delay 200 ms)', () => {
  it('never shows "Ricerca in corso…" for a search answered within 200 ms', async () => {
    setPage('/cerca?tags=lettera');
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')], 1) });
    const release = holdAnswers();
    const watch = watchLoadingText();
    renderWithProviders(<SearchPage />);
    await new Promise((r) => setTimeout(r, 100));
    expect(document.querySelector('.search-count')?.textContent).toBe('');
    release();
    await screen.findByRole('link', { name: 'Uno' });
    // Well past the 200 ms: it did not show up late either.
    await new Promise((r) => setTimeout(r, 250));
    watch.stop();
    expect(watch.seen).toEqual([]);
    expect(screen.getByText('1 risultato')).toBeTruthy();
  });

  it('shows it for a slower search, and keeps it at least 200 ms', async () => {
    setPage('/cerca?tags=lettera');
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')], 1) });
    const release = holdAnswers();
    const watch = watchLoadingText();
    const started = performance.now();
    renderWithProviders(<SearchPage />);
    await screen.findByText('Ricerca in corso…');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    // The answer comes right after it appeared: the text still stays its 200 ms.
    release();
    await screen.findByRole('link', { name: 'Uno' });
    await waitFor(() => expect(screen.getByText('1 risultato')).toBeTruthy());
    watch.stop();
    expect(watch.seen).toHaveLength(1);
    const [shown] = watch.seen;
    expect((shown?.to ?? 0) - (shown?.from ?? 0)).toBeGreaterThanOrEqual(190);
  });
});
