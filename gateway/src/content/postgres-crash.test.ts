import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { saveBurst, signInOverHttp, startGateway } from '../../test/spawned-gateway';
import { PostgresContentStore } from './postgres-store';

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'oa-pg-crash-'));
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describePostgres('crash safety of the PostgreSQL content store', (server) => {
  it('keeps every acknowledged save through a SIGKILL of the gateway mid-burst; another gateway serves them', {
    timeout: 90_000,
  }, async () => {
    const env = {
      DATA_DIR: dataDir,
      CONTENT_STORE: 'postgres',
      DATABASE_URL: await server().createDatabase('crash'),
    };
    const first = await startGateway(env, children);
    const burst = saveBurst(first.url, await signInOverHttp(first.url));
    await burst.until(60);
    burst.stop();
    first.child.kill('SIGKILL');
    await burst.done;
    expect(burst.acked.size).toBe(6);

    const store = await PostgresContentStore.open(env.DATABASE_URL);
    try {
      for (const [name, ack] of burst.acked) {
        const doc = await store.getDoc('news', 'it', name);
        // A save in flight at the kill may also have landed, one revision on.
        expect(doc?.revision).toBeGreaterThanOrEqual(ack.revision);
        expect(doc?.revision).toBeLessThanOrEqual(ack.revision + 1);
        if (doc?.revision === ack.revision) expect(doc.data.title).toBe(ack.title);
      }
    } finally {
      await store.close();
    }

    // A gateway on another machine (its own DATA_DIR) carries on with the same documents.
    const other = mkdtempSync(join(tmpdir(), 'oa-pg-crash-other-'));
    try {
      const second = await startGateway({ ...env, DATA_DIR: other }, children);
      const [name, ack] = [...burst.acked][0] ?? ['', { revision: 0 }];
      const res = await fetch(`${second.url}/api/public/firebase/getDocBySlug`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, collection: 'news' }),
      });
      expect(((await res.json()) as { revision: number }).revision).toBeGreaterThanOrEqual(ack.revision);
      second.child.kill('SIGTERM');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
