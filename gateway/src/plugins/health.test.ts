import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

// Liveness and readiness apart (issue 22): a balancer asks /api/health/ready before sending a
// visitor; a liveness probe asks /api/health, which must answer while the indexes still load.
describe('liveness and readiness', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-health-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let loading = true;
  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '0' }));
    // A store still loading, as the catalogue is in a worker while the primary indexes 1M records.
    app.health.add('indexes', () => !loading);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers liveness 200 while a store loads, and readiness 503 until it is ready', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      status: 'starting',
      stores: { catalogue: true, content: true, indexes: false },
      unavailable: ['indexes'],
    });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().stores.indexes).toBe(false);

    loading = false;
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ok',
      stores: { catalogue: true, content: true, indexes: true },
    });
  });

  it('answers readiness 503 once draining, while liveness and the pages still answer', async () => {
    loading = false;
    app.health.drain();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('draining');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const search = await app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload: {} });
    expect(search.statusCode).toBe(200);
  });
});
