import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Starts the Firebase Auth emulator (firebase-tools, a devDependency) for tests and local runs.
 * Only `--only auth`: it is pure Node, while the Firestore/Storage emulators would need Java and
 * jar downloads. Every port is a free one and the CLI's scratch files (hub locator, configstore)
 * go to a temp folder, so parallel runs never meet. The answer is either a running emulator or the
 * reason it could not start (the caller decides whether that skips or fails).
 */
export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  url: string;
  projectId: string;
  /** Stops the CLI (SIGTERM, then SIGKILL) and removes its temp folder. Safe to call twice. */
  stop(): Promise<void>;
}

export type AuthEmulatorStart = { ok: true; emulator: AuthEmulator } | { ok: false; reason: string };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });

function firebaseCli(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  } catch {
    return undefined;
  }
}

async function ready(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function kill(child: ChildProcess) {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      // The CLI runs in its own process group: end it with anything it started.
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 3000);
  await gone;
  clearTimeout(timer);
}

export async function startAuthEmulator({
  projectId = 'demo-archive',
  timeoutMs = 45_000,
}: {
  projectId?: string;
  timeoutMs?: number;
} = {}): Promise<AuthEmulatorStart> {
  if (!projectId.startsWith('demo-'))
    return { ok: false, reason: `project id ${projectId} must start with demo- (offline demo project)` };
  const cli = firebaseCli();
  if (!cli) return { ok: false, reason: 'firebase-tools is not installed (gateway devDependency)' };

  const dir = mkdtempSync(join(tmpdir(), 'oa-auth-emulator-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const host = `127.0.0.1:${auth}`;
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  mkdirSync(join(dir, 'tmp'));
  mkdirSync(join(dir, 'config'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TMPDIR: join(dir, 'tmp'), // the hub locator file is per project id in the temp folder
    XDG_CONFIG_HOME: join(dir, 'config'), // configstore: no writes to the user's home
    NO_UPDATE_NOTIFIER: '1',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.GOOGLE_APPLICATION_CREDENTIALS;

  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', 'firebase.json'],
    { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnError: Error | undefined;
  child.on('error', (err) => {
    spawnError = err;
  });
  // Last resort: a test runner that dies without its afterAll must not leave the CLI behind.
  const onExit = () => {
    if (child.pid && !exited(child))
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
  };
  process.once('exit', onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await kill(child);
    process.off('exit', onExit);
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://${host}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawnError || exited(child)) {
      await stop();
      const why = spawnError?.message ?? `exited with ${child.exitCode ?? child.signalCode}`;
      return { ok: false, reason: `firebase emulators:start ${why}:\n${output.trim()}` };
    }
    if (await ready(url)) return { ok: true, emulator: { host, url, projectId, stop } };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  return {
    ok: false,
    reason: `Auth emulator not ready within ${timeoutMs / 1000} s:\n${output.trim()}`,
  };
}
