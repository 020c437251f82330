import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Helpers that act on the built bundles and the remotes registry of the gateway under test: hide a
 * remote's live bundle (to see the fallback), deploy or roll back a remote with the real CLI.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (the gateway was not started by global-setup.ts)');
  return dir;
}

/** Live version of a remote per the gateway's registry file. */
export function liveVersion(remote: string): string {
  const file = JSON.parse(readFileSync(path.join(dataDir(), 'site/remotes.json'), 'utf8')) as {
    remotes: Record<string, { history: string[] }>;
  };
  const version = file.remotes[remote]?.history.at(-1);
  if (!version) throw new Error(`${remote} is not deployed`);
  return version;
}

/** Moves the live bundle folder away; call the answered function to put it back. */
export function hideLiveBundle(remote: string): () => void {
  const dir = path.join(ROOT, remote, 'dist', liveVersion(remote));
  const hidden = `${dir}.hidden`;
  renameSync(dir, hidden);
  return () => renameSync(hidden, dir);
}

/** Runs the deploy CLI (deploy|rollback) against the test gateway's DATA_DIR. */
export function runDeployCli(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'gateway/src/cli/deploy-remote.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`deploy-remote ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  // A running gateway looks at the registry file's time at most every 50 ms (gateway
  // site/file-registry-state.ts): the next page after that is drawn with the deploy.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 80);
  return result.stdout;
}

/** A fingerprint of the shell's build (names and contents), to prove a remote release left it alone. */
export function shellFingerprint(): string {
  const hash = createHash('sha256');
  // Browser files and the server build (server/) alike.
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      hash.update(path.relative(ROOT, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(path.join(ROOT, 'shell/dist'));
  return hash.digest('hex');
}
