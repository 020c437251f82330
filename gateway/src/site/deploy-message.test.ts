import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { withoutServerPaths } from './ssr/check-server-build';

// A refused deploy tells the caller what is missing without showing where the server keeps it.
const bundles = mkdtempSync(path.join(os.tmpdir(), 'oa-deploy-bundles-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oa-deploy-data-'));
const TOKEN = 'a-deploy-token-of-some-length';
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp(testConfig({ BUNDLES_DIR: bundles, DATA_DIR: dataDir, DEPLOY_TOKEN: TOKEN }));
});
afterAll(async () => {
  await app?.close();
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Asks the running gateway to deploy a version of mf-catalogue. */
const deploy = (version: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/remotes/deploy',
    headers: { 'x-deploy-token': TOKEN },
    payload: { remote: 'mf-catalogue', version },
  });

it.each(['9.9.9-nope', '0', 'a..b', 'x_y+z'])(
  'POST /api/auth/remotes/deploy of the unbuilt version %j: 422 naming the file, no server path',
  async (version) => {
    const res = await deploy(version);
    expect(res.statusCode).toBe(422);
    const { message } = res.json();
    expect(message).toBe(
      `mf-catalogue ${version}: mf-manifest.json not found in mf-catalogue/dist/${version}/`,
    );
    expect(res.body).not.toContain(bundles);
    expect(res.body).not.toContain(os.tmpdir());
  },
);

/** A built release whose server build cannot load (it requires a chunk the build lacks). */
function writeBrokenServerBuild(version: string) {
  const shellServer = path.join(bundles, 'shell', 'dist', 'server');
  mkdirSync(shellServer, { recursive: true });
  writeFileSync(path.join(shellServer, 'remoteEntry.cjs'), 'module.exports = "not a container";');
  const dir = path.join(bundles, 'mf-catalogue', 'dist', version);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"x"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote;');
  writeFileSync(
    path.join(dir, 'meta.json'),
    JSON.stringify({
      name: 'mf_catalogue',
      remote: 'mf-catalogue',
      version,
      contractsVersion: '1.0.0',
      builtAt: new Date().toISOString(),
    }),
  );
  writeFileSync(path.join(dir, 'server', 'remoteEntry.cjs'), 'require("./missing-chunk.cjs");');
}

it("a server build that does not load: 422 with the loader's words, bundle paths relative, no server path", async () => {
  const version = '1.0.0-srvbroken';
  writeBrokenServerBuild(version);
  const res = await deploy(version);
  expect(res.statusCode).toBe(422);
  const { message } = res.json();
  expect(message).toMatch(/^mf-catalogue 1\.0\.0-srvbroken: the server build does not load \(.+\)$/s);
  expect(message).toContain('shell/dist/server/remoteEntry.cjs');
  expect(res.body).not.toContain(bundles);
  expect(res.body).not.toContain(os.tmpdir());
  expect(res.body).not.toContain('file://');
});

it('withoutServerPaths: bundle paths and file URLs relative, other absolute paths replaced, URLs kept', () => {
  const root = path.join(os.tmpdir(), 'oa-b');
  const message = [
    `Cannot find module './chunk.cjs'`,
    'Require stack:',
    `- ${root}/mf-catalogue/dist/1.0.0/server/remoteEntry.cjs`,
    '- /srv/archive/gateway/src/site/ssr/server-builds.ts',
    `{"remoteEntryUrl":"file://${root}/shell/dist/server/remoteEntry.cjs?instance=3"}`,
    '{"other":"file:///opt/elsewhere/x.cjs"} see https://module-federation.io/guide/troubleshooting',
  ].join('\n');
  expect(withoutServerPaths(message, root)).toBe(
    [
      `Cannot find module './chunk.cjs'`,
      'Require stack:',
      '- mf-catalogue/dist/1.0.0/server/remoteEntry.cjs',
      '- <server path>',
      '{"remoteEntryUrl":"shell/dist/server/remoteEntry.cjs"}',
      '{"other":"<server file>"} see https://module-federation.io/guide/troubleshooting',
    ].join('\n'),
  );
});
