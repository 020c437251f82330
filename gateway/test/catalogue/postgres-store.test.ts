import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import type { SearchRequest } from '../../src/catalogue/port';
import { CATALOGUE_MIGRATIONS } from '../../src/catalogue/postgres/migrations';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { describePostgres } from '../postgres/describe-postgres';
import { until } from '../until';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from './fixture';
import { postgresCatalogue, postgresSettings, withStore } from './postgres-fixture';
import { searchRequest } from './search-request';

/**
 * What only the PostgreSQL catalogue store has: migrations shared by gateways starting together,
 * generations other gateways see, and answers while the database is slow or gone. Waits are
 * bounded polls; nothing asserts how long anything took.
 */

const search = { tables: ['ca_objects', 'ca_entities'], locale: 'it', text: 'lettera' };

describePostgres('PostgreSQL catalogue: schema, generations, imports', (server) => {
  it('applies its migrations once when several gateways start together on an empty database', async () => {
    const url = await server().createDatabase('migrations');
    const stores = await Promise.all([1, 2, 3].map(() => PgCatalogueStore.open({ url, pollMs: 0 })));
    const rows = (await stores[0]!.pool.query('SELECT version FROM catalogue_migrations')).rows;
    // Each migration once (1: tables; issue 23: 2 page text columns, 3 words for corrections, 4 suggestions, 5 their "starts with" btrees).
    expect(rows.map((r) => r.version)).toEqual(CATALOGUE_MIGRATIONS.map((m) => m.version));
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
    await withStore(server(), 'nul', async (store) => {
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('1', { preferred_label: 'Uno\u0000due' })],
      });
      expect((await store.record('it', 'ca_objects', '1'))?.record.preferred_label).toBe('Uno\ufffddue');
    });
  });
});

describePostgres('PostgreSQL catalogue: imports copied in bulk, pages walked by label', (server) => {
  const request = (over: Partial<SearchRequest>) => searchRequest({ limit: 10, facetSize: 1, ...over });
  const page = (store: PgCatalogueStore, skip: number, limit: number, order: 'asc' | 'desc') =>
    store.search('it', request({ sort: { field: 'preferred_label', order }, skip, limit }));

  it('imports a batch of several COPY parts whole: counts, line order, text COPY must escape', async () => {
    await withStore(server(), 'copy', async (store) => {
      // Characters COPY's text format and array literals reserve, in a label, a metadata value,
      // the ancestors and a facet id: a record must come back exactly as imported.
      const odd = 'tab\there\nnew\\line "quoted" {braces}, back\\slash \\N';
      const docs = Array.from({ length: 2600 }, (_, i) =>
        testRecord(String(i + 1), {
          preferred_label: i === 1234 ? `Carta ${odd}` : `Carta ${i + 1}`,
          parent_path: i === 1234 ? ['1', odd] : [],
          metadati: [{ fieldCode: 'note', label: 'Note', value: i === 1234 ? `Nota ${odd}` : 'Nota' }],
          filtri: [{ id: i === 1234 ? `f-${odd}` : 'f-1', name: 'Fondo', type: 'common', path: '/fondo' }],
        }),
      );
      expect(await store.upsert({ locale: 'it', kind: 'data', docs })).toEqual({
        inserted: 2600,
        updated: 0,
      });
      const odd1235 = (await store.record('it', 'ca_objects', '1235'))?.record;
      expect(odd1235?.preferred_label).toBe(`Carta ${odd}`);
      expect(odd1235?.parent_path).toEqual(['1', odd]);
      expect(odd1235?.metadati[0]?.value).toBe(`Nota ${odd}`);
      expect(odd1235?.filtri[0]?.id).toBe(`f-${odd}`);
      // Re-imported: updates, and the records replaced move after the others in their new order.
      const again = [docs[5]!, docs[0]!];
      expect(await store.upsert({ locale: 'it', kind: 'data', docs: again })).toEqual({
        inserted: 0,
        updated: 2,
      });
      await store.publish();
      // No record has a date: by date is by place.
      const everything = await store.search(
        'it',
        request({ sort: { field: 'data.start', order: 'asc' }, skip: 2590, limit: 20 }),
      );
      expect(everything.count).toBe(2600);
      expect(everything.data.map((r) => r.id)).toEqual([
        '2593',
        '2594',
        '2595',
        '2596',
        '2597',
        '2598',
        '2599',
        '2600',
        '6',
        '1',
      ]);
      // Found by a word of the odd label, as the analyzer made it.
      expect((await page(store, 0, 5, 'asc')).count).toBe(2600);
      const found = await store.search('it', request({ terms: [{ text: 'braces', phrase: false }] }));
      expect(found.data.map((r) => r.id)).toEqual(['1235']);
    });
  });

  it('keeps one record when two ids differ only by a NUL and its replacement in one batch', async () => {
    await withStore(server(), 'nulkeys', async (store) => {
      const result = await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [
          testRecord('a\u0000', { preferred_label: 'Prima' }),
          testRecord('a\ufffd', { preferred_label: 'Seconda' }),
        ],
      });
      expect(result).toEqual({ inserted: 1, updated: 0 });
      expect((await store.record('it', 'ca_objects', 'a\ufffd'))?.record.preferred_label).toBe('Seconda');
    });
  });

  it('walks every page by label, both ways, as one long page gives them (ties by place)', async () => {
    await withStore(server(), 'keyset', async (store) => {
      // Labels equal but for case and accents sort as ties (collation level 1), then by place.
      const labels = ['Città', 'citta', 'Àncora', 'ancora', 'Zeta', 'beta', 'Beta', 'alfa 10', 'alfa 9'];
      const docs = Array.from({ length: 60 }, (_, i) =>
        testRecord(String(i + 1), { preferred_label: labels[i % labels.length]! }),
      );
      await store.upsert({ locale: 'it', kind: 'data', docs });
      await store.publish();
      for (const order of ['asc', 'desc'] as const) {
        const whole = (await page(store, 0, 100, order)).data.map((r) => r.id);
        const walked: string[] = [];
        for (let skip = 0; skip < 60; skip += 7)
          walked.push(...(await page(store, skip, 7, order)).data.map((r) => r.id));
        expect(walked).toEqual(whole);
        // A page asked out of turn (not the next one) is still the right one.
        expect((await page(store, 14, 7, order)).data.map((r) => r.id)).toEqual(whole.slice(14, 21));
      }
    });
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
    // Another session holds the tables (a search counts in catalogue_search, pages read
    // catalogue_data): every read waits until statement_timeout cancels it.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE catalogue_data, catalogue_search IN ACCESS EXCLUSIVE MODE');
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
