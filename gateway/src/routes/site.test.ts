import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

// The site routes over a fake bundles folder: shell at /, remotes in versioned folders.
const bundles = mkdtempSync(path.join(os.tmpdir(), 'oa-site-bundles-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oa-site-data-'));
const TOKEN = 'a-deploy-token-of-some-length';

function writeRemote(
  remote: string,
  version: string,
  contractsVersion = '1.0.0',
  builtAt = new Date().toISOString(),
) {
  const dir = path.join(bundles, remote, 'dist', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"x"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, 'meta.json'),
    JSON.stringify({ name: remote.replace('-', '_'), remote, version, contractsVersion, builtAt }),
  );
}

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const shell = path.join(bundles, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  const html = `<!doctype html><html><body><div id="shell-root"></div>${' '.repeat(300)}</body></html>`;
  writeFileSync(path.join(shell, 'index.html'), html);
  writeFileSync(path.join(shell, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(shell, 'main.abcdef1234.js'), 'console.log("shell")');
  writeRemote('mf-content', '0.1.0-aaaaaaaaaa', '1.0.0', '2024-01-01T00:00:00.000Z');
  writeRemote('mf-catalogue', '0.1.0-bbbbbbbbbb');
  app = await buildApp(testConfig({ BUNDLES_DIR: bundles, DATA_DIR: dataDir, DEPLOY_TOKEN: TOKEN }));
});
afterAll(async () => {
  await app?.close();
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('lists the builds found at start, with remoteEntry.js URL and contracts version', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes).toEqual([
      {
        name: 'mf_catalogue',
        entry: '/remotes/mf-catalogue/0.1.0-bbbbbbbbbb/remoteEntry.js',
        version: '0.1.0-bbbbbbbbbb',
        contractsVersion: '1.0.0',
      },
      {
        name: 'mf_content',
        entry: '/remotes/mf-content/0.1.0-aaaaaaaaaa/remoteEntry.js',
        version: '0.1.0-aaaaaaaaaa',
        contractsVersion: '1.0.0',
      },
    ]);
  });
});

describe('bundle files', () => {
  it('serves the manifest and remoteEntry no-cache, hashed chunks immutable', async () => {
    const manifest = await app.inject('/remotes/mf-content/0.1.0-aaaaaaaaaa/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject('/remotes/mf-content/0.1.0-aaaaaaaaaa/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toContain('javascript');
    const chunk = await app.inject('/remotes/mf-content/0.1.0-aaaaaaaaaa/main.0123456789.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shellChunk = await app.inject('/main.abcdef1234.js');
    expect(shellChunk.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for missing files and refuses path traversal', async () => {
    expect((await app.inject('/remotes/mf-content/0.1.0-aaaaaaaaaa/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf-content/0.1.0-aaaaaaaaaa/..%2F..%2Fpackage.json')).statusCode).toBe(
      404,
    );
    expect((await app.inject('/remotes/mf-nothing/1/remoteEntry.js')).statusCode).toBe(404);
  });

  it('sends the precompressed file when the client accepts gzip', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('SPA entry', () => {
  it.each([
    ['/', 200],
    ['/cerca?tags=roma', 200],
    ['/en/search', 200],
    // No such record in the demo catalogue (page statuses: site/page-resolution.test.ts).
    ['/oggetti/12-la-gioconda', 404],
    ['/login', 200],
    ['/una/pagina/che/non/esiste', 404],
  ])('answers %s with the shell and status %i', async (url, status) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('shell-root');
  });

  it.each(['/missing.png', '/api/nothing/here'])('never answers %s with the shell', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('deploy and rollback', () => {
  it('refuses callers without the token or an admin session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/remotes/deploy',
      payload: { remote: 'mf-content' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('deploys a new build, then rolls back to the previous version', async () => {
    writeRemote('mf-content', '0.1.0-cccccccccc');
    const headers = { 'x-deploy-token': TOKEN };
    const deployed = await app.inject({
      method: 'POST',
      url: '/api/auth/remotes/deploy',
      headers,
      payload: { remote: 'mf-content' },
    });
    expect(deployed.statusCode).toBe(200);
    expect(deployed.json()).toEqual({
      remote: 'mf-content',
      version: '0.1.0-cccccccccc',
      previous: '0.1.0-aaaaaaaaaa',
    });
    const live = (await app.inject('/remotes.json'))
      .json()
      .remotes.find((r: { name: string }) => r.name === 'mf_content');
    expect(live.version).toBe('0.1.0-cccccccccc');

    const back = await app.inject({
      method: 'POST',
      url: '/api/auth/remotes/rollback',
      headers,
      payload: { remote: 'mf-content' },
    });
    expect(back.json()).toEqual({ remote: 'mf-content', from: '0.1.0-cccccccccc', to: '0.1.0-aaaaaaaaaa' });
    const again = (await app.inject('/remotes.json'))
      .json()
      .remotes.find((r: { name: string }) => r.name === 'mf_content');
    expect(again.version).toBe('0.1.0-aaaaaaaaaa');
  });

  it('refuses a version without its files and one built against incompatible contracts', async () => {
    const deploy = (version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/remotes/deploy',
        headers: { 'x-deploy-token': TOKEN },
        payload: { remote: 'mf-content', version },
      });
    const missing = await deploy('0.1.0-dddddddddd');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('MISSING_BUNDLE');
    // A build whose remoteEntry.js is gone (the file the shell loads) is refused too.
    writeRemote('mf-content', '0.1.0-ffffffffff');
    rmSync(path.join(bundles, 'mf-content', 'dist', '0.1.0-ffffffffff', 'remoteEntry.js'));
    const noEntry = await deploy('0.1.0-ffffffffff');
    expect(noEntry.statusCode).toBe(422);
    expect(noEntry.json().message).toContain('remoteEntry.js');
    writeRemote('mf-content', '0.1.0-eeeeeeeeee', '2.0.0');
    const incompatible = await deploy('0.1.0-eeeeeeeeee');
    expect(incompatible.statusCode).toBe(409);
    expect(incompatible.json().code).toBe('INCOMPATIBLE_CONTRACTS');
  });
});
