import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real gateway (node --import tsx gateway/src/server.ts) on a free port with a throw-away
 * DATA_DIR; used by e2e/global-setup.ts and by bench/. The bundles must be built (scripts/build.sh).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningGateway {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHealth(
  url: string,
  child: ChildProcess,
  { log, allReady, workers }: { log: () => string; allReady: () => boolean; workers: number },
) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}):\n${log()}`);
    try {
      // With workers, the first one answers ready before the others listen: keep-alive clients
      // connecting then would all stay on it (measured: 4x the CPU of the other worker under load).
      if ((await fetch(`${url}/api/health/ready`)).ok && (workers < 2 || allReady())) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway did not become healthy in 90 s:\n${log()}`);
}

export async function startGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oa-e2e-data-'));
  const port = await freePort();
  let output = '';
  // GATEWAY_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the primary and each worker
  // (workers are forked with the primary's flags; NODE_OPTIONS refuses --cpu-prof and V8's GC
  // flags). In `env` too, so a bench's A/B can start its B side with other flags.
  const flags = (env.GATEWAY_NODE_FLAGS ?? process.env.GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_SEED_RECORDS: process.env.CATALOGUE_SEED_RECORDS ?? '300',
      // One process unless asked (E2E_WORKERS=2): the browser suite was written against one, and
      // the cluster has its own tests (gateway/src/cluster/cluster.test.ts).
      WORKERS: process.env.E2E_WORKERS ?? '1',
      // No background drawing of the home's pictures unless asked (bench/ asks): dozens of
      // gateways start during the browser suite, and each would draw them on two shared cores.
      IIIF_DRAW_AHEAD: process.env.IIIF_DRAW_AHEAD ?? 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let allReady = false;
  const keep = (d: Buffer) => {
    output = (output + d).slice(-20_000);
    // Remembered apart: later warnings may push the line out of the kept tail.
    allReady ||= output.includes('all workers ready');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, {
      log: () => output,
      allReady: () => allReady,
      workers: Number(env.WORKERS ?? process.env.E2E_WORKERS ?? '1'),
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    dataDir,
    async stop() {
      // Up to 0.5 s to exit on SIGTERM (5 s when profiled: it writes its profiles as it exits).
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      if (child.exitCode === null)
        await Promise.race([exited, new Promise((r) => setTimeout(r, flags.length > 0 ? 5_000 : 500))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
