import type pg from 'pg';
import type { RawFindRequest } from '../port';

/**
 * TODO(integrator): placeholder so the catalogue store type-checks on its own branch. The raw
 * mongo/search and mongo/aggregate translator (another engineer's work, same path) replaces this
 * whole file; until then the PostgreSQL store's raw calls, site query and queryAlbero answer 501.
 */
class RawTranslatorMissing extends Error {
  readonly statusCode = 501;
  readonly code = 'NOT_IMPLEMENTED';
  constructor() {
    super('Raw mongo/* queries are not available on the PostgreSQL catalogue store in this build');
  }
}

export async function rawFindPg(
  _db: pg.Pool | pg.PoolClient,
  _request: RawFindRequest,
): Promise<{ data: Record<string, unknown>[]; count: number }> {
  throw new RawTranslatorMissing();
}

export async function rawAggregatePg(
  _db: pg.Pool | pg.PoolClient,
  _collection: string,
  _pipeline: Record<string, unknown>[],
  _maxRows: number,
): Promise<unknown[]> {
  throw new RawTranslatorMissing();
}
