import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';

/**
 * Browser helpers for the composed site: Debian's Chromium driven by playwright-core (no
 * `npx playwright install` here). Every context gets a fresh profile directory, so cookies and
 * local storage never leak between tests unless a test keeps using the same context.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The gateway under test: E2E_BASE_URL, set by global-setup.ts (or by you, against any site). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run through e2e/vitest.config.ts (global-setup starts the gateway)',
    );
  return url.replace(/\/$/, '');
}

export interface Session {
  context: BrowserContext;
  /** A page opened with the context (more with context.newPage()). */
  page: Page;
  /** Console errors and failed requests seen so far, for assertions and debugging. */
  errors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  /** navigator.language(s) and Accept-Language, e.g. 'fr-FR'. Default it-IT. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** Reduced motion by default: animations would only slow the tests. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** A phone: touch events and a mobile viewport (taps with locator.tap()). */
  touch?: boolean;
  /** Screen pixels per CSS pixel (Lighthouse's phone: 1.75). */
  deviceScaleFactor?: number;
}

/** Starts Chromium with a fresh profile and one open page. Always `await session.close()`. */
export async function newSession(options: SessionOptions = {}): Promise<Session> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'oa-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'it-IT',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  context.on('page', (p) => watch(p, errors));
  watch(page, errors);
  return {
    context,
    page,
    errors,
    async close() {
      await context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    },
  };
}

function watch(page: Page, errors: string[]) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
}

/** Absolute URL of a site path. */
export const siteUrl = (sitePath: string) => `${baseUrl()}${sitePath.startsWith('/') ? '' : '/'}${sitePath}`;

/**
 * Opens a site path and waits until the shell has drawn its frame (and, with `remote`, until that
 * remote is mounted). Answers the main document's response (status code, headers).
 */
export async function openPage(
  page: Page,
  sitePath: string,
  options: { remote?: string; timeout?: number } = {},
): Promise<Response | null> {
  const response = await page.goto(siteUrl(sitePath), {
    waitUntil: 'domcontentloaded',
    timeout: options.timeout,
  });
  await waitForShell(page, options.timeout);
  if (options.remote) await waitForRemote(page, options.remote, options.timeout);
  return response;
}

/**
 * The shell's frame is live: drawn and answering (a server-rendered page shows its frame before the
 * browser has hydrated it; `data-live` comes after).
 */
export async function waitForShell(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('.app-frame[data-live] main#main-content .remote-slot', {
    state: 'attached',
    timeout,
  });
}

/** A remote (Module Federation name, e.g. mf_content) is mounted, or hydrated, and live. */
export async function waitForRemote(page: Page, name: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(`[data-remote="${name}"][data-live]`, { timeout });
}

/** Cookies of the site, by name. */
export async function siteCookies(
  context: BrowserContext,
): Promise<Record<string, { value: string; expires: number; sameSite: string }>> {
  const list = await context.cookies(baseUrl());
  return Object.fromEntries(
    list.map((c) => [c.name, { value: c.value, expires: c.expires, sameSite: c.sameSite }]),
  );
}

/** Runs `fn` with a fresh session and always closes it. */
export async function withSession<T>(
  fn: (session: Session) => Promise<T>,
  options?: SessionOptions,
): Promise<T> {
  const session = await newSession(options);
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}
