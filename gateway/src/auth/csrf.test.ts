import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Browser, makeApp, signIn, type TestApp } from '../content/test-app';

describe('CSRF double-submit on cookie-authenticated state changes', () => {
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
});
