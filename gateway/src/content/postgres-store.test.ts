import { afterAll, expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { freePort } from '../../test/postgres/pg-server';
import { SharedCounters } from '../identity/shared-counters';
import { purgeExpiredRecords } from './port';
import { PostgresContentStore } from './postgres-store';
import { contentStoreContract } from './store-contract';

describePostgres('PostgreSQL content store', (server) => {
  let store: PostgresContentStore | undefined;
  let url: string | undefined;
  const open = async () => {
    url ??= await server().createDatabase('contract');
    store ??= await PostgresContentStore.open(url);
    await store.dropAll();
    return store;
  };
  contentStoreContract('PostgreSQL', open);
  afterAll(async () => store?.close());

  it('keeps a body PostgreSQL json types would refuse or reorder, byte for byte', async () => {
    const s = await open();
    // A NUL escape and a lone surrogate: jsonb refuses the first; keys keep their order.
    const data = { z: 'nul \u0000 here', a: 'half \ud800 pair', title: 'Titolo', n: 1.5e300 };
    await s.saveDoc({ collection: 'pages', locale: 'it', name: 'strana', data, published: true });
    const read = await s.getDoc('pages', 'it', 'strana');
    expect(JSON.stringify(read?.data)).toBe(JSON.stringify(data));
  });

  it('lets one of many concurrent saves of the same revision win, and counts every other as stale', async () => {
    const s = await open();
    await s.saveDoc({
      collection: 'news',
      locale: 'it',
      name: 'gara',
      data: { title: '0' },
      published: true,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        s.saveDoc({
          collection: 'news',
          locale: 'it',
          name: 'gara',
          data: { title: String(i + 1) },
          published: true,
          expectedRevision: 1,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const doc = await s.getDoc('news', 'it', 'gara');
    expect(doc?.revision).toBe(2);
    expect(doc?.data).toEqual((won[0] as PromiseFulfilledResult<{ data: unknown }>).value.data);
  });

  it('inserts a keyed record once across concurrent callers, and takes over one past its expiry', async () => {
    const s = await open();
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.insertRecord('tokens-used', { id: 't', value: { i } })),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    await s.putRecord('throttle-locks', { id: 'k', value: { lease: 'dead' }, expiresAt: 1 });
    expect(await s.insertRecord('throttle-locks', { id: 'k', value: { lease: 'mine' } })).toBe(true);
    expect((await s.getRecord('throttle-locks', 'k'))?.value).toEqual({ lease: 'mine' });
  });

  it('purges expired records of one kind in one statement and keeps the live ones', async () => {
    const s = await open();
    await s.putRecord('sessions', { id: 'old', value: {}, expiresAt: 100 });
    await s.putRecord('sessions', { id: 'live', value: {}, expiresAt: 300 });
    await s.putRecord('sessions', { id: 'forever', value: {} });
    await s.putRecord('throttle', { id: 'other-kind', value: {}, expiresAt: 100 });
    await purgeExpiredRecords(s, 'sessions', 200);
    expect((await s.listRecords('sessions')).map((r) => r.id)).toEqual(['forever', 'live']);
    expect(await s.getRecord('throttle', 'other-kind')).toBeDefined();
  });

  it('counts 40 concurrent increments from two gateways without losing one', async () => {
    const s = await open();
    // A second store on the same database stands for the second gateway.
    const other = await PostgresContentStore.open(url ?? '');
    const increments = Array.from({ length: 40 }, (_, i) =>
      new SharedCounters(i % 2 ? s : other).update('login-account:x', (c) => ({
        value: { failures: (c?.failures ?? 0) + 1 },
        ttlSeconds: 60,
        result: null,
      })),
    );
    await Promise.all(increments);
    await other.close();
    expect((await s.getRecord('throttle', 'login-account:x'))?.value).toEqual({ failures: 40 });
    expect(await s.listRecords('throttle-locks')).toEqual([]);
  });

  it('waits for a database that is not up yet, and names DATABASE_URL when it never comes', async () => {
    await expect(
      PostgresContentStore.open(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { waitMs: 300 }),
    ).rejects.toThrow(/PostgreSQL at DATABASE_URL cannot be reached/);
    const late = await server().createDatabase('late');
    await server().halt();
    const opening = PostgresContentStore.open(late, { waitMs: 60_000 });
    await server().resume();
    const opened = await opening;
    expect(await opened.ready()).toBe(true);
    await opened.close();
  });
});
