import type pg from 'pg';
import { inTransaction } from '../../lib/pg-pool';

/**
 * A read allowed to run longer than a request's statement timeout (a count finishing in the
 * background, a term head read after a publish): its own transaction with `ms` as its statement
 * timeout, and the driver's own limit 2 s later in case the server's cancel does not come
 * (inTransaction closes a connection that failed mid-statement rather than reusing it).
 */
export function timedRead<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  ms: number,
): Promise<R[]> {
  return inTransaction(
    pool,
    async (client) =>
      (await client.query<R>({ text: sql, values: params, query_timeout: ms + 2000 } as pg.QueryConfig)).rows,
    { statementTimeoutMs: ms },
  );
}
