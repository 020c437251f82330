import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startGateway } from './lib/gateway';

/**
 * Starts the real gateway once for the whole browser suite: bundles built first (scripts/build.sh,
 * when a bundle is missing, or always with E2E_BUILD=1), a free port, a throw-away DATA_DIR with a
 * small demo catalogue. Tests get E2E_BASE_URL and E2E_DATA_DIR (lib/vitest-env.ts). Set
 * E2E_BASE_URL yourself to run the suite against a site that is already running.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const bundlesBuilt = () =>
  existsSync(path.join(ROOT, 'shell/dist/index.html')) &&
  ['mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'].every((r) =>
    existsSync(path.join(ROOT, r, 'dist/latest.json')),
  );

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return;
  }
  if (process.env.E2E_BUILD === '1' || !bundlesBuilt()) {
    execFileSync('bash', [path.join(ROOT, 'scripts/build.sh')], { cwd: ROOT, stdio: 'inherit' });
  }
  // Every browser test signs in from 127.0.0.1: the per-address login limit (tested by the gateway's
  // own inject tests) would otherwise start answering 429 as the suite grows. The server render
  // budget is raised from 1 s: test files run side by side on two cores, and a page that checks
  // what the server drew must not get the client-rendered fallback because the machine is busy
  // (the budget itself: gateway/src/site/ssr/render-page.test.ts).
  const gateway = await startGateway({
    LOGIN_RATE_LIMIT_IP: '1000',
    FORMS_RATE_LIMIT_IP: '1000',
    SERVER_RENDER_BUDGET_MS: '5000',
  });
  project.provide('baseURL', gateway.url);
  project.provide('dataDir', gateway.dataDir);
  return () => gateway.stop();
}
