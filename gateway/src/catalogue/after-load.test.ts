import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

// Issue 22: a single process (WORKERS=1) listens while its embedded catalogue indexes the default
// locale, so a liveness probe gets 200 "starting" rather than a refused connection; readiness
// stays 503 and a visitor's call made meanwhile waits for the index instead of an empty answer.
describe('one process: liveness while the catalogue loads', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-after-load-'));
  const config = testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '20000' });
  beforeAll(async () => {
    // The first start writes the demo catalogue and content; the start under test only reads them.
    const first = await buildApp(config);
    await first.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers /api/health "starting" before the index is in, then serves the same search', async () => {
    const app = await buildApp(config, {}, { catalogueInBackground: true });
    try {
      await app.ready();
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'starting', stores: { catalogue: false } });
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);

      // Asked while loading: answered once the index is in, with the records, not an empty page.
      const search = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { locale: 'it' },
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().count).toBeGreaterThan(1000);

      await app.catalogueLoading;
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().status).toBe('ok');
    } finally {
      await app.close();
    }
  }, 120_000);
});
