import pg from 'pg';
import { expect, it } from 'vitest';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { describePostgres } from '../postgres/describe-postgres';
import { until } from '../until';

/**
 * Two writers of one locale meeting in the other order: an import batch and another transaction
 * (an undo, another gateway's import) each holding a record row and the locale's write stamp
 * (migration 10) the other one needs. PostgreSQL breaks the deadlock by rolling one back; the
 * batch is then written again whole instead of failing the import. Waits are bounded polls.
 */

describePostgres('PostgreSQL catalogue: writers that deadlock', (server) => {
  it('writes an import batch again when the server broke a deadlock by rolling it back', async () => {
    const url = await server().createDatabase('write_conflicts');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [
          testRecord('8001', { preferred_label: 'Primo' }),
          testRecord('8002', { preferred_label: 'Secondo' }),
        ],
      });
      await store.publish();
      // The other writer holds record 8001's row and, through the stamp trigger, the 'it' stamp row.
      await other.query("SET lock_timeout = '15s'");
      await other.query('BEGIN');
      await other.query(
        "UPDATE catalogue_search SET seq = seq WHERE locale = 'it' AND tbl = 'ca_objects' AND id = '8001'",
      );
      // The batch updates 8002 (its row now held) and waits for the stamp row.
      const batch = store.upsert({
        locale: 'it',
        kind: 'data',
        docs: [testRecord('8002', { preferred_label: 'Secondo, corretto' })],
      });
      batch.catch(() => {});
      const waiting = await until(async () => {
        const rows = await other.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
        );
        return (rows.rowCount ?? 0) > 0;
      });
      expect(waiting).toBe(true);
      // Now the other writer asks for 8002: a cycle. The batch waited first, so the server's
      // deadlock check (deadlock_timeout, 1 s) finds it there and rolls the batch back.
      const otherUpdate = other.query(
        "UPDATE catalogue_search SET seq = seq WHERE locale = 'it' AND tbl = 'ca_objects' AND id = '8002'",
      );
      await otherUpdate;
      await other.query('COMMIT');
      expect(await batch).toEqual({ inserted: 0, updated: 1 });
      await store.publish();
      expect((await store.record('it', 'ca_objects', '8002'))?.record.preferred_label).toBe(
        'Secondo, corretto',
      );
      expect((await store.record('it', 'ca_objects', '8001'))?.record.preferred_label).toBe('Primo');
    } finally {
      await other.end().catch(() => {});
      await store.close();
    }
  }, 60_000);
});
