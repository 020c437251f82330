import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { describePostgres } from '../postgres/describe-postgres';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from './fixture';
import { postgresCatalogue, postgresSettings } from './postgres-fixture';

/**
 * What only the PostgreSQL catalogue store has: migrations shared by gateways starting together,
 * generations other gateways see, and answers while the database is slow or gone. Waits are
 * bounded polls; nothing asserts how long anything took.
 */
async function until(check: () => Promise<boolean> | boolean, limitMs = 20_000): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const search = { tables: ['ca_objects', 'ca_entities'], locale: 'it', text: 'lettera' };

describePostgres('PostgreSQL catalogue: schema, generations, imports', (server) => {
  it('applies its migrations once when several gateways start together on an empty database', async () => {
    const url = await server().createDatabase('migrations');
    const stores = await Promise.all([1, 2, 3].map(() => PgCatalogueStore.open({ url, pollMs: 0 })));
    const rows = (await stores[0]!.pool.query('SELECT version FROM catalogue_migrations')).rows;
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2, 3]);
    expect(stores.every((s) => s.ready())).toBe(true);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('shows an import published through another store instance in dataVersion and in answers', async () => {
    const url = await server().createDatabase('generations');
    const reader = await PgCatalogueStore.open({ url, pollMs: 100 });
    const writer = await PgCatalogueStore.open({ url, pollMs: 0 });
    try {
      const before = reader.dataVersion('it');
      const beforeEn = reader.dataVersion('en');
      expect(await reader.record('it', 'ca_objects', '7001')).toBeNull();
      expect(
        await writer.upsert({
          locale: 'it',
          kind: 'data',
          docs: [testRecord('7001', { preferred_label: 'Lettera del podestà' }), testRecord('7002')],
        }),
      ).toEqual({ inserted: 2, updated: 0 });
      await writer.publish();
      expect(await until(() => reader.dataVersion('it') !== before)).toBe(true);
      // Only the locale imported changed: the others keep their cached answers.
      expect(reader.dataVersion('en')).toBe(beforeEn);
      expect((await reader.record('it', 'ca_objects', '7001'))?.record.preferred_label).toBe(
        'Lettera del podestà',
      );
      expect(reader.locales()).toEqual(['it']);
      // Upsert by key: the same id again is an update, the last doc of a batch wins.
      expect(
        await writer.upsert({
          locale: 'it',
          kind: 'data',
          docs: [
            testRecord('7001', { preferred_label: 'Prima' }),
            testRecord('7001', { preferred_label: 'Seconda' }),
          ],
        }),
      ).toEqual({ inserted: 0, updated: 1 });
      expect((await reader.record('it', 'ca_objects', '7001'))?.record.preferred_label).toBe('Seconda');
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('keeps a record whose text holds a NUL character instead of failing the import', async () => {
    const url = await server().createDatabase('nul');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    try {
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('1', { preferred_label: 'Uno\u0000due' })],
      });
      expect((await store.record('it', 'ca_objects', '1'))?.record.preferred_label).toBe('Uno\ufffddue');
    } finally {
      await store.close();
    }
  });
});

describePostgres('PostgreSQL catalogue: a slow or stopped database', (server) => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
  let url: string;
  beforeAll(async () => {
    dataDir = await makeCatalogueDir(50);
    url = await postgresCatalogue(server(), dataDir);
    app = await buildCatalogueApp(dataDir, {
      ...postgresSettings(url),
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await app?.close();
    await removeDir(dataDir);
  });
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload });
  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json();

  it('waits at start for a database that is not up yet', async () => {
    await server().halt();
    const opening = PgCatalogueStore.open({ url, pollMs: 0 });
    let opened = false;
    opening.then(
      () => {
        opened = true;
      },
      () => {},
    );
    // Still waiting (not failed) while the server is down.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(opened).toBe(false);
    await server().resume();
    const store = await opening;
    expect(store.ready()).toBe(true);
    expect((await store.record('it', 'ca_objects', '90002'))?.record.id).toBe('90002');
    await store.close();
  });

  it('answers 503 CATALOGUE_TIMEOUT when statement_timeout cancels a query, and recovers', async () => {
    // Another session holds the table: every read waits until statement_timeout cancels it.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE catalogue_data IN ACCESS EXCLUSIVE MODE');
      const res = await post(search);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'CATALOGUE_TIMEOUT' });
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect((await post(search)).statusCode).toBe(200);
  });

  it('answers 503 while PostgreSQL is stopped, health says so, and both recover by themselves', async () => {
    expect((await post(search)).statusCode).toBe(200);
    await server().halt();
    try {
      // A search never asked before: one asked before may be answered from the counts cache.
      const res = await post({ ...search, text: 'fermato' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'CATALOGUE_UNAVAILABLE' });
      const record = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/record',
        payload: { table: 'ca_objects', id: '90002', locale: 'it' },
      });
      expect(record.statusCode).toBe(503);
      expect(await until(async () => (await health()).stores.catalogue === false)).toBe(true);
    } finally {
      await server().resume();
    }
    expect(await until(async () => (await health()).stores.catalogue === true)).toBe(true);
    expect(await until(async () => (await post(search)).statusCode === 200)).toBe(true);
  });
});
