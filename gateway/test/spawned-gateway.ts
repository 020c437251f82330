import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { MANAGER } from '../src/content/test-app';

const gatewayDir = resolve(import.meta.dirname, '..');

/**
 * `node --import tsx src/server.ts` as `npm start` runs it, in its own process (so a test can
 * SIGKILL it), on port 0: answers the process and its URL once it listens. `children` collects
 * every process started, for the test's afterAll to kill.
 */
export function startGateway(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      CATALOGUE_SEED_RECORDS: '0',
      REMOTES_AUTO_REGISTER: 'false',
      // One process unless a test asks for workers: a SIGKILL is then a crash of the process writing the store.
      WORKERS: '1',
      // No background drawing of the home's pictures (as testConfig): a test asks for it.
      IIIF_DRAW_AHEAD: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('exit', (code) => reject(new Error(`gateway exited ${code}:\n${out}`)));
  });
}

/** Signs the demo manager in over HTTP; answers the headers of a signed-in JSON request. */
export async function signInOverHttp(url: string) {
  const json = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { res, body: (await res.json()) as Record<string, string> };
  };
  const { body: login } = await json('/api/public/login', MANAGER);
  const { body: token } = await json('/api/public/token', login);
  const { res } = await json('/api/public/session', token);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c?.startsWith('oa_csrf='))?.slice('oa_csrf='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-csrf-token': csrf, 'content-type': 'application/json' };
}

/**
 * Six editors saving their own document in a loop (each with the revision it got back) until
 * `stop()`: answers what was acknowledged, per document. Kill the gateway after `stop()`.
 */
export function saveBurst(url: string, headers: Record<string, string>) {
  const acked = new Map<string, { revision: number; title: string }>();
  let stopped = false;
  const worker = async (w: number) => {
    const name = `crash-w${w}`;
    let revision: number | undefined;
    for (let i = 0; !stopped; i++) {
      const title = `Salvataggio ${w}-${i}`;
      try {
        const res = await fetch(`${url}/api/auth/firebase/saveDoc`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name, collection: 'news', locale: 'it', data: { title }, revision }),
        });
        if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
        revision = ((await res.json()) as { revision: number }).revision;
        acked.set(name, { revision, title });
      } catch (err) {
        if (stopped) return;
        throw err;
      }
    }
  };
  const done = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
  return {
    acked,
    /** Resolves once the acknowledged revisions add up to `total`. */
    async until(total: number) {
      while ([...acked.values()].reduce((n, a) => n + a.revision, 0) < total)
        await new Promise((r) => setTimeout(r, 5));
    },
    stop() {
      stopped = true;
    },
    done,
  };
}
