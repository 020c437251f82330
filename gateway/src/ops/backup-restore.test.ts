import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ClusterGateway, call, startCluster } from '../../test/cluster-gateway';
import { treeFiles } from './data-dir-backup';

// npm run backup / npm run restore (issue 22): a backup taken while a manager keeps saving, restored
// into an empty folder, serves the same records, documents, users and sessions.
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };
const gatewayDir = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'oa-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs one of the npm commands (`backup`, `restore`) as the root package.json does. */
function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(gatewayDir, 'src', 'cli', `${name}.ts`), ...args],
      {
        cwd: gatewayDir,
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      },
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

async function signIn(url: string) {
  const login = await call('POST', `${url}/api/public/login`, MANAGER);
  const token = await call('POST', `${url}/api/public/token`, JSON.parse(login.text));
  const session = await call('POST', `${url}/api/public/session`, JSON.parse(token.text));
  const sid = cookieOf(session.headers['set-cookie'], 'oa_session')!;
  const csrf = JSON.parse(session.text).csrfToken as string;
  return { cookie: `${sid}; oa_csrf=${csrf}`, 'x-csrf-token': csrf };
}

const save = (url: string, auth: Record<string, string>, name: string, revision: number, title: string) =>
  call(
    'POST',
    `${url}/api/auth/firebase/saveDoc`,
    { name, collection: 'news', locale: 'it', data: { title }, revision },
    auth,
  );

describe('backup while the site serves writes, restore into an empty folder', () => {
  let site: ClusterGateway;
  let restored: ClusterGateway | undefined;
  afterAll(async () => {
    await site?.stop();
    await restored?.stop();
  });

  it('brings back records, documents, users and sessions as they were at the backup', async () => {
    const dataDir = join(scratch, 'site');
    site = await startCluster({ WORKERS: '1', SHUTDOWN_TIMEOUT_MS: '2000' }, dataDir);
    const auth = await signIn(site.url);
    mkdirSync(join(dataDir, 'uploads', 'archivio', 'it', '2026'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'archivio', 'it', '2026', 'pianta.png'), 'not really a png');
    expect((await save(site.url, auth, 'prima', 0, 'Salvata prima del backup')).status).toBe(200);
    const search = JSON.parse(
      (await call('POST', `${site.url}/api/public/catalogue/search`, { limit: 5 })).text,
    );

    // A manager keeps saving while the backup runs.
    let saving = true;
    let revision = 0;
    const acked: number[] = [];
    const writer = (async () => {
      while (saving) {
        const res = await save(site.url, auth, 'durante', revision, `revisione ${revision + 1}`);
        expect(res.status).toBe(200);
        revision = JSON.parse(res.text).revision;
        acked.push(revision);
      }
    })();
    while (acked.length < 3) await new Promise((r) => setTimeout(r, 20));
    const before = revision;
    const dest = join(scratch, 'backup');
    const backup = await cli('backup', [dest], { DATA_DIR: dataDir });
    const during = acked.length;
    saving = false;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    expect(during).toBeGreaterThan(3); // saves went on during the backup

    const files = await treeFiles(dest);
    expect(files).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'content/content.sqlite',
        'catalogue/data_it.ndjson',
        'secrets/session-secret',
        'uploads/archivio/it/2026/pianta.png',
      ]),
    );
    expect(files.some((f) => f.endsWith('-wal') || f.startsWith('run/'))).toBe(false);
    await site.stop();

    // Restore refuses a folder that is not empty, unless told.
    const busy = await cli('restore', [dest], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.out).toContain('is not empty');

    const fresh = join(scratch, 'restored');
    const restore = await cli('restore', [dest], { DATA_DIR: fresh });
    expect(restore.code, restore.out).toBe(0);
    restored = await startCluster({ WORKERS: '1', SHUTDOWN_TIMEOUT_MS: '2000' }, fresh);

    // The session opened before the backup still works on the restored site.
    const profile = await call('GET', `${restored.url}/api/auth/profile`, undefined, { cookie: auth.cookie });
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.text).email).toBe(MANAGER.email);
    // Same records.
    const again = JSON.parse(
      (await call('POST', `${restored.url}/api/public/catalogue/search`, { limit: 5 })).text,
    );
    expect(again.count).toBe(search.count);
    expect(again.data.map((r: { id: string }) => r.id)).toEqual(search.data.map((r: { id: string }) => r.id));
    // Documents: the one saved before, and the one being saved at a revision the backup caught.
    const doc = async (name: string) =>
      JSON.parse(
        (
          await call('POST', `${restored!.url}/api/public/firebase/getDocBySlug`, {
            name,
            collection: 'news',
          })
        ).text,
      );
    expect((await doc('prima')).data.title).toBe('Salvata prima del backup');
    const caught = await doc('durante');
    expect(caught.revision).toBeGreaterThanOrEqual(before);
    expect(caught.revision).toBeLessThanOrEqual(acked.at(-1)!);
    expect(caught.data.title).toBe(`revisione ${caught.revision}`);
    // Users: the manager signs in with the same password.
    expect((await call('POST', `${restored.url}/api/public/login`, MANAGER)).status).toBe(200);
    // Uploads.
    expect(await readFile(join(fresh, 'uploads', 'archivio', 'it', '2026', 'pianta.png'), 'utf8')).toBe(
      'not really a png',
    );

    // And a restore over a running site is refused, even with --force.
    const running = await cli('restore', [dest, '--force'], { DATA_DIR: fresh });
    expect(running.code).toBe(1);
    expect(running.out).toContain('stop it first');
  }, 240_000);
});
