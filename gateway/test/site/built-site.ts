import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { SECRET } from '../../src/content/test-app';

/**
 * A gateway serving the real built bundles (shell and remotes, browser and server builds) from the
 * workspace, for tests of what visitors get from server rendering (the page cache). `npm test`
 * runs the unit tests before it builds the bundles: on a fresh clone the first caller builds them
 * (scripts/build.sh, as e2e/global-setup.ts does), once.
 */
export const WORKSPACE = path.resolve(import.meta.dirname, '../../..');

const built = () =>
  existsSync(path.join(WORKSPACE, 'shell/dist/index.html')) &&
  ['mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'].every((r) =>
    existsSync(path.join(WORKSPACE, r, 'dist/latest.json')),
  );

/** Test files run side by side: one builds (holding a lock folder), the others wait for it. */
const LOCK = path.join(WORKSPACE, 'node_modules', '.page-cache-test-build');
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function ensureBundles(): void {
  while (!built()) {
    try {
      mkdirSync(LOCK);
    } catch {
      // Another file is building; a lock older than 10 minutes was left by a killed run.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 600_000) rmSync(LOCK, { recursive: true, force: true });
      else sleep(500);
      continue;
    }
    try {
      if (!built())
        execFileSync('bash', [path.join(WORKSPACE, 'scripts/build.sh')], {
          cwd: WORKSPACE,
          stdio: 'inherit',
        });
      if (!built()) throw new Error('scripts/build.sh ran, yet a bundle is missing');
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export interface BuiltSite {
  app: Awaited<ReturnType<typeof buildApp>>;
  dataDir: string;
  close(): Promise<void>;
}

/** A gateway on the built bundles; `dataDir` shares another site's folder (two gateways, one store). */
export async function makeBuiltSite(
  overrides: Record<string, string> = {},
  shared?: { dataDir: string },
  /** Fastify options, and what to add before the app is ready (a test serving it over HTTP). */
  setup: { fastify?: FastifyServerOptions; beforeReady?: (app: BuiltSite['app']) => void } = {},
): Promise<BuiltSite> {
  ensureBundles();
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'oa-page-cache-'));
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      BUNDLES_DIR: WORKSPACE,
      CATALOGUE_SEED_RECORDS: '40',
      SESSION_SECRET: SECRET,
      // Test files run side by side on two cores: a busy machine must not turn a page into the
      // client-rendered fallback (the budget itself: ssr/render-page.test.ts).
      SERVER_RENDER_BUDGET_MS: '10000',
      LOGIN_RATE_LIMIT_IP: '1000',
      ...overrides,
    }),
    setup.fastify,
  );
  setup.beforeReady?.(app);
  await app.ready();
  // The embedded catalogue indexes Italian before ready and the other locales behind it; each
  // swap changes the data version pages are cached under. A search in each locale waits for its
  // index, so the tests start from a settled catalogue (a test asking for a HIT gets one).
  for (const locale of ['it', 'en', 'fr'])
    await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale, filters: [], limit: 1 },
    });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
