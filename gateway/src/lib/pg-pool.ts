import pg from 'pg';

export interface PgPoolOptions {
  max?: number;
  /** statement_timeout (ms) for every statement of every connection. */
  statementTimeoutMs?: number;
  /** Shown in pg_stat_activity: which part of the gateway holds the connection. */
  applicationName: string;
}

/**
 * The one way the gateway opens PostgreSQL (catalogue and content stores alike): a pg Pool whose
 * connections carry a statement timeout, a connect timeout (a stopped server answers quickly
 * instead of hanging a request) and whose clients' errors, idle or checked out, are logged instead
 * of crashing the process when the server goes away.
 */
export function openPgPool(url: string, options: PgPoolOptions, log?: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 5000,
    query_timeout: (options.statementTimeoutMs ?? 5000) + 2000,
    application_name: options.applicationName,
    // No JIT compilation: the gateway's statements are short by design (a request's statement
    // timeout), where compiling costs more than it saves: a 500k-row date range count at 1M records
    // spent 20-60 ms of its ~75 in JIT. A DATABASE_URL naming its own `options` keeps them.
    options: '-c jit=off',
  });
  pool.on('error', (err) => log?.(err));
  // The pool listens to its idle clients only: a connection the server ends while it is checked
  // out (a background count or term head when PostgreSQL is stopped or restarted) emitted 'error'
  // with no listener, which crashes the process. Its query still fails with the error.
  pool.on('connect', (client) => client.on('error', (err) => log?.(err)));
  return pool;
}

export interface TransactionOptions {
  /** SET LOCAL statement_timeout for this transaction (0: none), e.g. a long import merge. */
  statementTimeoutMs?: number;
}

/**
 * `work` inside BEGIN ... COMMIT on a connection the caller holds (a migration under its session
 * lock), rolled back when it throws (the error goes up).
 */
export async function transaction<T>(
  client: pg.ClientBase,
  work: (client: pg.ClientBase) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  try {
    return await begun(client, work, options);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * `work` inside BEGIN ... COMMIT on a connection of its own from `pool`: the one shape of the
 * gateway's multi-statement writes and long reads. A connection whose transaction failed is closed,
 * not given back: a statement cut by the driver's read limit may still run on it, or a merge `work`
 * started, and the next user must never queue behind it or inherit the open transaction (closing
 * it rolls the transaction back on the server).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    return await begun(client, work, options);
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(failed);
  }
}

async function begun<C extends pg.ClientBase, T>(
  client: C,
  work: (client: C) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  await client.query('BEGIN');
  if (options.statementTimeoutMs !== undefined)
    await client.query(
      `SET LOCAL statement_timeout = ${Math.max(0, Math.floor(options.statementTimeoutMs))}`,
    );
  const result = await work(client);
  await client.query('COMMIT');
  return result;
}

/** Errors that mean the database cannot be reached now (answered 503, never 500). */
export function isPgUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (typeof e.code === 'string' && /^(08|57P0[1-3]|53)/.test(e.code)) return true;
  return /ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Connection terminated|ENOTFOUND|EPIPE/i.test(
    e.message ?? '',
  );
}

/** statement_timeout cancelled the query (SQLSTATE 57014). */
export const isPgTimeout = (err: unknown) => (err as { code?: string } | undefined)?.code === '57014';

/** The server chose this transaction to break a deadlock (40P01) or a serialization conflict (40001). */
export const isPgConflict = (err: unknown) => {
  const code = (err as { code?: string } | undefined)?.code;
  return code === '40P01' || code === '40001';
};

/**
 * Runs a whole write transaction again when the server broke a deadlock or a serialization conflict
 * by rolling it back: nothing of it was kept, and the other side has gone on, so the same work
 * usually passes at the next try (PostgreSQL's own advice for these two codes). Bounded: after
 * `tries` the error goes up. `work` must begin and end its transaction itself.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isPgConflict(err) || attempt >= tries) throw err;
      // A little apart, so two writers broken out of one deadlock do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}
