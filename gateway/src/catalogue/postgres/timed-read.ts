import type pg from 'pg';

/**
 * A read allowed to run longer than a request's statement timeout (a count finishing in the
 * background, a term head read after a publish): its own transaction with `ms` as its statement
 * timeout, and the driver's own limit 2 s later in case the server's cancel does not come. A
 * connection that failed mid-statement is closed rather than reused.
 */
export async function timedRead<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  ms: number,
): Promise<R[]> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL statement_timeout = ${Math.floor(ms)}`);
    const { rows } = await client.query<R>({
      text: sql,
      values: params,
      query_timeout: ms + 2000,
    } as pg.QueryConfig);
    await client.query('COMMIT');
    return rows;
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    client.release(failed);
  }
}
