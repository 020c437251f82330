import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { testConfig } from '../config';

export const ADMIN = { email: 'admin@example.org', password: 'Archivio-Admin-1' };
export const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };
export const SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Cookie jar of one signed-in browser: send `headers` with each request. */
export interface Browser {
  cookie: string;
  csrf: string;
  headers: { cookie: string; 'x-csrf-token': string };
  uid: string;
}

/**
 * A gateway on a fresh temp DATA_DIR with the demo seed and a tiny catalogue (tests of the content
 * feature): `close()` also removes the folder.
 */
export async function makeApp(overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-content-'));
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '0', SESSION_SECRET: SECRET, ...overrides }),
  );
  await app.ready();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, dataDir, close };
}

const cookieValue = (setCookie: string | string[] | undefined, name: string) => {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1).split(';')[0] ?? '') : undefined;
};

export { cookieValue };

/** The three login steps; answers a signed-in browser. */
export async function signIn(app: TestApp, who: { email: string; password: string }): Promise<Browser> {
  const login = await app.inject({ method: 'POST', url: '/api/public/login', payload: who });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
  const token = await app.inject({ method: 'POST', url: '/api/public/token', payload: login.json() });
  const session = await app.inject({ method: 'POST', url: '/api/public/session', payload: token.json() });
  if (session.statusCode !== 200) throw new Error(`session ${session.statusCode}: ${session.body}`);
  const sid = cookieValue(session.headers['set-cookie'], 'oa_session') ?? '';
  const csrf = cookieValue(session.headers['set-cookie'], 'oa_csrf') ?? '';
  const cookie = `oa_session=${sid}; oa_csrf=${csrf}`;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf }, uid: session.json().user.uid };
}

/** A user with any role (e.g. 'viewer', level 1), created straight in the store. */
export async function addUser(app: TestApp, role: string, email = `${role.toLowerCase()}@example.org`) {
  const password = 'Qualsiasi-1';
  await app.identity.users.upsert({ email, password, role, name: 'Test', surname: role });
  return { email, password };
}

/** JSON POST as a signed-in browser (cookies + CSRF header). */
export const post = (app: TestApp, url: string, payload: unknown, browser?: Browser) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(browser ? { headers: browser.headers } : {}),
  });
export const get = (app: TestApp, url: string, browser?: Browser) =>
  app.inject({ method: 'GET', url, ...(browser ? { headers: browser.headers } : {}) });
