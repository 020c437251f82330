import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type PgServer,
  postgresMissing,
  postgresRequired,
  type StartOptions,
  startPostgres,
} from './pg-server';

/**
 * A describe block that runs against its own throw-away PostgreSQL server (pg-server.ts). Without
 * PostgreSQL it fails under npm test (PG_REQUIRED=1) and is reported skipped, with the reason, in
 * a targeted run. `server()` gives the running server inside the block's tests and hooks.
 */
export function describePostgres(
  name: string,
  body: (server: () => PgServer) => void,
  options: StartOptions = {},
) {
  const missing = postgresMissing();
  if (missing) {
    if (postgresRequired())
      describe(name, () => {
        it('needs a PostgreSQL server', () => {
          throw new Error(missing);
        });
      });
    else {
      console.warn(`skipped "${name}": ${missing}`);
      describe.skip(name, () => body(() => undefined as unknown as PgServer));
    }
    return;
  }
  describe(name, () => {
    let pg: PgServer | undefined;
    beforeAll(async () => {
      pg = await startPostgres(options);
    }, 60_000);
    afterAll(async () => {
      await pg?.stop();
    });
    body(() => {
      if (!pg) throw new Error('PostgreSQL did not start');
      return pg;
    });
  });
}
