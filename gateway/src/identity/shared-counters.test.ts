import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteContentStore } from '../content/sqlite-store';
import { SharedCounters } from './shared-counters';

const dir = mkdtempSync(join(tmpdir(), 'oa-counters-'));
const file = join(dir, 'content.sqlite');
// Two connections to one file: two gateways sharing the embedded store.
const a = new SqliteContentStore(file);
const b = new SqliteContentStore(file);
afterAll(async () => {
  await a.close();
  await b.close();
  rmSync(dir, { recursive: true, force: true });
});

const increment = (counters: SharedCounters, key: string) =>
  counters.update(key, (c) => {
    const n = (c?.n ?? 0) + 1;
    return { value: { n }, ttlSeconds: 60, result: n };
  });

describe('SharedCounters over the content store', () => {
  it('loses no increment when two gateways update one key at once', async () => {
    const one = new SharedCounters(a);
    const two = new SharedCounters(b);
    await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 ? one : two, 'k')));
    expect(await increment(one, 'k')).toBe(21);
  });

  it('takes over a lease left by a gateway that died holding it', async () => {
    await a.insertRecord('throttle-locks', { id: 'stale', value: { lease: 'dead', until: Date.now() - 1 } });
    expect(await increment(new SharedCounters(b), 'stale')).toBe(1);
  });

  it('forgets a value once its time is up', async () => {
    let now = Date.now();
    const counters = new SharedCounters(a, () => now);
    await counters.update('short', () => ({ value: { n: 5 }, ttlSeconds: 1, result: 0 }));
    now += 2000;
    expect(
      await counters.update('short', (c) => ({ value: null, ttlSeconds: 0, result: c })),
    ).toBeUndefined();
  });
});
