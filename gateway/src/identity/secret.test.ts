import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** One gateway's start, as far as the secret goes: a separate process loading it from `dir`. */
const loadInChild = (dir: string) =>
  new Promise<string>((resolve, reject) => {
    const code = `import { loadSessionSecret } from ${JSON.stringify(join(here, 'secret.ts'))};
      process.stdout.write(loadSessionSecret(undefined, ${JSON.stringify(dir)}));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: join(here, '../..'),
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}`))));
  });

describe('generated session secret', () => {
  it('is one secret for gateways started together on an empty DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-secret-race-'));
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadInChild(dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(readFileSync(join(dir, 'secrets', 'session-secret'), 'utf8').trim()).toBe(secrets[0]);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
