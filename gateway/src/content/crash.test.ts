import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { saveBurst, signInOverHttp, startGateway as start } from '../../test/spawned-gateway';
import { SqliteContentStore } from './sqlite-store';

const dataDir = mkdtempSync(join(tmpdir(), 'oa-crash-'));
const children: ChildProcess[] = [];
const startGateway = () => start({ DATA_DIR: dataDir }, children);

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety of the embedded content store', () => {
  it('keeps every acknowledged save through a SIGKILL mid-burst and reopens cleanly', {
    timeout: 60_000,
  }, async () => {
    const first = await startGateway();
    const burst = saveBurst(first.url, await signInOverHttp(first.url));
    const { acked } = burst;
    // Kill once enough saves are acknowledged, while every worker still has one in flight.
    await burst.until(60);
    burst.stop();
    first.child.kill('SIGKILL');
    await burst.done;
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
