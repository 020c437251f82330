import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { inTransaction } from '../../lib/pg-pool';

/** The numbered SQL files beside this module: 001-initial.sql, 002-shared-state.sql, ... */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .flatMap((file) => {
      const match = /^(\d{3})-([a-z0-9-]+)\.sql$/.exec(file);
      return match
        ? [{ version: Number(match[1]), name: match[2] ?? file, sql: readFileSync(`${dir}/${file}`, 'utf8') }]
        : [];
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Any fixed number works as long as every gateway uses the same one; this one spells "oa-cntnt".
 * The catalogue store takes its own key, so the two never wait for each other.
 */
export const CONTENT_MIGRATION_LOCK = 0x6f612d636e746e74n;

export interface MigrationResult {
  applied: number[];
  /** Versions the database has that this gateway does not know (a newer gateway migrated it). */
  unknown: number[];
}

/**
 * Brings the content schema up to date: one transaction under a transaction-scoped advisory lock,
 * so gateways starting together queue here; the first applies what is missing, the others then
 * find it recorded in content_schema_migrations and apply nothing (the table is the content
 * store's own, so the catalogue store's migrations, in the same database, never collide with it). A failing file rolls everything back
 * (the database stays at its previous version). Migrations only add, so a gateway still on the
 * previous version keeps working beside an upgraded database; `upTo` stops early (tests build an
 * older schema with it).
 */
export async function migrate(
  pool: pg.Pool,
  options: { upTo?: number; migrations?: Migration[] } = {},
): Promise<MigrationResult> {
  const migrations = (options.migrations ?? readMigrations()).filter(
    (m) => options.upTo === undefined || m.version <= options.upTo,
  );
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_MIGRATION_LOCK.toString()]);
    await client.query(`CREATE TABLE IF NOT EXISTS content_schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM content_schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO content_schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    const known = new Set(readMigrations().map((m) => m.version));
    return { applied, unknown: [...done].filter((v) => !known.has(v)).sort((a, b) => a - b) };
  });
}
