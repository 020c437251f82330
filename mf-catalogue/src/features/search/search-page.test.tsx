import { matchUrl } from '@archive/contracts/routes';
import { archiveStore } from '@archive/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, searchAnswer } from '../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import SearchPage from './search-page';

let listening = new AbortController();

/** The shell keeps the store's route in step with the URL; tests do the same after navigate(). */
function followHistory() {
  const sync = () =>
    archiveStore.setState({ route: matchUrl(window.location.pathname + window.location.search) });
  window.addEventListener('popstate', sync, { signal: listening.signal });
  const push = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((...args) => {
    push(...args);
    sync();
  });
}

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('search page', () => {
  it('searches the tags of the URL and shows cards with type, date and score', async () => {
    setPage('/cerca?tags=lettera&tags=%22via%20roma%22');
    const { calls } = fakeFetch({
      '/api/public/catalogue/search': () =>
        searchAnswer([card('1', 'Lettera al sindaco'), card('2', 'Lettera al prefetto')], 42),
    });
    renderWithProviders(<SearchPage />);
    expect(await screen.findByRole('link', { name: 'Lettera al sindaco' })).toHaveProperty(
      'href',
      expect.stringContaining('/oggetti/1-lettera-al-sindaco'),
    );
    expect(screen.getByText('42 risultati')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Punteggio 3 su 5' })).toHaveLength(2);
    const body = calls.find((c) => c.path === '/api/public/catalogue/search')?.body;
    expect(body).toMatchObject({ text: 'lettera "via roma"', limit: 20, skip: 0, locale: 'it' });
    // 42 results: three pages of 20.
    const pages = screen.getByRole('navigation', { name: 'Pagine dei risultati' });
    expect(within(pages).getByRole('link', { name: 'Pagina 3' })).toBeTruthy();
    expect(document.getElementById('results')).not.toBeNull();
  });

  it('adds typed terms as tags, keeping quoted phrases whole', async () => {
    setPage('/cerca');
    followHistory();
    const { calls } = fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    await userEvent.type(screen.getByRole('searchbox'), 'ponte "porta pia"{Enter}');
    expect(window.location.search).toBe('?tags=ponte&tags=%22porta+pia%22');
    await waitFor(() => expect(calls.at(-1)?.body.text).toBe('ponte "porta pia"'));
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi la parola ponte' }));
    expect(window.location.search).toBe('?tags=%22porta+pia%22');
  });

  it('adds a facet as a removable chip serialised into filtro', async () => {
    setPage('/cerca');
    followHistory();
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const toggle = screen.getByRole('button', { name: /filtri/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: /^Roma/ }));
    expect(new URLSearchParams(window.location.search).getAll('filtro')).toEqual([
      'common|place-roma|Roma|/place/italia/lazio/roma',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi il filtro Roma' }));
    expect(window.location.search).toBe('');
  });

  it('refuses an impossible date with the Italian message and applies a good one', async () => {
    setPage('/cerca');
    followHistory();
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const toggle = screen.getByRole('button', { name: /filtri/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    const from = screen.getByRole('textbox', { name: 'Dal' });
    expect(from.getAttribute('placeholder')).toBe('AAAA o GG/MM/AAAA');
    await userEvent.type(from, '31/02/1920');
    await userEvent.click(screen.getByRole('button', { name: 'Applica la data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le date (o la data) inserite non sono valide',
    );
    expect(window.location.search).toBe('');
    await userEvent.clear(from);
    await userEvent.type(from, '1920');
    await userEvent.type(screen.getByRole('textbox', { name: 'Al' }), '1930');
    await userEvent.click(screen.getByRole('button', { name: 'Applica la data' }));
    expect(new URLSearchParams(window.location.search).getAll('filtro')).toEqual(['date|1920|1930']);
  });

  it('shows the empty state with its tips', async () => {
    setPage('/en/search?tags=zzzz');
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([], 0) });
    renderWithProviders(<SearchPage />);
    expect(await screen.findByText('No cards found')).toBeTruthy();
    expect(screen.getByText('Try different keywords')).toBeTruthy();
  });

  it('lets a signed-in visitor pin a card and saves the pins to the user', async () => {
    setPage('/cerca', { user: { level: 1, pins: [] } });
    const { calls } = fakeFetch({
      '/api/public/catalogue/search': () => searchAnswer([card('7', 'Sette')]),
      '/api/auth/firebase/saveUser': (body) => ({ ok: true, pins: (body.data as { pins: unknown[] }).pins }),
    });
    renderWithProviders(<SearchPage />);
    const pin = await screen.findByRole('button', { name: 'Aggiungi ai preferiti: Sette' });
    await userEvent.click(pin);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/firebase/saveUser')).toBe(true));
    expect(calls.find((c) => c.path === '/api/auth/firebase/saveUser')?.body.data).toEqual({
      pins: [{ id: '7', table: 'ca_objects' }],
    });
    expect(archiveStore.getState().user?.pins).toEqual([{ id: '7', table: 'ca_objects' }]);
    expect(
      screen.getByRole('button', { name: 'Togli dai preferiti: Sette' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('orders and labels the facets as customjs says, in the visitor language, with "more"', async () => {
    setPage('/en/search', {
      siteOptions: {
        customjs: {
          filtriOrder: ['soggetto', 'luogo'],
          order: { luogo: 'asc' },
          label: { luogo: { it: 'Luogo', en: 'Place' }, soggetto: { it: 'Soggetto', en: 'Subject' } },
          more: 2,
        },
      },
    });
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const toggle = screen.getByRole('button', { name: /filters/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Subject', 'Place']);
    const places = () =>
      [...document.querySelectorAll('[data-facet="luogo"] .facet-name')].map((n) => n.textContent);
    // Alphabetical (order: asc), two before "more" (more: 2).
    expect(places()).toEqual(['Aosta', 'Milano']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Show more (1)' }));
    expect(places()).toEqual(['Aosta', 'Milano', 'Roma']);
  });

  it('shows at first only the filters customjs.regexFiltriInit names; the others behind a button', async () => {
    setPage('/cerca', { siteOptions: { customjs: { regexFiltriInit: '^luog' } } });
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    // On a narrow screen the panel starts closed behind its toggle.
    const toggle = screen.getByRole('button', { name: /^(Mostra|Nascondi) filtri$/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Filtri' });
    const visible = () =>
      [...panel.querySelectorAll<HTMLElement>('[data-facet]')]
        .filter((f) => !f.closest('[hidden]'))
        .map((f) => f.dataset.facet);
    expect(visible()).toEqual(['luogo']);
    const more = within(panel).getByRole('button', { name: 'Altri filtri (1)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(visible()).toEqual(['luogo', 'soggetto']);
    expect(within(panel).getByRole('button', { name: 'Meno filtri' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('sorts and pages through the URL, and back and forward walk through the searches', async () => {
    setPage('/cerca?tags=lettera');
    followHistory();
    const { calls } = fakeFetch({
      '/api/public/catalogue/search': (body) =>
        searchAnswer(
          Array.from({ length: 20 }, (_, i) =>
            card(String(Number(body.skip) + i + 1), `Lettera ${Number(body.skip) + i + 1}`),
          ),
          45,
        ),
    });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Lettera 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'data.start:desc');
    expect(window.location.search).toBe('?tags=lettera&sort=data.start%3Adesc');
    await waitFor(() => expect(calls.at(-1)?.body.sort).toEqual({ field: 'data.start', order: 'desc' }));

    await userEvent.click(screen.getByRole('link', { name: 'Pagina 2' }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: 'Lettera 21' })).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ skip: 20, limit: 20 });

    window.history.back();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Lettera 1' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Ordina per' }) as HTMLSelectElement).value).toBe(
      'data.start:desc',
    );
    window.history.forward();
    expect(await screen.findByRole('link', { name: 'Lettera 21' })).toBeTruthy();
  });

  it('offers the pin filter to signed-in visitors only', async () => {
    setPage('/cerca');
    fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('1', 'Uno')]) });
    const anonymous = renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    const open = async () => {
      const toggle = screen.getByRole('button', { name: /filtri/ });
      if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    };
    await open();
    expect(screen.queryByRole('checkbox', { name: 'Solo i miei preferiti' })).toBeNull();
    anonymous.unmount();

    setPage('/cerca', { user: { level: 1, pins: [{ id: '7', table: 'ca_objects' }] } });
    followHistory();
    const { calls } = fakeFetch({ '/api/public/catalogue/search': () => searchAnswer([card('7', 'Sette')]) });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Sette' });
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo i miei preferiti' }));
    expect(new URLSearchParams(window.location.search).getAll('filtro')).toEqual(['pin|preferiti']);
    await waitFor(() => expect(calls.at(-1)?.body.filters).toEqual(['pin|preferiti']));
    expect(calls.at(-1)?.body.pins).toEqual([{ id: '7', table: 'ca_objects' }]);
  });
});
