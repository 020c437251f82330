import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import {
  ADMIN,
  addUser,
  cookieValue,
  MANAGER,
  makeApp,
  SECRET,
  type TestApp,
} from '../../../content/test-app';
import { PasswordHasher } from '../../../identity/passwords';

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

  it('custom and id tokens open one session each: a replayed token is refused', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: ADMIN });
    const first = await app.inject({ method: 'POST', url: '/api/public/token', payload: login.json() });
    expect(first.statusCode).toBe(200);
    const replayCustom = await app.inject({
      method: 'POST',
      url: '/api/public/token',
      payload: login.json(),
    });
    expect(replayCustom.statusCode).toBe(401);
    const { idToken } = first.json();
    const opened = await app.inject({ method: 'POST', url: '/api/public/session', payload: { idToken } });
    expect(opened.statusCode).toBe(200);
    const replayId = await app.inject({ method: 'POST', url: '/api/public/session', payload: { idToken } });
    expect(replayId.statusCode).toBe(401);
  });

  it('an id token minted before a password change opens no session', async () => {
    const who = await addUser(app, 'viewer', 'prima@example.org');
    const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: who });
    const { idToken } = (
      await app.inject({ method: 'POST', url: '/api/public/token', payload: login.json() })
    ).json();
    const user = await app.identity.users.findByEmail(who.email);
    if (user) await app.identity.users.setPassword(user, 'Cambiata-1');
    expect(
      (await app.inject({ method: 'POST', url: '/api/public/session', payload: { idToken } })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in limits (OWASP: growing delays per account, failures per address, shared store)', () => {
  const fail = (app: TestApp, email: string, from = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email, password: 'guess' },
      remoteAddress: from,
    });
  const login = (app: TestApp, who: { email: string; password: string }, from = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { ...who, locale: 'it' },
      remoteAddress: from,
    });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('after the free failures each attempt waits (429, translated, Retry-After), and the delay doubles', async () => {
    const { app, close } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2', LOGIN_RATE_LIMIT_IP: '50' });
    expect((await fail(app, MANAGER.email, '10.0.0.1')).statusCode).toBe(401);
    expect((await fail(app, MANAGER.email, '10.0.0.2')).statusCode).toBe(401);
    const waiting = await login(app, MANAGER, '10.0.0.3');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Troppe richieste: riprova tra qualche istante',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    // Another account is not affected.
    expect((await login(app, ADMIN, '10.0.0.3')).statusCode).toBe(200);
    await sleep(1100);
    expect((await fail(app, MANAGER.email)).statusCode).toBe(401);
    expect((await login(app, MANAGER)).headers['retry-after']).toBe('2');
    expect(app.identity.throttle.delayAfter(30)).toBe(60);
    await close();
  });

  it('never locks out the right password: once the short delay is over it signs in and resets the count', async () => {
    const { app, close } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2', LOGIN_RATE_LIMIT_IP: '50' });
    for (let i = 0; i < 2; i++) await fail(app, MANAGER.email);
    expect((await login(app, MANAGER)).statusCode).toBe(429);
    await sleep(1100);
    expect((await login(app, MANAGER)).statusCode).toBe(200);
    // The success forgot the failures: two more are free again.
    expect((await fail(app, MANAGER.email)).statusCode).toBe(401);
    expect((await fail(app, MANAGER.email)).statusCode).toBe(401);
    await close();
  });

  it('per address only failures count: successful sign-ins do not use up the budget', async () => {
    const { app, close } = await makeApp({ LOGIN_RATE_LIMIT_IP: '3', LOGIN_RATE_LIMIT_ACCOUNT: '50' });
    const office = '10.1.1.1';
    for (let i = 0; i < 6; i++) expect((await login(app, ADMIN, office)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await fail(app, `x${i}@example.org`, office)).statusCode).toBe(401);
    const blocked = await login(app, ADMIN, office);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(app, ADMIN, '10.1.1.2')).statusCode).toBe(200);
    await close();
  });

  it('two gateways on one content store share the counters', async () => {
    const {
      app: a,
      close,
      dataDir,
    } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2', LOGIN_RATE_LIMIT_IP: '50' });
    const b = await buildApp(
      testConfig({
        DATA_DIR: dataDir,
        CATALOGUE_SEED_RECORDS: '0',
        SESSION_SECRET: SECRET,
        LOGIN_RATE_LIMIT_ACCOUNT: '2',
      }),
    );
    await fail(a, MANAGER.email);
    await fail(b, MANAGER.email);
    expect((await login(a, MANAGER)).statusCode).toBe(429);
    expect((await login(b, MANAGER)).statusCode).toBe(429);
    await b.close();
    await close();
  });

  it('parallel guesses cannot slip in before the first failure is written', async () => {
    const { app, close } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2', LOGIN_RATE_LIMIT_IP: '50' });
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fail(app, MANAGER.email, `10.2.0.${i}`)),
    );
    // As many as one after another: the two free failures; the other six wait.
    expect(codes.filter((r) => r.statusCode === 401).length).toBe(2);
    expect(codes.filter((r) => r.statusCode === 429).length).toBe(6);
    await close();
  });

  it('rehashes a password stored with an older, cheaper scrypt cost on the next sign-in', async () => {
    const { app, close } = await makeApp();
    const user = await app.identity.users.findByEmail(MANAGER.email);
    if (!user) throw new Error('seed');
    const old = await new PasswordHasher(10).hash(MANAGER.password);
    await app.content.store.updateUser({ ...user, passwordHash: old });
    expect((await login(app, MANAGER)).statusCode).toBe(200);
    const after = await app.identity.users.findByEmail(MANAGER.email);
    expect(after?.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect((await login(app, MANAGER)).statusCode).toBe(200);
    await close();
  });
});
