import { HIDE_RECORD_PATH } from '@archive/contracts/record-visibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSettings } from '../../../../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../../../../test/postgres/describe-postgres';
import {
  addUser,
  type Browser,
  MANAGER,
  makeApp,
  post,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

describe('POST /api/auth/catalogue/hideRecord, embedded store', () => {
  hideRecordTests(async () => ({}));
});

describePostgres('POST /api/auth/catalogue/hideRecord, PostgreSQL store', (server) => {
  hideRecordTests(async () => postgresSettings(await server().createDatabase('hide_record')));
});

function hideRecordTests(settings: () => Promise<Record<string, string>>) {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  let viewer: Browser;
  let target: { table: string; id: string };
  beforeAll(async () => {
    ({ app, close } = await makeApp({ CATALOGUE_SEED_RECORDS: '30', ...(await settings()) }));
    manager = await signIn(app, MANAGER);
    viewer = await signIn(app, await addUser(app, 'viewer'));
    const found = await app.catalogue.store.rawFind({ collection: 'data_it', query: {}, limit: 1, skip: 0 });
    const first = found.data[0] as { table: string; id: string | number };
    target = { table: first.table, id: String(first.id) };
  });
  afterAll(() => close());

  const hide = (body: unknown, who?: Browser) => post(app, HIDE_RECORD_PATH, body, who);

  it('is refused to visitors and to signed-in users below manager, and hides nothing', async () => {
    expect((await hide({ locale: 'it', ...target })).statusCode).toBe(401);
    expect((await hide({ locale: 'it', ...target }, viewer)).statusCode).toBe(403);
    expect(await app.catalogue.store.record('it', target.table, target.id)).not.toBeNull();
  });

  it('refuses hostile bodies with a 400 and answers 404 for a record that is not there', async () => {
    for (const body of [
      { locale: 'it', table: '__proto__', id: '1' },
      { locale: 'it', table: 'ca_objects', id: '../1' },
      { locale: 'it', table: 'ca_objects', id: '1', access: 1 },
      { locale: 'it', table: 'ca_objects', id: 'x'.repeat(5000) },
      JSON.parse('{"locale":"it","table":"ca_objects","id":"1","__proto__":{"admin":true}}'),
    ])
      expect((await hide(body, manager)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await hide({ locale: 'it', table: 'ca_objects', id: '999999999' }, manager)).statusCode).toBe(
      404,
    );
  });

  it('hides the record from visitors in every language it has', async () => {
    const locales: ReturnType<typeof app.catalogue.store.locales> = [];
    for (const l of app.catalogue.store.locales())
      if (await app.catalogue.store.record(l, target.table, target.id)) locales.push(l);
    const res = await hide({ locale: 'it', ...target }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hidden: locales.length });
    for (const l of locales)
      await expect.poll(() => app.catalogue.store.record(l, target.table, target.id)).toBeNull();
    const page = await app.inject({
      url: `/api/public/catalogue/record/${target.table}/${target.id}?locale=it`,
    });
    expect(page.statusCode).toBeGreaterThanOrEqual(400);
    // Hidden already: nothing public is left to hide.
    expect((await hide({ locale: 'it', ...target }, manager)).statusCode).toBe(404);
  });
}
