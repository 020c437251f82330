import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` runs server.ts: in production without PUBLIC_URL it must say, above the logs, that
// absolute links (password-reset mails, canonical URLs) are made for no public host (issue 17).
const here = dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the gateway as `npm start` does, on empty stores and port 0; its output until it listens. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-start-data-'));
  const bundlesDir = mkdtempSync(join(tmpdir(), 'oa-start-bundles-'));
  dirs.push(dataDir, bundlesDir);
  const { PUBLIC_URL: _ignored, ALLOWED_HOSTS: _also, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server.ts')], {
    cwd: join(here, '..'),
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUNDLES_DIR: bundlesDir,
      CATALOGUE_SEED_RECORDS: '0',
      CONTENT_SEED: 'false',
      SERVER_RENDERING: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('Open Archive is running at')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', () =>
      stdout.includes('Open Archive is running at')
        ? resolve({ stdout, stderr })
        : reject(new Error(`the gateway did not start:\n${stdout}\n${stderr}`)),
    );
  });
}

describe('npm start (server.ts)', () => {
  it('warns in production when PUBLIC_URL is unset, before anything else', async () => {
    const { stderr } = await start({ NODE_ENV: 'production' });
    const lines = stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^WARNING: PUBLIC_URL is not set \(NODE_ENV=production\); no ALLOWED_HOSTS/);
  }, 60_000);

  it('says nothing of it once PUBLIC_URL is set', async () => {
    const { stderr } = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://archivio.example.org' });
    expect(stderr).not.toContain('PUBLIC_URL');
  }, 60_000);
});
