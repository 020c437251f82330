import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** A CIDR: IPv4 `a.b.c.d/n` or IPv6 `x::y/n`, or a single address (a /32 or /128). */
const cidrList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)), {
      message: 'a comma-separated list of addresses or CIDRs such as 10.0.0.0/8, ::1',
    });

/** Serving under load and the operator's tools: workers, restarts, metrics (issue 22). */
export const opsConfigShape = {
  WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(availableParallelism())
    .describe('Worker processes serving HTTP (node:cluster); 1 = one process, no primary'),
  WORKER_CONNECTIONS: z
    .enum(['fewest', 'round-robin'])
    .default('fewest')
    .describe(
      "How the primary deals new connections: to the worker holding the fewest open ones, or Node's round-robin",
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(10_000)
    .describe('On SIGTERM or a restart: how long in-flight requests may take before the process exits'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .describe('Bearer token that opens GET /metrics from any address'),
  METRICS_ALLOW: cidrList('127.0.0.1/32,::1/128').describe(
    'Addresses (CIDRs) that may read GET /metrics without the token; empty = none',
  ),
  CATALOGUE_IPC_SOCKET: z
    .string()
    .optional()
    .describe('Set by the primary for its workers: the Unix socket of the catalogue it holds'),
  CATALOGUE_IPC_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe("A worker's longest wait for a catalogue call answered by the primary (imports: 10x)"),
};
