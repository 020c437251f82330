import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CA_EXPORT } from '../../../../../test/catalogue/ca-export';
import { postgresSettings } from '../../../../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../../../../test/postgres/describe-postgres';
import {
  ADMIN,
  addUser,
  type Browser,
  MANAGER,
  makeApp,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

/** A multipart body of files (name, content) and text fields. */
function multipart(files: { name: string; content: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----oa-import-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('POST /api/auth/catalogue/import (Settings), embedded store', () => {
  importRouteTests(async () => ({}));
});

describePostgres('POST /api/auth/catalogue/import (Settings), PostgreSQL store', (server) => {
  importRouteTests(async () => postgresSettings(await server().createDatabase('settings_import')));
});

/** The upload tests, on a gateway whose catalogue store `settings` chooses (an empty catalogue). */
function importRouteTests(settings: () => Promise<Record<string, string>>) {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  let admin: Browser;
  let viewer: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp(await settings()));
    manager = await signIn(app, MANAGER);
    admin = await signIn(app, ADMIN);
    viewer = await signIn(app, await addUser(app, 'viewer'));
  });
  afterAll(() => close());

  const upload = (browser: Browser | undefined, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(browser?.headers ?? {}) },
    });
  const events = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as CatalogueImportEvent);
  const fixture = async (name: string) => ({ name, content: await readFile(join(CA_EXPORT, name)) });

  it('is for managers and admins only', async () => {
    const body = multipart([await fixture('data_en.ndjson')]);
    expect((await upload(undefined, body)).statusCode).toBe(401);
    expect((await upload(viewer, body)).statusCode).toBe(403);
  });

  it('imports a ZIP of a CollectiveAccess export, reporting progress and the same counts as the command', async () => {
    const zip = join(tmpdir(), `oa-ca-export-${process.pid}.zip`);
    execFileSync('zip', [
      '-qj',
      zip,
      ...['data_it', 'data_fr', 'relations_it'].map((n) => join(CA_EXPORT, `${n}.ndjson`)),
    ]);
    const content = await readFile(zip);
    await rm(zip, { force: true });
    const res = await upload(manager, multipart([{ name: 'export.zip', content }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const all = events(res.body);
    expect(all[0]).toEqual({ type: 'received', files: [{ name: 'export.zip', bytes: expect.any(Number) }] });
    expect(all.filter((e) => e.type === 'start').map((e) => e.type === 'start' && e.file)).toEqual([
      'data_it.ndjson',
      'data_fr.ndjson',
      'relations_it.ndjson',
    ]);
    const done = all.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      totals: { inserted: 41, updated: 0, normalised: 40, refused: 3 },
    });
    const it = done?.type === 'done' ? done.reports.find((r) => r.file === 'data_it.ndjson') : undefined;
    expect(it?.errors.map((e) => e.line)).toEqual([15, 17]);
    // This gateway serves the import as soon as the report ends.
    const record = await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/record',
      payload: { table: 'ca_objects', id: '104', locale: 'it' },
    });
    expect(record.json().record).toMatchObject({ dateDisplay: '14 luglio 1789', year: 1789 });
    // Settings lists it with its counts and who ran it (newest first), for managers only.
    const listed = await app.inject({ url: '/api/auth/catalogue/imports', headers: manager.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({
      by: MANAGER.email,
      inserted: 41,
      updated: 0,
      refused: 3,
      files: expect.arrayContaining([
        expect.objectContaining({ file: 'data_it.ndjson', locale: 'it', kind: 'data' }),
      ]),
    });
    expect(
      (await app.inject({ url: '/api/auth/catalogue/imports', headers: viewer.headers })).statusCode,
    ).toBe(403);
  });

  it('takes locale and kind from the fields for one file named otherwise, and skips what it cannot place', async () => {
    const en = await fixture('data_en.ndjson');
    const named = await upload(
      admin,
      multipart([{ name: 'export.jsonl', content: en.content }], { locale: 'en', kind: 'data' }),
    );
    expect(events(named.body).at(-1)).toMatchObject({ type: 'done', totals: { inserted: 19, refused: 0 } });
    const unnamed = await upload(
      admin,
      multipart([{ name: 'export.jsonl', content: en.content }, await fixture('relations_en.ndjson')]),
    );
    const all = events(unnamed.body);
    expect(all).toContainEqual({
      type: 'skipped',
      file: 'export.jsonl',
      reason: expect.stringMatching(/cannot tell locale and kind/),
    });
    expect(all.at(-1)).toMatchObject({ type: 'done', totals: { inserted: 2 } });
  });

  it('says what is wrong with an upload it cannot use', async () => {
    const notZip = await upload(
      manager,
      multipart([{ name: 'export.zip', content: Buffer.from('id;label\n1;x\n') }]),
    );
    expect(events(notZip.body)).toContainEqual({
      type: 'skipped',
      file: 'export.zip',
      reason: expect.stringMatching(/not a ZIP file/),
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload: { file: 'x' },
      headers: manager.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it.each([
    ['without a boundary', 'multipart/form-data'],
    ['cut short', 'multipart/form-data; boundary=----oa-import-boundary'],
  ])('answers 400, not 500, to a multipart body %s (issue 17)', async (_name, contentType) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload: Buffer.from(
        '------oa-import-boundary\r\nContent-Disposition: form-data; name="file"; filename="data_it.ndjson"\r\n\r\n{"id"',
      ),
      headers: { ...manager.headers, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/multipart|Boundary/i);
  });
}
