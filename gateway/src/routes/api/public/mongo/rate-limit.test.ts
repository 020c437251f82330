import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';
import { TokenBuckets } from './rate-limit';

describe('TokenBuckets', () => {
  it('lets a burst through, then one call per 1/rate seconds, per address', () => {
    const buckets = new TokenBuckets(2, 3);
    expect([0, 1, 2, 3].map(() => buckets.take('a', 0))).toEqual([0, 0, 0, 1]);
    expect(buckets.take('b', 0)).toBe(0);
    expect(buckets.take('a', 400)).toBe(1);
    expect(buckets.take('a', 600)).toBe(0);
  });
  it('forgets idle addresses rather than growing without bound', () => {
    const buckets = new TokenBuckets(10, 1, 2);
    buckets.take('a', 0);
    buckets.take('b', 0);
    // a and b are full again a second later: room for c.
    expect(buckets.take('c', 1000)).toBe(0);
    expect(buckets.take('a', 1000)).toBe(0);
  });
});

describe('mongo/* rate limit', () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
  beforeAll(async () => {
    dataDir = await makeCatalogueDir(50);
    app = await buildCatalogueApp(dataDir, { MONGO_RATE_LIMIT: '1', MONGO_RATE_BURST: '3' });
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dataDir);
  });
  const call = (url: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: { table: 'data_it', query: { table: 'ca_objects' } },
      remoteAddress,
    });

  it('answers 429 with Retry-After past the burst, shared by the three calls, and only for that address', async () => {
    const statuses = [];
    for (const url of ['/api/public/mongo/search', '/api/public/mongo/aggregate', '/api/public/mongo/search'])
      statuses.push((await call(url, '10.0.0.1')).statusCode);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const refused = await call('/api/public/mongo/search', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await call('/api/public/mongo/search', '10.0.0.2')).statusCode).toBe(200);
    // Our own catalogue calls are not counted.
    const health = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
    expect(health.statusCode).toBe(200);
  });
});
