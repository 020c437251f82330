import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

// LOCALE_DOMAINS through the real site routes: the root redirect and the map in the shell's HTML.
const bundles = mkdtempSync(path.join(os.tmpdir(), 'oa-domains-bundles-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oa-domains-data-'));
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const shell = path.join(bundles, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>A</title></head><body><div id="shell-root"></div></body></html>',
  );
  app = await buildApp(
    testConfig({
      BUNDLES_DIR: bundles,
      DATA_DIR: dataDir,
      CATALOGUE_SEED_RECORDS: '0',
      LOCALE_DOMAINS: 'archivio.example.fr=fr,archive.example.org=en',
    }),
  );
});
afterAll(async () => {
  await app?.close();
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('LOCALE_DOMAINS', () => {
  it('redirects the root of a mapped domain to its locale, keeping the query', async () => {
    const res = await app.inject({ url: '/?utm=x', headers: { host: 'archivio.example.fr' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr?utm=x');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets the language cookie win over the domain', async () => {
    const res = await app.inject({
      url: '/',
      headers: { host: 'archivio.example.fr', cookie: 'oa_locale=it' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves other hosts and other pages alone', async () => {
    expect((await app.inject({ url: '/', headers: { host: 'archivio.example.it' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/esplora', headers: { host: 'archive.example.org' } })).statusCode).toBe(
      200,
    );
  });

  it('gives the shell the map in its HTML, on pages and on the 404 page', async () => {
    for (const [url, status] of [
      ['/esplora', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await app.inject({ url, headers: { host: 'archivio.example.it' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(
        '<meta name="oa-locale-domains" content="archivio.example.fr=fr,archive.example.org=en"></head>',
      );
    }
  });

  it('refuses a malformed map at start', () => {
    expect(() => testConfig({ LOCALE_DOMAINS: 'archivio.example.fr=pt' })).toThrow(/LOCALE_DOMAINS/);
  });
});
