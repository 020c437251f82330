import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Starts the real gateway once for the whole browser suite: bundles built (scripts/build.sh, only
 * when a bundle is missing, or always with E2E_BUILD=1), a free port, a throw-away DATA_DIR with a
 * small demo catalogue. Exposes E2E_BASE_URL, E2E_DATA_DIR and E2E_ROOT to the tests (env and
 * vitest `inject`). Set E2E_BASE_URL yourself to test a site that is already running.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const bundlesBuilt = () =>
  existsSync(path.join(ROOT, 'shell/dist/index.html')) &&
  ['mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'].every((r) => existsSync(path.join(ROOT, r, 'dist/latest.json')));

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway did not become healthy in 90 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return;
  }
  if (process.env.E2E_BUILD === '1' || !bundlesBuilt()) {
    execFileSync('bash', [path.join(ROOT, 'scripts/build.sh')], { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oa-e2e-data-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_SEED_RECORDS: process.env.CATALOGUE_SEED_RECORDS ?? '300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => output);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ROOT = ROOT;
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
}
