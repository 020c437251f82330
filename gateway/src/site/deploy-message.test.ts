import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

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

it.each(['9.9.9-nope', '0', 'a..b', 'x_y+z'])(
  'POST /api/auth/remotes/deploy of the unbuilt version %j: 422 naming the file, no server path',
  async (version) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/remotes/deploy',
      headers: { 'x-deploy-token': TOKEN },
      payload: { remote: 'mf-catalogue', version },
    });
    expect(res.statusCode).toBe(422);
    const { message } = res.json();
    expect(message).toBe(
      `mf-catalogue ${version}: mf-manifest.json not found in mf-catalogue/dist/${version}/`,
    );
    expect(res.body).not.toContain(bundles);
    expect(res.body).not.toContain(os.tmpdir());
  },
);
