import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync('var remote;'));
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
  writeFileSync(path.join(shell, 'main.abcdef1234.js.br'), brotliCompressSync('console.log("shell")'));
  writeFileSync(path.join(shell, 'main.abcdef1234.js.gz'), gzipSync('console.log("shell")'));
  writeFileSync(path.join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(shell, 'server'), { recursive: true });
  writeFileSync(path.join(shell, 'server', 'remoteEntry.cjs'), 'module.exports = "shell server build";');
  writeFileSync(path.join(shell, 'server', 'remoteEntry.cjs.br'), brotliCompressSync('module.exports = 1;'));
  writeRemote('mf-content', '0.1.0-aaaaaaaaaa', '1.0.0', '2024-01-01T00:00:00.000Z');
  // A release's server build (run by the gateway, never sent to a browser; not a loadable one here).
  const server = path.join(bundles, 'mf-content', 'dist', '0.1.0-aaaaaaaaaa', 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(path.join(server, 'remoteEntry.cjs'), 'module.exports = "server build";');
  writeFileSync(path.join(server, 'remoteEntry.cjs.gz'), gzipSync('module.exports = "server build";'));
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

  it('picks the sibling by Accept-Encoding, with the headers of the file asked for', async () => {
    const br = await app.inject({
      url: '/main.abcdef1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("shell")');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await app.inject({ url: '/main.abcdef1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/main.abcdef1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // The remote's entry: brotli sibling, still no-cache; no gzip sibling, so plain for gzip.
    const entry = '/remotes/mf-content/0.1.0-aaaaaaaaaa/remoteEntry.js';
    const entryBr = await app.inject({ url: entry, headers: { 'accept-encoding': 'br' } });
    expect(entryBr.headers['content-encoding']).toBe('br');
    expect(entryBr.headers['cache-control']).toBe('no-cache');
    const entryGz = await app.inject({ url: entry, headers: { 'accept-encoding': 'gzip' } });
    expect(entryGz.headers['content-encoding']).toBeUndefined();
    expect(entryGz.body).toBe('var remote;');
    // Neither hashed nor an entry: an hour.
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('never sends an encoded sibling asked for by name', async () => {
    for (const url of [
      '/main.abcdef1234.js.br',
      '/main.abcdef1234.js.gz',
      '/index.html.gz',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/remoteEntry.js.br',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers 304 to a matching ETag, for the file and for the page', async () => {
    const first = await app.inject({ url: '/remotes/mf-content/0.1.0-aaaaaaaaaa/mf-manifest.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({
      url: '/remotes/mf-content/0.1.0-aaaaaaaaaa/mf-manifest.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const page = await app.inject({ url: '/en/search', headers: { 'accept-encoding': 'gzip' } });
    const pageAgain = await app.inject({
      url: '/en/search',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': page.headers.etag as string },
    });
    expect(pageAgain.statusCode).toBe(304);
  });

  it('keeps the 404 of an unknown page even for a matching ETag, and never sends /index.html', async () => {
    const etag = (await app.inject('/en/search')).headers.etag as string;
    const res = await app.inject({ url: '/una/pagina/che/non/esiste', headers: { 'if-none-match': etag } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('shell-root');
    expect((await app.inject('/index.html')).statusCode).toBe(404);
  });

  it('never serves a server build, of the shell or of a release', async () => {
    for (const url of [
      '/server/remoteEntry.cjs',
      '/server/remoteEntry.cjs.br',
      '/SERVER/remoteEntry.cjs',
      '/./server/remoteEntry.cjs',
      '/x/../server/remoteEntry.cjs',
      '/x%2F..%2Fserver%2FremoteEntry.cjs',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/server/remoteEntry.cjs',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/server/remoteEntry.cjs.gz',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/./server/remoteEntry.cjs',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/x/..%2Fserver/remoteEntry.cjs',
      '/remotes/mf-content/0.1.0-aaaaaaaaaa/%73erver/remoteEntry.cjs',
    ])
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        expect(res.body, url).not.toContain('server build');
        expect(res.headers['content-type'], url).toContain('application/json');
      }
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
