import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig, testConfig } from './config';

describe('gateway shell', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-app-test-'));
  beforeAll(async () => {
    // No demo catalogue: test/catalogue/first-start.test.ts covers the seeding.
    app = await buildApp(testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '0' }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /api/health 200 with the store checks once the stores are ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', stores: { catalogue: true } });
  });

  it('answers an unknown API route with a 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers and keeps CORS closed by default', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CATALOGUE_STORE: 'oracle' })).toThrow(/CATALOGUE_STORE/);
  });
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe(resolve('data'));
    expect(config.CATALOGUE_STORE).toBe('embedded');
  });
});

describe('a relative DATA_DIR (npm start uses ./data)', () => {
  // @fastify/static refused the relative root of /files/ and the gateway did not start.
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-app-relative-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  it('is made absolute and the gateway starts on it', async () => {
    const config = testConfig({ DATA_DIR: relative(process.cwd(), dataDir), CATALOGUE_SEED_RECORDS: '0' });
    expect(config.DATA_DIR).toBe(dataDir);
    const app = await buildApp(config);
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
