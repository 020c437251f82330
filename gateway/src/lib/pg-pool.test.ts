import { expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { openPgPool } from './pg-pool';

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
});
