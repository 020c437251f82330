import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, cookieValue, MANAGER, makeApp, type TestApp } from '../../../content/test-app';

describe('POST /api/public/login, /token, /session', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '3', LOGIN_RATE_LIMIT_IP: '8' }));
  });
  afterAll(() => close());

  it('runs the three steps and sets httpOnly SameSite=Lax session and readable CSRF cookies', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { ...MANAGER, locale: 'it' },
    });
    expect(login.statusCode).toBe(200);
    const { customToken } = login.json();
    expect(customToken).toEqual(expect.any(String));
    const token = await app.inject({ method: 'POST', url: '/api/public/token', payload: { customToken } });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ idToken: expect.any(String), expiresIn: 3600 });
    const session = await app.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: { idToken: token.json().idToken },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: MANAGER.email, roles: ['ROLE_MANAGER'], level: 9 });
    const cookies = ([] as string[]).concat(session.headers['set-cookie'] ?? []);
    const sessionCookie = cookies.find((c) => c.startsWith('oa_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/);
    const csrfCookie = cookies.find((c) => c.startsWith('oa_csrf='));
    expect(csrfCookie).not.toMatch(/HttpOnly/i);
    expect(session.json().csrfToken).toBe(cookieValue(session.headers['set-cookie'], 'oa_csrf'));
  });

  it('marks cookies Secure when the request came over https', async () => {
    const { app: proxied, close: closeProxied } = await makeApp({ TRUST_PROXY: 'true' });
    const login = await proxied.inject({ method: 'POST', url: '/api/public/login', payload: ADMIN });
    const token = await proxied.inject({ method: 'POST', url: '/api/public/token', payload: login.json() });
    const session = await proxied.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: token.json(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(([] as string[]).concat(session.headers['set-cookie'] ?? []).join('\n')).toMatch(
      /oa_session=[^\n]*Secure/,
    );
    await closeProxied();
  });

  it("answers 'Nome utente o password errati.' in Italian and translated in English", async () => {
    const it = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email: 'nobody@example.org', password: 'x', locale: 'it' },
    });
    expect(it.statusCode).toBe(401);
    expect(it.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'Nome utente o password errati.' });
    const en = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email: ADMIN.email, password: 'wrong', locale: 'en' },
    });
    expect(en.json().message).toBe('Wrong username or password.');
  });

  it('refuses malformed input with field messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('refuses forged, wrong-purpose and garbage tokens', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: ADMIN });
    const { customToken } = login.json();
    // A custom token is not an id token: purposes use different keys.
    const asId = await app.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: { idToken: customToken },
    });
    expect(asId.statusCode).toBe(401);
    const tampered = `${customToken.slice(0, -2)}xx`;
    expect(
      (await app.inject({ method: 'POST', url: '/api/public/token', payload: { customToken: tampered } }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/public/token', payload: {} })).statusCode).toBe(
      400,
    );
    // The contract's path for the same exchange works too.
    const alias = await app.inject({
      method: 'POST',
      url: '/api/public/identity/token',
      payload: { customToken },
    });
    expect(alias.statusCode).toBe(200);
  });

  it('limits failed logins per account (429, translated, Retry-After) without locking out other accounts', async () => {
    const victim = { email: 'manager@example.org', password: 'guess' };
    for (let i = 0; i < 3; i++)
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/public/login',
            payload: victim,
            remoteAddress: `10.0.0.${i}`,
          })
        ).statusCode,
      ).toBe(401);
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { ...MANAGER, locale: 'it' },
      remoteAddress: '10.0.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Troppe richieste: riprova tra qualche istante',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: ADMIN,
      remoteAddress: '10.0.1.1',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits attempts per address', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/public/login',
          payload: { email: `x${i}@example.org`, password: 'p' },
          ...from,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
