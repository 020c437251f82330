import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { copyFromSqlite } from '../content/postgres/copy-from-sqlite';
import { PostgresContentStore } from '../content/postgres-store';

/**
 * Moves a site's content from the embedded store to PostgreSQL before switching to
 * CONTENT_STORE=postgres (documents with their revisions, users, sessions, counters, sign-ups):
 *
 *   DATA_DIR=./data DATABASE_URL=postgres://... node --import tsx gateway/src/cli/content-to-postgres.ts
 *
 * Migrates the database first; what it already holds is kept. The remotes registry is taken from
 * DATA_DIR by the first gateway that starts on the database. Exit codes: 0 done, 1 failed, 2 usage.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const file = join(resolve(config.DATA_DIR), 'content', 'content.sqlite');
  if (!config.DATABASE_URL || !existsSync(file)) {
    console.error(
      `usage: DATA_DIR (holding content/content.sqlite) and DATABASE_URL must be set; looked for ${file}`,
    );
    process.exit(2);
  }
  const store = await PostgresContentStore.open(config.DATABASE_URL, { waitMs: 5000 });
  try {
    const report = await copyFromSqlite(file, store.pool);
    for (const [part, { copied, kept }] of Object.entries(report))
      console.log(`${part}: ${copied} copied, ${kept} already in the database (kept)`);
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
