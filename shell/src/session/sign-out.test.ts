import { matchUrl } from '@archive/contracts/routes';
import { archiveStore } from '@archive/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';

describe('signOut (the shell logout buttons)', () => {
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    window.history.replaceState(null, '', '/en/settings');
    archiveStore.setState({
      user: { level: 9, email: 'manager@example.org' },
      level: 9,
      locale: 'en',
      enabledLocales: ['it', 'en'],
      siteOptions: {},
      route: matchUrl('/en/settings', ['it', 'en']),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the gateway setting its cookie
    document.cookie = 'oa_csrf=csrf-of-this-session; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("uses mf-auth's logout, which signs out of the identity service as well", async () => {
    const logout = vi.fn(async () => archiveStore.setState({ user: null, level: 1 }));
    const way = await signOut(async () => ({ logout }));
    expect(way).toBe('identity');
    expect(logout).toHaveBeenCalledWith({ redirectToLogin: true });
    // The shell did not call the gateway itself: mf-auth's logout does.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the gateway logout when the remote cannot be loaded', async () => {
    const way = await signOut(async () => {
      throw new Error('remoteEntry.js 404');
    });
    expect(way).toBe('gateway');
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/logout');
    // A POST carrying the session's CSRF token: the gateway answers 405 to the seed's GET.
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-of-this-session');
    expect(archiveStore.getState()).toMatchObject({ user: null, level: 1 });
    expect(window.location.pathname).toBe('/en/login');
  });

  it('on a page visitors may see, signs out and stays there as a visitor', async () => {
    window.history.replaceState(null, '', '/en/news');
    archiveStore.setState({ route: matchUrl('/en/news', ['it', 'en']) });
    const logout = vi.fn(async () => archiveStore.setState({ user: null, level: 1 }));
    await signOut(async () => ({ logout }));
    expect(logout).toHaveBeenCalledWith({ redirectToLogin: false });
    archiveStore.setState({ user: { level: 9 }, level: 9 });
    expect(await signOut(async () => ({}))).toBe('gateway');
    expect(window.location.pathname).toBe('/en/news');
    expect(archiveStore.getState().user).toBeNull();
  });

  it('on a page of a private site, goes to the login page', async () => {
    window.history.replaceState(null, '', '/en/news');
    archiveStore.setState({ route: matchUrl('/en/news', ['it', 'en']), siteOptions: { public: false } });
    const logout = vi.fn(async () => archiveStore.setState({ user: null, level: 1 }));
    await signOut(async () => ({ logout }));
    expect(logout).toHaveBeenCalledWith({ redirectToLogin: true });
  });

  it('falls back when the remote exposes no logout, or hangs', async () => {
    expect(await signOut(async () => ({}))).toBe('gateway');
    archiveStore.setState({ user: { level: 9 }, level: 9 });
    expect(await signOut(() => new Promise(() => {}), 20)).toBe('gateway');
    expect(archiveStore.getState().user).toBeNull();
  });
});
