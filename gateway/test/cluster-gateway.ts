import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The gateway as `npm start` runs it (server.ts), with WORKERS processes on a free port and a
 * throw-away DATA_DIR: for tests of the cluster, restarts, shutdowns and backups. Its stdout (JSON
 * log lines, each with the pid that wrote it) is kept for the tests to read.
 */
export interface ClusterGateway {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when a line containing `text` has been printed (after `from`, a length of output). */
  printed(text: string, from?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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

const gatewayDir = join(import.meta.dirname, '..');

export async function startCluster(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'oa-cluster-')),
): Promise<ClusterGateway> {
  const port = await freePort();
  const bundles = mkdtempSync(join(tmpdir(), 'oa-cluster-bundles-'));
  let out = '';
  const waiters: { text: string; from: number; resolve: () => void }[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', join(gatewayDir, 'src', 'server.ts')], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUNDLES_DIR: bundles,
      LOG_LEVEL: 'info',
      WORKERS: '2',
      CATALOGUE_SEED_RECORDS: '300',
      SERVER_RENDERING: 'false',
      PASSWORD_SCRYPT_LOG2_N: '12',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const take = (chunk: Buffer) => {
    out += chunk;
    for (const w of [...waiters])
      if (out.indexOf(w.text, w.from) !== -1) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const printed = (text: string, from = 0) =>
    new Promise<void>((resolve, reject) => {
      if (out.indexOf(text, from) !== -1) return resolve();
      waiters.push({ text, from, resolve });
      void exited.then(() =>
        reject(new Error(`the gateway exited before printing "${text}":\n${out.slice(-3000)}`)),
      );
    });
  const url = `http://127.0.0.1:${port}`;
  await printed('Open Archive is running at');
  // Every worker up with the catalogue loaded (the primary says so; one process: it is ready).
  if (Number(env.WORKERS ?? 2) > 1) await printed('all workers ready');
  for (;;) {
    const status = await call('GET', `${url}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => out,
    printed,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(bundles, { recursive: true, force: true });
    },
  };
}

/** One request on a connection of its own (so the cluster may hand it to any worker). */
export function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    // A request left unanswered is a lost request: an error for the caller, never a hung test.
    req.setTimeout(CALL_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer in ${CALL_TIMEOUT_MS} ms: ${url}`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const CALL_TIMEOUT_MS = 20_000;

/** The pids that logged an answer to `url` (each log line names its process). */
export function answeringPids(output: string, url: string): Set<number> {
  const pids = new Set<number>();
  const reqs = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { pid?: number; reqId?: string; req?: { url?: string } };
      if (entry.req?.url === url && entry.pid && entry.reqId)
        reqs.set(`${entry.pid}:${entry.reqId}`, entry.pid);
    } catch {}
  }
  for (const pid of reqs.values()) pids.add(pid);
  return pids;
}
