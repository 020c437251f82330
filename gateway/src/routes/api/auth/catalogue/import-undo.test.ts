import type { CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import {
  CATALOGUE_IMPORTS_PATH,
  type CatalogueImportEntry,
  catalogueImportUndoPath,
} from '@archive/contracts/catalogue-import-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSettings } from '../../../../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../../../../test/postgres/describe-postgres';
import { IMPORTS_UNDOABLE } from '../../../../catalogue/import-undo';
import {
  ADMIN,
  addUser,
  type Browser,
  MANAGER,
  makeApp,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

/** Issue 25: undoing an import from Settings, on both stores that can. */
describe('POST /api/auth/catalogue/imports/:id/undo, embedded store', () => {
  undoRouteTests(async () => ({}));
});

describePostgres('POST /api/auth/catalogue/imports/:id/undo, PostgreSQL store', (server) => {
  undoRouteTests(async () => postgresSettings(await server().createDatabase('import_undo')));
});

const record = (id: number, label: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    table: 'ca_objects',
    preferred_label: label,
    type_id: { id: 10, name: 'fonds' },
    access: 1,
    data: { start: 1800, end: 1850 },
    parent: null,
    parent_path: [],
    ...extra,
  });

function multipart(name: string, lines: string[]) {
  const boundary = '----oa-undo-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(`${lines.join('\n')}\n`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function undoRouteTests(settings: () => Promise<Record<string, string>>) {
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

  /** Runs an import from Settings and answers its id as the list shows it. */
  async function importLines(who: Browser, name: string, lines: string[]): Promise<string> {
    const body = multipart(name, lines);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/catalogue/import',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...who.headers },
    });
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as CatalogueImportEvent;
    expect(last.type).toBe('done');
    // The list is written as the report ends: wait for it to show this import.
    for (let i = 0; i < 100; i++) {
      const list = (await app.inject({ url: CATALOGUE_IMPORTS_PATH, headers: who.headers })).json()
        .data as CatalogueImportEntry[];
      if (list.length && !seen.has(list[0]!.id)) {
        seen.add(list[0]!.id);
        return list[0]!.id;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the import never reached the list');
  }
  const seen = new Set<string>();
  const undo = (id: string, who?: Browser) =>
    app.inject({ method: 'POST', url: catalogueImportUndoPath(id), headers: who?.headers ?? {} });
  const label = async (id: string, locale = 'en') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/record',
      payload: { table: 'ca_objects', id, locale },
    });
    return res.statusCode === 200 ? (res.json().record.preferred_label as string) : res.statusCode;
  };
  const search = async (text: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { locale: 'en', text },
      })
    ).json().count as number;

  /** The OAI-PMH header of an English record, as ListIdentifiers gives it. */
  const oaiHeaderOf = async (id: string) => {
    const res = await app.inject({ url: '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=language:en' });
    const headers = res.body.match(/<header[^>]*>[\s\S]*?<\/header>/g) ?? [];
    return headers.find((h) => h.includes(`en/ca_objects/${id}<`)) ?? '';
  };

  it('removes what an import inserted and restores what it updated, the newest first', async () => {
    const first = await importLines(manager, 'data_en.ndjson', [
      record(7001, 'Undo register one'),
      record(7002, 'Undo register two'),
    ]);
    const second = await importLines(admin, 'data_en.ndjson', [
      record(7002, 'Undo register two, corrected'),
      record(7003, 'Undo register three'),
    ]);
    expect(await label('7002')).toBe('Undo register two, corrected');
    // Both offered for undoing: the store keeps what each replaced.
    const listed = async () =>
      new Map(
        (
          (await app.inject({ url: CATALOGUE_IMPORTS_PATH, headers: manager.headers })).json()
            .data as CatalogueImportEntry[]
        ).map((e) => [e.id, e.undoable]),
      );
    expect([(await listed()).get(first), (await listed()).get(second)]).toEqual([true, true]);
    // Harvesters have seen the new record before it is undone.
    expect(await oaiHeaderOf('7003')).toMatch(/<header>/);

    // The older import shares a record with the newer one: refused, nothing changed.
    const refused = await undo(first, manager);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UNDO_LATER', details: { records: 1 } });
    expect(await label('7001')).toBe('Undo register one');

    const undone = await undo(second, manager);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ removed: 1, restored: 1 });
    expect(await label('7002')).toBe('Undo register two');
    expect(await label('7003')).toBe(404);
    expect(await search('Undo register three')).toBe(0);
    // Harvesters are told: the record the undo removed is an OAI deleted record.
    expect(await oaiHeaderOf('7003')).toMatch(/<header status="deleted">/);
    expect(await search('Undo register')).toBe(2);

    // The list says who undid it and what that did; once is enough.
    const list = (await app.inject({ url: CATALOGUE_IMPORTS_PATH, headers: manager.headers })).json()
      .data as CatalogueImportEntry[];
    expect(list.find((e) => e.id === second)?.undone).toMatchObject({
      by: MANAGER.email,
      removed: 1,
      restored: 1,
    });
    expect((await undo(second, manager)).json()).toMatchObject({ code: 'UNDO_DONE' });
    expect((await listed()).get(second)).toBe(false);

    // With the later one undone, the first can go too: the catalogue is as before both.
    const both = await undo(first, admin);
    expect(both.json()).toEqual({ removed: 2, restored: 0 });
    expect(await label('7001')).toBe(404);
    expect(await label('7002')).toBe(404);
  });

  it('restores a record an import made private, and the visitor sees it again', async () => {
    const shown = await importLines(manager, 'data_en.ndjson', [record(7101, 'Undo visible letter')]);
    const hiding = await importLines(manager, 'data_en.ndjson', [
      record(7101, 'Undo visible letter', { access: 0 }),
    ]);
    expect(await label('7101')).toBe(404);
    expect((await undo(hiding, manager)).json()).toEqual({ removed: 0, restored: 1 });
    expect(await label('7101')).toBe('Undo visible letter');
    expect(shown).not.toBe(hiding);
  });

  it(`offers only the newest ${IMPORTS_UNDOABLE} imports for undoing, and says why not the older`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= IMPORTS_UNDOABLE; i++)
      ids.push(await importLines(manager, 'data_en.ndjson', [record(7300 + i, `Undo kept ${i}`)]));
    const list = (await app.inject({ url: CATALOGUE_IMPORTS_PATH, headers: manager.headers })).json()
      .data as CatalogueImportEntry[];
    const undoable = (id: string) => list.find((e) => e.id === id)?.undoable;
    expect(undoable(ids[0]!)).toBe(false);
    expect(ids.slice(1).map(undoable)).toEqual(ids.slice(1).map(() => true));
    expect((await undo(ids[0]!, manager)).json()).toMatchObject({ code: 'UNDO_UNAVAILABLE' });
    expect(await label('7300')).toBe('Undo kept 0');
  });

  it('is for managers and admins only, and refuses ids it never listed', async () => {
    const id = await importLines(manager, 'data_en.ndjson', [record(7201, 'Undo guarded')]);
    expect((await undo(id)).statusCode).toBe(401);
    expect((await undo(id, viewer)).statusCode).toBe(403);
    expect(await label('7201')).toBe('Undo guarded');
    expect((await undo('00000000-0000-0000-0000-000000000000', manager)).statusCode).toBe(404);
    for (const hostile of ['__proto__', 'constructor', '..%2F..%2Fetc', 'x'.repeat(65)]) {
      const res = await undo(hostile, manager);
      expect([400, 404]).toContain(res.statusCode);
    }
  });
}
