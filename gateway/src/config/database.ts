import { z } from 'zod';

/**
 * PostgreSQL settings, shared by the PostgreSQL catalogue store (CATALOGUE_STORE=postgres) and
 * content store (CONTENT_STORE=postgres). One database holds both; gateways on several machines
 * point at the same one. Opened through one pool factory: src/lib/pg-pool.ts.
 */
export const databaseConfigShape = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .describe(
      'PostgreSQL, e.g. postgres://archive:secret@db.example.org:5432/archive; required by the postgres stores',
    ),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .describe(
      'Optional streaming replica for catalogue reads; writes and read-your-writes go to DATABASE_URL',
    ),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(10)
    .describe('Connections per pool per gateway process'),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(5000)
    .describe('statement_timeout of every query: a runaway query is cancelled and answered 503'),
};
