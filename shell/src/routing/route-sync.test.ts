import { hasLocaleMessages, loadLocaleMessages, t } from '@archive/contracts/messages';
import { archiveStore, initialState } from '@archive/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncRoute } from './route-sync';

// No messages-all here: as in the browser, only Italian contracts messages are present at first.
describe('syncRoute', () => {
  beforeEach(() => {
    archiveStore.setState({ ...initialState(), enabledLocales: ['it', 'en', 'fr'], siteOptionsLoaded: true });
  });

  it("moves the store to another locale only once that locale's contracts messages are here", async () => {
    window.history.replaceState(null, '', '/');
    syncRoute();
    expect(archiveStore.getState().locale).toBe('it');

    window.history.replaceState(null, '', '/en');
    syncRoute();
    // Not yet: every app would draw t() texts in Italian for an English page.
    expect(archiveStore.getState().locale).toBe('it');
    await vi.waitFor(() => expect(archiveStore.getState().locale).toBe('en'));
    expect(archiveStore.getState().route.route).toBe('home');
    expect(t('error.notFound', 'en')).toBe('The page is not available');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps only the last page when the visitor moves on before the messages arrive', async () => {
    window.history.replaceState(null, '', '/fr');
    syncRoute();
    window.history.replaceState(null, '', '/');
    syncRoute();
    expect(archiveStore.getState().locale).toBe('it');
    // The French load settles later and must not pull the store back to /fr.
    await loadLocaleMessages('fr');
    expect(hasLocaleMessages('fr')).toBe(true);
    expect(archiveStore.getState().locale).toBe('it');
  });

  it('sends an alternative reading of the spec URL forms to our canonical segment (replace)', async () => {
    window.history.replaceState(null, '', '/');
    const before = window.history.length;
    window.history.pushState(null, '', '/en/istituti?x=1#top');
    syncRoute();
    // The readings' table loads on demand (a URL the route table does not know), then replaces.
    await vi.waitFor(() =>
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/en/institutes?x=1#top',
      ),
    );
    expect(window.history.length).toBe(before + 1);
    syncRoute(); // single-spa re-routes after the replace; here by hand
    await vi.waitFor(() => expect(archiveStore.getState().route.route).toBe('institutesList'));
  });
});
