import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { ADMIN, type Browser, get, MANAGER, post, signIn, type TestApp } from '../../src/content/test-app';
import { describePostgres } from '../postgres/describe-postgres';

/**
 * Two machines, one site: two gateways built with buildApp, each with its own DATA_DIR (nothing
 * shared on disk but the bundles and uploads folders, as an NFS mount would give), one PostgreSQL
 * database (CONTENT_STORE=postgres, CATALOGUE_STORE=postgres) and no SESSION_SECRET. What one
 * does, the other must show.
 */
const TOKEN = 'a-deploy-token-of-some-length';
const folders: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** A remote build as the bundler leaves it (files the registry checks before a deploy). */
function writeRemote(bundles: string, remote: string, version: string, builtAt: string) {
  const dir = join(bundles, remote, 'dist', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"x"}');
  writeFileSync(join(dir, 'remoteEntry.js'), 'var remote;');
  const meta = { name: remote.replace('-', '_'), remote, version, contractsVersion: '1.0.0', builtAt };
  writeFileSync(join(dir, 'meta.json'), JSON.stringify(meta));
}

const png = () => {
  const img = new PNG({ width: 2, height: 2 });
  img.data.fill(200);
  return PNG.sync.write(img);
};
function multipart(fields: Record<string, string>) {
  const boundary = '----oa-two-gateways';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const liveVersion = async (app: TestApp, remote: string) =>
  (await app.inject('/remotes.json'))
    .json()
    .remotes.find((r: { name: string }) => r.name === remote.replace('-', '_'))?.version as
    | string
    | undefined;

/** Waits (bounded) until `read` answers `want`: the other gateway polls the shared registry. */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  let last = await read();
  for (let i = 0; i < 100 && last !== want; i++) {
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

describePostgres('two gateways, separate DATA_DIRs, one PostgreSQL', (server) => {
  let a: TestApp;
  let b: TestApp;
  let bundles: string;
  let uploads: string;

  beforeAll(async () => {
    const url = await server().createDatabase('two_gateways');
    bundles = temp('oa-two-bundles-');
    uploads = temp('oa-two-uploads-');
    mkdirSync(join(bundles, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(bundles, 'shell', 'dist', 'index.html'), '<!doctype html><div id="shell-root"></div>');
    writeRemote(bundles, 'mf-content', '0.1.0-aaaaaaaaaa', '2024-01-01T00:00:00.000Z');
    const gateway = () =>
      buildApp(
        testConfig({
          DATA_DIR: temp('oa-two-data-'),
          CATALOGUE_SEED_RECORDS: '0',
          CONTENT_STORE: 'postgres',
          CATALOGUE_STORE: 'postgres',
          DATABASE_URL: url,
          BUNDLES_DIR: bundles,
          UPLOADS_DIR: uploads,
          DEPLOY_TOKEN: TOKEN,
          SERVER_RENDERING: 'false',
          LOGIN_RATE_LIMIT_ACCOUNT: '2',
          LOGIN_RATE_LIMIT_IP: '50',
        }),
      );
    // Started together on an empty database: one migrates and seeds, the other waits or finds it done.
    [a, b] = await Promise.all([gateway(), gateway()]);
    await Promise.all([a.ready(), b.ready()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a session opened on one works on the other, and a logout on the other ends it on both', async () => {
    const manager = await signIn(a, MANAGER);
    const profile = await get(b, '/api/auth/profile', manager);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: MANAGER.email });
    expect((await post(b, '/api/auth/logout', {}, manager)).statusCode).toBe(200);
    expect((await get(a, '/api/auth/profile', manager)).statusCode).toBe(401);
  });

  it("a manager's save on one is read on the other at once, and the other refuses a stale save", async () => {
    const manager: Browser = await signIn(a, MANAGER);
    const url = '/api/auth/firebase/saveDoc';
    const doc = { name: 'mostra-condivisa', collection: 'news', locale: 'it' };
    expect((await post(a, url, { ...doc, data: { title: 'Prima' } }, manager)).statusCode).toBe(200);
    const read = await post(b, '/api/public/firebase/getDocBySlug', doc);
    expect(read.json()).toMatchObject({ revision: 1, data: { title: 'Prima' } });
    expect((await post(b, url, { ...doc, data: { title: 'Da B' }, revision: 1 }, manager)).statusCode).toBe(
      200,
    );
    const stale = await post(a, url, { ...doc, data: { title: 'Da A' }, revision: 1 }, manager);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_REVISION', details: { current: { revision: 2 } } });
    const listed = await post(a, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' });
    expect(JSON.stringify(listed.json())).toContain('Da B');
  });

  it('site options a manager changes on one apply on the other at once (a private site closes its API)', async () => {
    const manager = await signIn(a, MANAGER);
    const options = async (publicSite: boolean) => {
      const current = (
        await post(a, '/api/public/firebase/getDocBySlug', { name: 'site', collection: 'options' })
      ).json();
      const data = { ...current.data, public: publicSite };
      const saved = await post(
        a,
        '/api/auth/firebase/saveDoc',
        { name: 'site', collection: 'options', data, revision: current.revision },
        manager,
      );
      expect(saved.statusCode).toBe(200);
    };
    const anonymous = () => post(b, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' });
    // B has the options cached from a moment ago.
    expect((await anonymous()).statusCode).toBe(200);
    await options(false);
    expect((await anonymous()).statusCode).toBe(401);
    await options(true);
    expect((await anonymous()).statusCode).toBe(200);
  });

  it('sign-in failures count across both gateways', async () => {
    const guess = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/api/public/login',
        payload: { email: ADMIN.email, password: 'sbagliata' },
        remoteAddress: '10.9.0.1',
      });
    expect((await guess(a)).statusCode).toBe(401);
    expect((await guess(b)).statusCode).toBe(401);
    expect((await post(a, '/api/public/login', ADMIN)).statusCode).toBe(429);
    expect((await post(b, '/api/public/login', ADMIN)).statusCode).toBe(429);
  });

  it('parallel guesses split across both gateways cannot slip in before the failures are counted', async () => {
    const email = 'archivista@example.org';
    await a.identity.users.upsert({
      email,
      password: 'Giusta-Password-1',
      role: 'viewer',
      name: 'A',
      surname: 'B',
    });
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/public/login',
          payload: { email, password: 'sbagliata' },
          remoteAddress: `10.8.0.${i}`,
        }),
      ),
    );
    // As many as one after another on one gateway: the two free failures; the other ten wait.
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(2);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('a deploy and a rollback through one are live on the other', async () => {
    expect(await liveVersion(b, 'mf-content')).toBe('0.1.0-aaaaaaaaaa');
    writeRemote(bundles, 'mf-content', '0.1.0-cccccccccc', new Date().toISOString());
    const headers = { 'x-deploy-token': TOKEN };
    const deployed = await a.inject({
      method: 'POST',
      url: '/api/auth/remotes/deploy',
      headers,
      payload: { remote: 'mf-content', version: '0.1.0-cccccccccc' },
    });
    expect(deployed.json()).toMatchObject({ version: '0.1.0-cccccccccc', previous: '0.1.0-aaaaaaaaaa' });
    expect(await eventually(() => liveVersion(b, 'mf-content'), '0.1.0-cccccccccc')).toBe('0.1.0-cccccccccc');
    const back = await b.inject({
      method: 'POST',
      url: '/api/auth/remotes/rollback',
      headers,
      payload: { remote: 'mf-content' },
    });
    expect(back.json()).toMatchObject({ from: '0.1.0-cccccccccc', to: '0.1.0-aaaaaaaaaa' });
    expect(await eventually(() => liveVersion(a, 'mf-content'), '0.1.0-aaaaaaaaaa')).toBe('0.1.0-aaaaaaaaaa');
  });

  it('two deploys at once through both gateways lose neither', async () => {
    writeRemote(bundles, 'mf-catalogue', '0.2.0-dddddddddd', new Date().toISOString());
    writeRemote(bundles, 'mf-auth', '0.2.0-eeeeeeeeee', new Date().toISOString());
    const deploy = (app: TestApp, remote: string, version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/remotes/deploy',
        headers: { 'x-deploy-token': TOKEN },
        payload: { remote, version },
      });
    const answers = await Promise.all([
      deploy(a, 'mf-catalogue', '0.2.0-dddddddddd'),
      deploy(b, 'mf-auth', '0.2.0-eeeeeeeeee'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const app of [a, b]) {
      expect(await eventually(() => liveVersion(app, 'mf-catalogue'), '0.2.0-dddddddddd')).toBe(
        '0.2.0-dddddddddd',
      );
      expect(await eventually(() => liveVersion(app, 'mf-auth'), '0.2.0-eeeeeeeeee')).toBe(
        '0.2.0-eeeeeeeeee',
      );
    }
  });

  it('a file uploaded through one is served by the other from the shared folder', async () => {
    const manager = await signIn(a, MANAGER);
    const body = multipart({ kind: 'image', locale: 'it' });
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/auth/ca/buca',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...manager.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await b.inject(uploaded.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
  });

  it('a catalogue import through one is searchable on both, and both see its new data version', async () => {
    const manager = await signIn(a, MANAGER);
    const record = {
      id: '4242',
      table: 'ca_objects',
      preferred_label: 'Versamento arrivato da un altro archivio',
      type_id: { id: 13, name: 'documento' },
      access: 1,
    };
    const boundary = '----oa-two-gateways-import';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data_it.ndjson"\r\n` +
        `Content-Type: application/x-ndjson\r\n\r\n${JSON.stringify(record)}\n\r\n--${boundary}--\r\n`,
    );
    const versionBefore = b.catalogue.store.dataVersion?.('it');
    const imported = await a.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...manager.headers },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.body).toContain('"type":"done"');
    for (const app of [a, b]) {
      const found = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { text: 'versamento archivio', locale: 'it' },
      });
      expect(found.json().data.map((r: { id: string }) => r.id)).toEqual(['4242']);
    }
    expect(await eventually(async () => b.catalogue.store.dataVersion?.('it') !== versionBefore, true)).toBe(
      true,
    );
  });

  it('both sign with one session secret, generated once and kept in the database', async () => {
    // Cookies, tokens and OAI resumption tokens are signed with it: one per DATA_DIR would split the site.
    expect(a.identity.sessionSecret).toBe(b.identity.sessionSecret);
    expect(a.identity.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });
});
