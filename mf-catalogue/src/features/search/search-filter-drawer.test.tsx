import { matchUrl } from '@archive/contracts/routes';
import { archiveStore } from '@archive/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, searchAnswer } from '../../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import SearchPage from './search-page';

// Issue 26, problem 5: on a phone the filters open over the results, say how many results the
// choices give, and close onto them.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A phone's screen: narrower than the 60em the side panel needs. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('filters on a phone', () => {
  it('opens as a drawer, applies a choice, shows the count on its button and closes onto the results', async () => {
    phoneScreen();
    setPage('/cerca?tags=bruno');
    const push = window.history.pushState.bind(window.history);
    vi.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      push(...args);
      archiveStore.setState({ route: matchUrl(window.location.pathname + window.location.search) });
    });
    fakeFetch({
      '/api/public/catalogue/search': (body) =>
        JSON.stringify(body).includes('place-roma')
          ? searchAnswer([card('1', 'Uno'), card('2', 'Due')], 22)
          : searchAnswer([card('1', 'Uno')], 2557),
    });
    renderWithProviders(<SearchPage />);
    await screen.findByRole('link', { name: 'Uno' });
    // Closed at first: the results come first on a phone.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra filtri' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtri' });
    expect(within(drawer).getByRole('button', { name: 'Mostra 2.557 risultati' })).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: /^Roma/ }));
    // The choice applies at once (the URL follows) and the drawer stays for more choices.
    expect(new URLSearchParams(window.location.search).getAll('filtro')).toHaveLength(1);
    const apply = await within(drawer).findByRole('button', { name: 'Mostra 22 risultati' });
    await userEvent.click(apply);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('results'));
    expect(screen.getByRole('button', { name: 'Rimuovi il filtro Roma' })).toBeTruthy();
  });
});
