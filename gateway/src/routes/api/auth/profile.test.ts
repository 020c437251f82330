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

  it('logout needs the CSRF token, and the GET of the seed signs nobody out (405)', async () => {
    const browser = await signIn(app, MANAGER);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: browser.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const viaGet = await get(app, '/api/auth/logout', browser);
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    expect(viaGet.headers['set-cookie']).toBeUndefined();
    expect((await get(app, '/api/auth/profile', browser)).statusCode).toBe(200);
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
