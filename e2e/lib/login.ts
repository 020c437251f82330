import type { BrowserContext, Page } from 'playwright-core';
import { openPage, siteUrl } from './browser';

/**
 * Signing in for browser tests (mf-auth's helpers, for every team):
 *
 *   await loginWithForm(page, DEMO.manager);                     // through /login, like a person
 *   await loginWithForm(page, DEMO.admin, { redirect: '/settings' });
 *   await loginWithApi(context, DEMO.admin);                     // the same three calls, no UI
 *   await apiCall(context, 'POST', '/api/auth/ca/upsert', {...}); // signed-in call with CSRF header
 *
 * Every login attempt counts against the gateway's per-address limit (LOGIN_RATE_LIMIT_IP, 20 per
 * 15 minutes by default): keep a signed-in context for several checks rather than logging in again.
 */
export interface Account {
  email: string;
  password: string;
}

/** The demo accounts the gateway seeds (gateway/README.md; SEED_* variables change them). */
export const DEMO = {
  admin: {
    email: process.env.SEED_ADMIN_EMAIL ?? 'admin@example.org',
    password: process.env.SEED_ADMIN_PASSWORD ?? 'Archivio-Admin-1',
  },
  manager: {
    email: process.env.SEED_MANAGER_EMAIL ?? 'manager@example.org',
    password: process.env.SEED_MANAGER_PASSWORD ?? 'Archivio-Manager-1',
  },
} as const satisfies Record<string, Account>;

/** Selectors of the login screen (mf-auth). */
export const LOGIN = {
  screen: '[data-remote="mf_auth"] [data-screen="login"]',
  email: '#login-email',
  password: '#login-password',
  submit: '[data-form="login"] button[type="submit"]',
  alert: '[data-form="login"] [role="alert"]',
} as const;

/** The shell's user bar, shown to managers and administrators. */
export const USER_BAR = 'nav.user-bar';

/**
 * Opens the login page (`/login`, or `/{locale}/login`), fills the form and submits it. Waits until
 * the visitor has left the login page, i.e. the session is open and the profile loaded. With
 * `redirect`, the page to come back to (as the shell's guard sets it).
 */
export async function loginWithForm(
  page: Page,
  account: Account,
  options: { locale?: string; redirect?: string } = {},
): Promise<void> {
  const prefix = options.locale && options.locale !== 'it' ? `/${options.locale}` : '';
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  await openPage(page, `${prefix}/login${query}`, { remote: 'mf_auth' });
  await page.waitForSelector(LOGIN.email);
  await page.fill(LOGIN.email, account.email);
  await page.fill(LOGIN.password, account.password);
  await page.click(LOGIN.submit);
  await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 15_000 });
}

/** The value of the double-submit CSRF cookie of the site, for the x-csrf-token header. */
async function csrfToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(siteUrl('/'))).find((c) => c.name === 'oa_csrf')?.value;
}

/**
 * A JSON call to the gateway with the context's cookies, the locale field and the CSRF header
 * (what the front end's fetcher does). Throws with the answer on a non-2xx status.
 */
export async function apiCall<T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const token = await csrfToken(context);
  const response = await context.request.fetch(siteUrl(path), {
    method,
    headers: { accept: 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
    ...(method === 'GET' ? {} : { data: { locale: 'it', ...body } }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs the context in without the UI: login -> token exchange (local identity provider) ->
 * session. The browser pages of the context share the session cookie.
 */
export async function loginWithApi(context: BrowserContext, account: Account): Promise<void> {
  const { customToken } = await apiCall<{ customToken: string }>(context, 'POST', '/api/public/login', {
    ...account,
  });
  const { idToken } = await apiCall<{ idToken: string }>(context, 'POST', '/api/public/identity/token', {
    customToken,
  });
  await apiCall(context, 'POST', '/api/public/session', { idToken });
}
