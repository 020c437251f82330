import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

const bundles = mkdtempSync(path.join(os.tmpdir(), 'oa-compress-bundles-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oa-compress-data-'));
const script = `console.log(${JSON.stringify('shell '.repeat(2000))});`;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const shell = path.join(bundles, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><div id="shell-root"></div>');
  // One bundle with its build-time .gz sibling, one without (both well over the threshold).
  writeFileSync(path.join(shell, 'main.abcdef1234.js'), script);
  writeFileSync(path.join(shell, 'main.abcdef1234.js.gz'), gzipSync(script));
  writeFileSync(path.join(shell, 'plain.abcdef1234.js'), script);
  app = await buildApp(testConfig({ BUNDLES_DIR: bundles, DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '0' }));
});
afterAll(async () => {
  await app?.close();
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression of /api answers', () => {
  it('gzips a large JSON answer for a gzip client and brotli-compresses it for a br client', async () => {
    const plain = await get('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const gz = await get('/api/docs/openapi.json', 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await get('/api/docs/openapi.json', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
  it('leaves a small answer as it is', async () => {
    const res = await get('/api/public/csrf', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().token).toEqual(expect.any(String));
  });
  it('sends a bundle as its precompressed sibling, compressed once', async () => {
    const res = await get('/main.abcdef1234.js', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });
  it('leaves a bundle without a sibling uncompressed (bundles are compressed at build time only)', async () => {
    const res = await get('/plain.abcdef1234.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});
