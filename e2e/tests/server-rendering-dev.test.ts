import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session } from '../lib/browser';
import { ROOT, type RunningGateway, startGateway } from '../lib/gateway';
import { scrollThrough } from '../lib/hydration';

/**
 * Hydration checked with React's development build, which reports every mismatch between the
 * server's HTML and the browser's first render (attributes included; the production build only
 * reports text and structure). The shell provides react-dom to every remote, so a development
 * shell is enough: it is built into a folder of its own and served by a second gateway whose
 * BUNDLES_DIR links the remotes' real builds.
 */
const PAGES = [
  '/',
  '/en',
  '/cerca?tags=archivio',
  '/esplora',
  '/en/news',
  '/fr/instituts',
  '/about',
  '/oggetti',
];

describe('hydration with React development build', () => {
  let bundles: string;
  let gateway: RunningGateway;
  let session: Session;

  beforeAll(async () => {
    bundles = mkdtempSync(path.join(os.tmpdir(), 'oa-dev-shell-'));
    for (const remote of ['mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'])
      symlinkSync(path.join(ROOT, remote), path.join(bundles, remote));
    const build = spawnSync(path.join(ROOT, 'shell/node_modules/.bin/rspack'), ['build'], {
      cwd: path.join(ROOT, 'shell'),
      env: { ...process.env, NODE_ENV: 'development', HOST_OUT_DIR: path.join(bundles, 'shell/dist') },
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`development shell build failed:\n${build.stdout}${build.stderr}`);
    gateway = await startGateway({ BUNDLES_DIR: bundles });
    session = await newSession();
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    await gateway?.stop();
    if (bundles) rmSync(bundles, { recursive: true, force: true });
  });

  it('shows no hydration warning on the main pages, and the shell really is the development build', async () => {
    const { page } = session;
    const warnings: string[] = [];
    const infos: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()))
        warnings.push(`${message.type()}: ${message.text()}`);
      else infos.push(message.text());
    });
    // A parent record too: its children come embedded with only the fields the tree rows draw
    // (mf-catalogue treeRows; issue 22), and the rows must hydrate as the server drew them.
    const parent = await parentRecordLink(gateway.url);
    expect(parent).toMatch(/^\//);
    for (const url of [...PAGES, parent]) {
      const response = await page.goto(gateway.url + url);
      expect(response?.status(), url).toBeLessThan(400);
      await page.waitForSelector('[data-remote][data-live] [data-screen]', { timeout: 20_000 });
      // Let lazy screens and sections hydrate: the home's below-the-fold sections hydrate as the
      // visitor scrolls to them.
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
    }
    const hydration = warnings.filter((w) =>
      /hydrat|did not match|Expected server HTML|Extra attributes/i.test(w),
    );
    expect(hydration).toEqual([]);
    // React's development build says so in the console (its DevTools hint): the check was live.
    expect(infos.some((text) => text.includes('React DevTools'))).toBe(true);
  }, 120_000);

  it('would notice a mismatch: a page whose server HTML was altered on the way produces warnings', async () => {
    const { page } = session;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') warnings.push(message.text());
    });
    await page.route('**/esplora', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<h1>([^<]*)<\/h1>/, '<h1>$1 (altered)</h1>');
      await route.fulfill({ response, body });
    });
    await page.goto(`${gateway.url}/esplora`);
    await page.waitForSelector('[data-remote][data-live] [data-screen="explore"]');
    await page.waitForLoadState('networkidle');
    await page.unroute('**/esplora');
    expect(warnings.some((w) => /did not match|hydrat/i.test(w))).toBe(true);
  }, 60_000);
});

/** The page of a record with public children, from the gateway's API (the first found). */
async function parentRecordLink(origin: string): Promise<string> {
  const post = async (url: string, body: unknown) =>
    (
      await fetch(origin + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json() as Promise<Record<string, unknown>>;
  for (let skip = 0; skip < 1000; skip += 100) {
    const page = await post('/api/public/catalogue/search', { locale: 'it', filters: [], limit: 100, skip });
    const cards = (page.data ?? []) as { link: string; table: string; id: string }[];
    for (const card of cards) {
      const found = await post('/api/public/catalogue/record', {
        locale: 'it',
        table: card.table,
        id: card.id,
      });
      if (Number(found.childrenCount) > 0) return card.link;
    }
    if (cards.length < 100) break;
  }
  return '';
}
