import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { ADMIN, addUser, cookieValue, MANAGER, makeApp, type TestApp } from '../content/test-app';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator';

/**
 * The Firebase identity provider for real: the gateway (IDENTITY_PROVIDER=firebase, firebase-admin)
 * against the Firebase Auth emulator of firebase-tools, the middle step done at the emulator's
 * REST endpoint exactly as the browser's Firebase SDK does it. When the emulator cannot start here
 * the tests report themselves skipped with the reason (FIREBASE_EMULATOR_REQUIRED=1 makes that a
 * failure instead, for CI that must run them).
 */
const PROJECT = 'demo-archive';

let emulator: AuthEmulator | undefined;
let unavailable: string | undefined;
let app: TestApp;
let close: (() => Promise<void>) | undefined;
const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  const started = await startAuthEmulator({ projectId: PROJECT, timeoutMs: 45_000 });
  if (!started.ok) {
    unavailable = `Firebase Auth emulator unavailable: ${started.reason}`;
    if (process.env.FIREBASE_EMULATOR_REQUIRED === '1') throw new Error(unavailable);
    console.warn(unavailable);
    return;
  }
  emulator = started.emulator;
  // The gateway hands it to firebase-admin through the environment (restored in afterAll).
  ({ app, close } = await makeApp({
    IDENTITY_PROVIDER: 'firebase',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  }));
}, 60_000);

afterAll(async () => {
  await close?.();
  await emulator?.stop();
  if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
}, 15_000);

const needsEmulator = (ctx: TestContext) => {
  if (unavailable) ctx.skip(unavailable);
  return emulator as AuthEmulator;
};

/** What the browser's Firebase SDK does with signInWithCustomToken: custom token -> id token. */
async function signInWithCustomToken(em: AuthEmulator, token: string) {
  const res = await fetch(
    `${em.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as { idToken?: string; error?: { message: string } },
  };
}

/** The three steps through the gateway; answers the browser's cookies. */
async function signIn(em: AuthEmulator, who: { email: string; password: string }) {
  const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: who });
  expect(login.statusCode).toBe(200);
  const { customToken } = login.json() as { customToken: string };
  const exchanged = await signInWithCustomToken(em, customToken);
  expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
  const session = await app.inject({
    method: 'POST',
    url: '/api/public/session',
    payload: { idToken: exchanged.body.idToken },
  });
  expect(session.statusCode, session.body).toBe(200);
  const sid = cookieValue(session.headers['set-cookie'], 'oa_session') ?? '';
  const csrf = cookieValue(session.headers['set-cookie'], 'oa_csrf') ?? '';
  const cookie = `oa_session=${sid}; oa_csrf=${csrf}`;
  return { session, sid, csrf, cookie, headers: { cookie, 'x-csrf-token': csrf } };
}

const profile = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });

describe('Firebase identity provider against the Auth emulator', () => {
  it('signs in in three steps: custom token, Firebase id token, session cookie; the profile answers the level', async (ctx) => {
    const em = needsEmulator(ctx);
    const browser = await signIn(em, MANAGER);
    expect(browser.session.json().user).toMatchObject({ email: MANAGER.email, level: 9 });
    // A session id and a Firebase session cookie (a JWT made by the emulator), httpOnly and SameSite=Lax.
    expect(browser.sid.split('~')[1]?.split('.')).toHaveLength(3);
    const set = ([] as string[]).concat(browser.session.headers['set-cookie'] ?? []).join('\n');
    expect(set).toMatch(/oa_session=[^\n]*HttpOnly[^\n]*SameSite=Lax/i);
    const me = await profile(browser.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: MANAGER.email, roles: ['ROLE_MANAGER'], level: 9 });
  });

  it('ends the session on logout, at once: the same cookie no longer opens the profile; other devices stay in', async (ctx) => {
    const em = needsEmulator(ctx);
    const laptop = await signIn(em, MANAGER);
    const phone = await signIn(em, MANAGER);
    expect((await profile(phone.cookie)).statusCode).toBe(200);
    // Likely within one second: Firebase gives both the same cookie, and its own revocation would
    // not catch a sign-in of the same second as the logout.
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: phone.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(phone.cookie)).statusCode).toBe(401);
    expect((await profile(laptop.cookie)).statusCode).toBe(200);
  });

  it('opens one session per id token, and none with an id token minted before a logout', async (ctx) => {
    const em = needsEmulator(ctx);
    const login = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/public/login', payload: MANAGER });
      return (await signInWithCustomToken(em, res.json().customToken)).body.idToken ?? '';
    };
    const open = (idToken: string) =>
      app.inject({ method: 'POST', url: '/api/public/session', payload: { idToken } });
    const idToken = await login();
    expect((await open(idToken)).statusCode).toBe(200);
    expect((await open(idToken)).statusCode).toBe(401);
    const spare = await login();
    const browser = await signIn(em, MANAGER);
    await new Promise((r) => setTimeout(r, 1000)); // Firebase token times are whole seconds
    await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: browser.headers });
    expect((await open(spare)).statusCode).toBe(401);
  });

  it('ends earlier sessions when an administrator changes the password', async (ctx) => {
    const em = needsEmulator(ctx);
    const editor = await addUser(app, 'ROLE_MANAGER', 'editor@example.org');
    const before = await signIn(em, editor);
    const admin = await signIn(em, ADMIN);
    const id = before.session.json().user.uid as string;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/ca/upsert',
      headers: admin.headers,
      payload: {
        id,
        name: 'Test',
        surname: 'Editor',
        email: editor.email,
        role: 'ROLE_MANAGER',
        password: 'Nuova-Parola-9',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(before.cookie)).statusCode).toBe(401);
    const after = await signIn(em, { email: editor.email, password: 'Nuova-Parola-9' });
    expect((await profile(after.cookie)).statusCode).toBe(200);
  });

  it('answers a wrong password with 401 and the exact message, and mints no token', async (ctx) => {
    needsEmulator(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email: MANAGER.email, password: 'sbagliata' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Nome utente o password errati.');
    expect(res.json()).not.toHaveProperty('customToken');
  });

  it('refuses an id token Firebase did not issue, and one of a Firebase user the archive does not know', async (ctx) => {
    const em = needsEmulator(ctx);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: { idToken: 'x.y.z' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.headers['set-cookie'] ?? '').not.toMatch(/oa_session=[^;]/);
    // A custom token for a stranger, minted by the same firebase-admin: Firebase accepts it, the
    // gateway must not (no account in the content store).
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const firebase = getApps().find((a) => a.name === 'open-archive');
    const stranger = await getAuth(firebase).createCustomToken('stranger-uid');
    const exchanged = await signInWithCustomToken(em, stranger);
    expect(exchanged.status).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/session',
      payload: { idToken: exchanged.body.idToken },
    });
    expect(res.statusCode).toBe(401);
  });
});
