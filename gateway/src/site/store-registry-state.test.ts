import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteContentStore } from '../content/sqlite-store';
import type { RegistryFile } from './registry-state';
import { StoreRegistryState } from './store-registry-state';

// The shared registry over any content store; SQLite stands in for the database the gateways share.
const dir = mkdtempSync(join(tmpdir(), 'oa-registry-state-'));
let n = 0;
const stores: SqliteContentStore[] = [];
const freshStore = () => {
  const store = new SqliteContentStore(join(dir, `content-${n++}.sqlite`));
  stores.push(store);
  return store;
};
afterAll(async () => {
  for (const s of stores) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const live = (file: RegistryFile, remote: 'mf-content' | 'mf-auth') => file.remotes[remote]?.history.at(-1);
const deploy = (remote: 'mf-content' | 'mf-auth', version: string) => (file: RegistryFile) => ({
  ...file,
  remotes: {
    ...file.remotes,
    [remote]: { history: [...(file.remotes[remote]?.history ?? []), version], retired: [] },
  },
});

describe('the remotes registry shared through the content store', () => {
  it("adopts this machine's file into an empty store, and only then", async () => {
    const store = freshStore();
    const initial = deploy('mf-content', '1.0.0')({ remotes: {}, updatedAt: '' });
    const first = await StoreRegistryState.open(store, { initial, pollMs: 60_000 });
    expect(live(first.read(), 'mf-content')).toBe('1.0.0');
    const other = deploy('mf-content', '9.9.9')({ remotes: {}, updatedAt: '' });
    const second = await StoreRegistryState.open(store, { initial: other, pollMs: 60_000 });
    expect(live(second.read(), 'mf-content')).toBe('1.0.0');
    first.close();
    second.close();
  });

  it('shows one gateway its peer’s deploy at the next refresh, and loses neither of two deploys at once', async () => {
    const store = freshStore();
    const a = await StoreRegistryState.open(store, { pollMs: 60_000 });
    const b = await StoreRegistryState.open(store, { pollMs: 60_000 });
    await a.update(deploy('mf-content', '2.0.0'));
    expect(live(b.read(), 'mf-content')).toBeUndefined();
    await b.refresh();
    expect(live(b.read(), 'mf-content')).toBe('2.0.0');
    await Promise.all([a.update(deploy('mf-auth', '3.0.0')), b.update(deploy('mf-content', '2.1.0'))]);
    for (const s of [a, b]) {
      await s.refresh();
      expect(live(s.read(), 'mf-auth')).toBe('3.0.0');
      expect(live(s.read(), 'mf-content')).toBe('2.1.0');
    }
    a.close();
    b.close();
  });

  it('keeps a few versions, not every deploy ever made', async () => {
    const store = freshStore();
    const a = await StoreRegistryState.open(store, { pollMs: 60_000 });
    for (let i = 0; i < 12; i++) await a.update(deploy('mf-content', `4.0.${i}`));
    expect((await store.listRecords('remotes-registry')).length).toBeLessThanOrEqual(5);
    expect(live(a.read(), 'mf-content')).toBe('4.0.11');
    a.close();
  });
});
