import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Browser,
  cookieValue,
  MANAGER,
  makeApp,
  signIn,
  type TestApp,
} from '../content/test-app';

describe('CSRF token bound to the session on cookie-authenticated state changes', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let admin: Browser;
  const body = { collection: 'news', locale: 'it' };
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    admin = await signIn(app, ADMIN);
  });
  afterAll(() => close());

  it('refuses a POST carrying the session cookie without the header (403 CSRF)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/firebase/getDocs',
      payload: body,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/firebase/getDocs',
      payload: body,
      headers: { cookie: admin.cookie, 'x-csrf-token': 'A'.repeat(32) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the matching header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/firebase/getDocs',
      payload: body,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
  });

  it('protects public POSTs too when a session cookie rides along, and needs nothing without one', async () => {
    const url = '/api/public/firebase/getDocs';
    expect(
      (await app.inject({ method: 'POST', url, payload: body, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(200);
  });

  it('does not apply to GET', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another session's token, and a cookie planted to match a made-up header", async () => {
    const other = await signIn(app, MANAGER);
    const url = '/api/auth/firebase/getDocs';
    const borrowed = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: admin.cookie, 'x-csrf-token': other.csrf },
    });
    expect(borrowed.statusCode).toBe(403);
    // The old double-submit trusted any cookie equal to the header; the cookie is no evidence now.
    const planted = 'B'.repeat(43);
    const sessionOnly = admin.cookie.split(';')[0];
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: `${sessionOnly}; oa_csrf=${planted}`, 'x-csrf-token': planted },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a stale or foreign session cookie at sign-in (issue 24)', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());

  /** The three sign-in steps as a browser still holding `cookie` sends them (no CSRF header: it has none). */
  async function signInHolding(cookie: string) {
    const headers = { cookie };
    const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: MANAGER, headers });
    expect(login.statusCode, login.body).toBe(200);
    const token = await app.inject({
      method: 'POST',
      url: '/api/public/token',
      payload: login.json(),
      headers,
    });
    expect(token.statusCode, token.body).toBe(200);
    return app.inject({ method: 'POST', url: '/api/public/session', payload: token.json(), headers });
  }

  it.each([
    ['a cookie the gateway never issued', () => Promise.resolve('oa_session=left-by-another-install')],
    [
      'the cookie of a session that has ended',
      async () => {
        const old = await signIn(app, ADMIN);
        await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: old.headers });
        return old.cookie;
      },
    ],
  ])('signs in anyway and replaces %s', async (_, stale) => {
    const cookie = await stale();
    const session = await signInHolding(cookie);
    expect(session.statusCode, session.body).toBe(200);
    const sid = cookieValue(session.headers['set-cookie'], 'oa_session');
    expect(sid).toBeTruthy();
    expect(`oa_session=${sid}`).not.toBe(cookie.split(';')[0]);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: `oa_session=${sid}` },
    });
    expect(profile.json().email).toBe(MANAGER.email);
  });

  it('still asks the CSRF token of a request riding on a real session', async () => {
    const admin = await signIn(app, ADMIN);
    const login = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: MANAGER,
      headers: { cookie: admin.cookie },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('CSRF');
  });
});

describe('cookies over https', () => {
  it('are named __Host-, Secure, Path=/, without Domain; the bare names are ignored there', async () => {
    const { app, close } = await makeApp({ TRUST_PROXY: 'true' });
    const https = { 'x-forwarded-proto': 'https' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: ADMIN,
      headers: https,
    });
    const token = await app.inject({
      method: 'POST',
      url: '/api/public/token',
      payload: login.json(),
      headers: https,
    });
    const session = await app.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: token.json(),
      headers: https,
    });
    const set = ([] as string[]).concat(session.headers['set-cookie'] ?? []);
    const sessionCookie = set.find((c) => c.startsWith('__Host-oa_session='));
    const csrfCookie = set.find((c) => c.startsWith('__Host-oa_csrf='));
    for (const c of [sessionCookie, csrfCookie]) {
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/; Path=\//);
      expect(c).not.toMatch(/Domain=/i);
    }
    expect(sessionCookie).toMatch(/HttpOnly/);
    const sid = cookieValue(set, '__Host-oa_session');
    const prefixed = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...https, cookie: `__Host-oa_session=${sid}` },
    });
    expect(prefixed.statusCode).toBe(200);
    const bare = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...https, cookie: `oa_session=${sid}` },
    });
    expect(bare.statusCode).toBe(401);
    await close();
  });
});
