import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteContentStore } from './sqlite-store';
import { MANAGER } from './test-app';

const gatewayDir = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'oa-crash-'));
const children: ChildProcess[] = [];

/** Starts `node --import tsx src/server.ts` on the temp DATA_DIR and answers its URL once listening. */
function startGateway(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      CATALOGUE_SEED_RECORDS: '0',
      REMOTES_AUTO_REGISTER: 'false',
      // One process: the SIGKILL below is a crash of the process writing the store.
      WORKERS: '1',
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

async function signIn(url: string) {
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

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety of the embedded content store', () => {
  it('keeps every acknowledged save through a SIGKILL mid-burst and reopens cleanly', {
    timeout: 60_000,
  }, async () => {
    const first = await startGateway();
    const headers = await signIn(first.url);
    const acked = new Map<string, { revision: number; title: string }>();
    let killed = false;
    const worker = async (w: number) => {
      const name = `crash-w${w}`;
      let revision: number | undefined;
      for (let i = 0; !killed; i++) {
        const title = `Salvataggio ${w}-${i}`;
        try {
          const res = await fetch(`${first.url}/api/auth/firebase/saveDoc`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, collection: 'news', locale: 'it', data: { title }, revision }),
          });
          if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
          revision = ((await res.json()) as { revision: number }).revision;
          acked.set(name, { revision, title });
        } catch (err) {
          if (killed) return;
          throw err;
        }
      }
    };
    const burst = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    // Kill once enough saves are acknowledged, while every worker still has one in flight.
    while ([...acked.values()].reduce((n, a) => n + a.revision, 0) < 60)
      await new Promise((r) => setTimeout(r, 5));
    killed = true;
    first.child.kill('SIGKILL');
    await burst;
    if (first.child.exitCode === null && first.child.signalCode === null)
      await new Promise((r) => first.child.once('exit', r));
    expect(acked.size).toBe(6);

    // The file opens cleanly and holds every acknowledged save (a save in flight may also have landed).
    const store = new SqliteContentStore(join(dataDir, 'content', 'content.sqlite'));
    expect(store.integrityOk()).toBe(true);
    for (const [name, ack] of acked) {
      const doc = await store.getDoc('news', 'it', name);
      expect(doc?.revision).toBeGreaterThanOrEqual(ack.revision);
      expect(doc?.revision).toBeLessThanOrEqual(ack.revision + 1);
      if (doc?.revision === ack.revision) expect(doc.data.title).toBe(ack.title);
    }
    await store.close();

    // And the gateway restarts on it and answers.
    const second = await startGateway();
    const health = await fetch(`${second.url}/api/health`);
    expect(((await health.json()) as { stores: { content: boolean } }).stores.content).toBe(true);
    const [name, ack] = [...acked][0] ?? ['', { revision: 0 }];
    const res = await fetch(`${second.url}/api/public/firebase/getDocBySlug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, collection: 'news' }),
    });
    expect(((await res.json()) as { revision: number }).revision).toBeGreaterThanOrEqual(ack.revision);
    second.child.kill('SIGTERM');
  });
});
