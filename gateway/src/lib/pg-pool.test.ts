import { expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { inTransaction, openPgPool } from './pg-pool';

describePostgres('openPgPool', (server) => {
  it('survives the server ending a connection while it is checked out: the error is logged, not thrown', async () => {
    const url = await server().createDatabase('pool_checked_out');
    const logged: Error[] = [];
    const pool = openPgPool(url, { applicationName: 'pool-test' }, (err) => logged.push(err));
    const uncaught: Error[] = [];
    const onUncaught = (err: Error) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const client = await pool.connect();
      await client.query('SELECT 1');
      // Another session ends this one, as a stopping server does (57P01), while it is checked out.
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(logged.map((e) => (e as { code?: string }).code)).toContain('57P01');
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);
      expect(uncaught).toEqual([]);
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  });

  it('inTransaction commits what work did, rolls all of it back when work throws, and closes that connection', async () => {
    const url = await server().createDatabase('pool_transactions');
    const pool = openPgPool(url, { applicationName: 'pool-test', max: 1 });
    try {
      await pool.query('CREATE TABLE t (n int PRIMARY KEY)');
      const pid = await inTransaction(pool, async (client) => {
        await client.query('INSERT INTO t VALUES (1)');
        return (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      });
      let failedPid = 0;
      await expect(
        inTransaction(pool, async (client) => {
          failedPid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
          await client.query('INSERT INTO t VALUES (2)');
          await client.query('INSERT INTO t VALUES (1)'); // duplicate key: the whole transaction goes
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await pool.query('SELECT n FROM t ORDER BY n')).rows).toEqual([{ n: 1 }]);
      // The one pooled connection was kept after the commit, replaced after the failure.
      expect(failedPid).toBe(pid);
      const after = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      expect(after).not.toBe(failedPid);
      // The transaction's statement timeout holds inside it, and only there.
      await expect(
        inTransaction(pool, (client) => client.query('SELECT pg_sleep(2)'), { statementTimeoutMs: 100 }),
      ).rejects.toMatchObject({ code: '57014' });
      expect((await pool.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('5s');
      // Short statements by design: never compiled (openPgPool's jit=off).
      expect((await pool.query('SHOW jit')).rows[0].jit).toBe('off');
    } finally {
      await pool.end();
    }
  });
});
