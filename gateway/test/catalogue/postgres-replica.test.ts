import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { describePostgres } from '../postgres/describe-postgres';
import { type PgServer, startPostgres } from '../postgres/pg-server';
import { until } from '../until';
import { searchRequest } from './search-request';

/**
 * DATABASE_READ_URL: catalogue reads go to a streaming replica (made here with pg_basebackup), and
 * a gateway that has just imported reads its own import from the primary until the replica has
 * replayed it. Replay is paused on the replica to make "not replayed yet" last; waits are bounded.
 */

describePostgres('PostgreSQL catalogue with a read replica', (server) => {
  let replica: PgServer;
  let primaryUrl: string;
  let replicaUrl: string;
  let store: PgCatalogueStore;
  let primary: pg.Client;
  let standby: pg.Client;

  beforeAll(async () => {
    primaryUrl = await server().createDatabase('catalogue');
    // Schema and a first record on the primary, then the replica copies it.
    const seed = await PgCatalogueStore.open({ url: primaryUrl, pollMs: 0 });
    await seed.upsert({ locale: 'it', kind: 'data', docs: [testRecord('1', { preferred_label: 'Primo' })] });
    await seed.publish();
    await seed.close();
    const dir = join(dirname(server().dataDir), 'replica');
    await server().tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(server().port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default waits for a spread one (minutes on an idle server).
      '-c',
      'fast',
    ]);
    replica = await startPostgres({ fromDataDir: dir });
    replicaUrl = replica.url.replace(/\/postgres$/, '/catalogue');
    primary = new pg.Client({ connectionString: primaryUrl });
    standby = new pg.Client({ connectionString: replicaUrl });
    // The second test stops the primary on purpose: its connection ending is expected.
    primary.on('error', () => {});
    await primary.connect();
    await standby.connect();
    store = await PgCatalogueStore.open({ url: primaryUrl, readUrl: replicaUrl, pollMs: 100 });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await primary?.end();
    await standby?.end();
    await replica?.stop();
  });

  const label = async (id: string) => (await store.record('it', 'ca_objects', id))?.record.preferred_label;
  const onStandby = async (id: string) =>
    (await standby.query('SELECT 1 FROM catalogue_data WHERE id = $1', [id])).rowCount === 1;

  it('reads from the replica, and its own import from the primary until the replica has it', async () => {
    expect((await standby.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
    expect(await label('1')).toBe('Primo');
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      // Written on the primary by someone else: this gateway reads the paused replica, so not yet.
      await primary.query(
        `UPDATE catalogue_data SET doc = jsonb_set(doc, '{preferred_label}', '"Cambiato altrove"') WHERE id = '1'`,
      );
      expect(await label('1')).toBe('Primo');
      // Its own import: read back at once although the replica has not replayed it.
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('2', { preferred_label: 'Secondo' })],
      });
      await store.publish();
      expect(await onStandby('2')).toBe(false);
      expect(await label('2')).toBe('Secondo');
      expect(await label('1')).toBe('Cambiato altrove');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
    expect(await until(() => onStandby('2'))).toBe(true);
  });

  it('goes back to the replica once it has replayed, and keeps reading it while the primary is down', async () => {
    expect(await until(async () => store.readTarget() === 'replica')).toBe(true);
    // Reads only the replica can answer: the primary stopped.
    await server().halt();
    try {
      expect(await label('2')).toBe('Secondo');
      const page = await store.search('it', searchRequest({ limit: 10, facets: true, facetSize: 5 }));
      expect(page.data.map((r) => r.id)).toEqual(['1', '2']);
    } finally {
      await server().resume();
    }
  });
});
