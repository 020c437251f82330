import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { PostgresContentStore } from '../postgres-store';
import { CONTENT_MIGRATION_LOCK, migrate, readMigrations } from './migrate';

const latest = () => Math.max(...readMigrations().map((m) => m.version));

describePostgres('content schema migrations', (server) => {
  const pools: pg.Pool[] = [];
  const poolFor = (url: string) => {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end()));
  });
  const versions = async (pool: pg.Pool) =>
    (
      await pool.query<{ version: number }>('SELECT version FROM content_schema_migrations ORDER BY 1')
    ).rows.map((r) => r.version);

  it('builds the whole schema in an empty database, and a second start applies nothing', async () => {
    const pool = poolFor(await server().createDatabase('empty_db'));
    const first = await migrate(pool);
    expect(first.applied).toEqual(readMigrations().map((m) => m.version));
    expect(await versions(pool)).toEqual(first.applied);
    expect((await migrate(pool)).applied).toEqual([]);
  });

  it('upgrades a database left at 001 and keeps its documents, users and records', async () => {
    const url = await server().createDatabase('older_db');
    const pool = poolFor(url);
    expect((await migrate(pool, { upTo: 1 })).applied).toEqual([1]);
    // Written as a gateway of the previous version would: only the 001 tables exist.
    await pool.query(
      `INSERT INTO content_documents VALUES ('pages', 'it', 'about', 3, true, '2026-01-01T00:00:00.000Z',
        'a@example.org', 1767225600000, '{"title":"Chi siamo"}')`,
    );
    await pool.query(`INSERT INTO content_users VALUES ('u1', 'ada@example.org', $1)`, [
      JSON.stringify({ id: 'u1', email: 'ada@example.org', roles: ['admin'] }),
    ]);
    await pool.query(`INSERT INTO content_records VALUES ('newsletter', 'x@y.it', '{"n":1}', NULL)`);
    await expect(pool.query('SELECT 1 FROM oai_datestamps')).rejects.toThrow(/does not exist/);

    const store = await PostgresContentStore.open(url);
    try {
      expect(store.migration.applied).toEqual(
        readMigrations()
          .map((m) => m.version)
          .filter((v) => v > 1),
      );
      expect(await versions(pool)).toHaveLength(latest());
      expect(await store.getDoc('pages', 'it', 'about')).toMatchObject({
        revision: 3,
        data: { title: 'Chi siamo' },
      });
      expect((await store.findUserByEmail('Ada@Example.org'))?.id).toBe('u1');
      expect((await store.getRecord('newsletter', 'x@y.it'))?.value).toEqual({ n: 1 });
      expect((await pool.query('SELECT count(*)::int AS n FROM oai_datestamps')).rows[0]?.n).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('two gateways starting at once: one applies the migrations, the other waits and finds them done', async () => {
    const url = await server().createDatabase('race_db');
    const holder = await poolFor(url).connect();
    // Hold the migration lock so both migrators are provably queued behind it before either runs.
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_MIGRATION_LOCK.toString()]);
    const a = migrate(poolFor(url));
    const b = migrate(poolFor(url));
    const waiting = async () =>
      Number(
        (
          await holder.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          )
        ).rows[0]?.n,
      );
    while ((await waiting()) < 2) await new Promise((r) => setTimeout(r, 20));
    await holder.query('COMMIT');
    holder.release();
    const results = await Promise.all([a, b]);
    const applied = results.map((r) => r.applied.length).sort();
    expect(applied).toEqual([0, readMigrations().length]);
    expect(await versions(poolFor(url))).toEqual(readMigrations().map((m) => m.version));
  });

  it('a failing migration leaves the database at its previous version', async () => {
    const pool = poolFor(await server().createDatabase('broken_db'));
    const good = readMigrations().filter((m) => m.version === 1);
    await migrate(pool, { migrations: good });
    await expect(
      migrate(pool, {
        migrations: [...good, { version: 2, name: 'broken', sql: 'CREATE TABLE half (x int); SELECT nope;' }],
      }),
    ).rejects.toThrow();
    expect(await versions(pool)).toEqual([1]);
    await expect(pool.query('SELECT 1 FROM half')).rejects.toThrow(/does not exist/);
  });
});
