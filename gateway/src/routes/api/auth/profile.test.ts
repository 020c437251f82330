import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  type Browser,
  cookieValue,
  get,
  MANAGER,
  makeApp,
  post,
  signIn,
  type TestApp,
} from '../../../content/test-app';

describe('GET /api/auth/profile and /api/auth/logout', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let admin: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    admin = await signIn(app, ADMIN);
  });
  afterAll(() => close());

  it('answers roles, computed level, pins and profile data, and refreshes oa_csrf', async () => {
    const res = await get(app, '/api/auth/profile', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: ADMIN.email,
      roles: ['admin'],
      level: 17,
      pins: [],
      profile: { email: ADMIN.email },
    });
    expect(cookieValue(res.headers['set-cookie'], 'oa_csrf')).toBe(admin.csrf);
    expect(res.headers['cache-control']).toBe('no-store');
    const manager = await signIn(app, MANAGER);
    expect((await get(app, '/api/auth/profile', manager)).json().level).toBe(9);
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    expect((await get(app, '/api/auth/profile', viewer)).json().level).toBe(1);
  });

  it('answers 401 without a session or with a forged cookie, never data', async () => {
    const none = await get(app, '/api/auth/profile');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'SESSION_REQUIRED',
      message: "Devi effettuare l'accesso per continuare",
    });
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: 'oa_session=abc.def' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().email).toBeUndefined();
  });

  it('logout (POST with the CSRF token) ends the session server-side: the old cookie no longer works', async () => {
    const browser = await signIn(app, MANAGER);
    const out = await post(app, '/api/auth/logout', {}, browser);
    expect(out.statusCode).toBe(200);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/oa_session=;/);
    expect((await get(app, '/api/auth/profile', browser)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/logout', {}, browser)).statusCode).toBe(401);
    // The other session of the same account is untouched.
    expect((await get(app, '/api/auth/profile', admin)).statusCode).toBe(200);
  });

  it('logout by POST needs the CSRF token', async () => {
    const browser = await signIn(app, MANAGER);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: browser.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await get(app, '/api/auth/profile', browser)).statusCode).toBe(200);
  });

  describe("the seed's GET /api/auth/logout (issue 24)", () => {
    const logoutGet = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/auth/logout', headers });
    const signedOut = async (browser: Browser) =>
      (await get(app, '/api/auth/profile', browser)).statusCode === 401;

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
      ["the session's CSRF header", {}],
      ["an Origin of the site's own", { origin: 'http://localhost' }],
      ["a Referer of the site's own page", { referer: 'http://localhost/settings' }],
    ])('signs out a request from the site itself (%s)', async (_, extra: Record<string, string>) => {
      const browser = await signIn(app, MANAGER);
      const headers: Record<string, string> =
        'sec-fetch-site' in extra || 'origin' in extra || 'referer' in extra
          ? { cookie: browser.cookie, ...extra }
          : browser.headers;
      const res = await logoutGet(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/oa_session=;/);
      expect(await signedOut(browser)).toBe(true);
    });

    it.each([
      [
        'a link or image on another site',
        { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      ],
      ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['a Referer of another site', { referer: 'https://evil.example/page' }],
      ['a bare request with nothing to show where it came from', {}],
      ['a typed URL or bookmark (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ])('refuses %s with 403 and signs nobody out', async (_, extra: Record<string, string>) => {
      const browser = await signIn(app, MANAGER);
      const res = await logoutGet({ cookie: browser.cookie, ...extra });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE');
      expect(res.json().message).toContain('POST /api/auth/logout');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await signedOut(browser)).toBe(false);
    });

    it('answers 401 from the site itself without a session', async () => {
      const res = await logoutGet({ 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_REQUIRED');
    });
  });

  it('an id token minted before a logout opens no session afterwards', async () => {
    const browser = await signIn(app, MANAGER);
    const login = await post(app, '/api/public/login', MANAGER);
    const idToken = (await post(app, '/api/public/token', login.json())).json().idToken;
    await post(app, '/api/auth/logout', {}, browser);
    const reused = await post(app, '/api/public/session', { idToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TOKEN_INVALID');
    // A fresh sign-in after the logout works.
    await signIn(app, MANAGER);
  });

  it('GET /api/public/csrf sets the cookie and answers the same token', async () => {
    const res = await get(app, '/api/public/csrf');
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBe(cookieValue(res.headers['set-cookie'], 'oa_csrf'));
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
