import type pg from 'pg';
import { timedRead } from './timed-read';

/**
 * Remembered counts and facets whose statement may outlast its request (PgCatalogueStore's counts
 * cache). A selection's count still running when its request gives up (503, as statement_timeout
 * gives) goes on in the background up to COUNTS_FINISH_MS and is remembered when it ends, so the
 * next request for it is answered from memory: at 1M records the whole locale's facets took
 * longer than a request may wait, so they were never remembered and every visit was a 503.
 * At most COUNTS_FINISHING_MAX such statements run at once (each holds a connection); past that a
 * count runs as any other read and stops with its request. Requests asking the same selection
 * while it is counted share its one statement.
 */
export const COUNTS_FINISH_MS = 60_000;
export const COUNTS_FINISHING_MAX = 2;

/** A read of rows: the pool's, or one allowed to finish after its request. */
export type Read = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;

/** One generation's remembered answers and the ones being computed. */
export interface CountsMemo<V> {
  counts: Map<string, V>;
  pending: Map<string, Promise<V>>;
}

export class FinishingCounts {
  private finishing = 0;

  constructor(
    /** The pool reads go to now (the replica's or the primary's). */
    private readonly pool: () => pg.Pool,
    /** A read under the pool's statement timeout. */
    private readonly read: Read,
    private readonly statementTimeoutMs: number,
    /** Answers remembered per generation (0: none). */
    private readonly size: number,
  ) {}

  /** The remembered answer of `key`, or computed (see above) and remembered. */
  remember<V, T extends V>(
    memo: CountsMemo<V>,
    key: string,
    compute: (read: Read) => Promise<T>,
  ): Promise<T> {
    if (memo.counts.has(key)) return Promise.resolve(memo.counts.get(key) as T);
    let pending = memo.pending.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = compute(
        this.finishing < COUNTS_FINISHING_MAX ? (sql, params) => this.finishingQuery(sql, params) : this.read,
      );
      memo.pending.set(key, pending);
      void pending
        .then(
          (value) => {
            if (this.size <= 0) return;
            if (memo.counts.size >= this.size) memo.counts.clear();
            memo.counts.set(key, value);
          },
          () => {},
        )
        .then(() => memo.pending.delete(key));
    }
    return this.withinRequestTime(pending);
  }

  /** `work`, or a timeout (SQLSTATE 57014, as statement_timeout gives) once a request has waited long enough. */
  private withinRequestTime<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(Object.assign(new Error('still counting: answered after the request'), { code: '57014' })),
        this.statementTimeoutMs,
      );
      timer.unref();
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  /** A read under COUNTS_FINISH_MS instead of the pool's statement timeout. */
  private async finishingQuery<R extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<R[]> {
    this.finishing++;
    try {
      return await timedRead<R>(this.pool(), sql, params, COUNTS_FINISH_MS);
    } finally {
      this.finishing--;
    }
  }
}
