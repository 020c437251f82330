import { resolve } from 'node:path';
import { z } from 'zod';

/** Settings every part of the gateway needs. Section files (catalogue.ts, content.ts, site.ts) add their own. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    // Absolute from here on: @fastify/static refuses a relative root, and a relative folder would
    // follow whatever the process's working directory happens to be.
    .transform((dir) => resolve(dir))
    .describe('Snapshots, embedded stores, uploads, outbox (relative to the working directory)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'Public origin, e.g. https://archivio.example.org: every absolute link the gateway makes uses it',
    ),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe('Without PUBLIC_URL: Host names (host or host:port) links may be built from; others get none'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .describe('Comma-separated origins allowed by CORS; empty = closed'),
};
