import type { CatalogueRecord } from '@archive/contracts/catalogue';
import pg from 'pg';
import { copyIn, copyLine } from '../../src/catalogue/postgres/copy-in';
import { CATALOGUE_MIGRATIONS, migrateCatalogue } from '../../src/catalogue/postgres/migrations';
import { PAGE_TEXT_APART_MIGRATION } from '../../src/catalogue/postgres/page-text-apart';
import { PAGES_TABLE_MIGRATION } from '../../src/catalogue/postgres/pages-table';
import { DATA_COLUMNS, dataRow, docJson } from '../../src/catalogue/postgres/row-shape';
import { copySql, dataMergeSql, stageTableSql } from '../../src/catalogue/postgres/staged-upsert';
import type { PgServer } from '../postgres/pg-server';

/** Columns later migrations added (13: before it, a record's pages were inside its doc). */
const ADDED_COLUMNS: [version: number, columns: string[]][] = [
  [PAGE_TEXT_APART_MIGRATION.version, ['fulltext_pages', 'fulltext_boxes']],
  [PAGES_TABLE_MIGRATION.version, ['fulltext_page_terms']],
];

/** A record's row as the gateway of `version` wrote it. */
function rowBefore(version: number, doc: CatalogueRecord): unknown[] {
  const row = dataRow('it', doc);
  if (version > PAGE_TEXT_APART_MIGRATION.version) return row;
  row[DATA_COLUMNS.indexOf('doc')] = docJson(doc);
  return row;
}

/**
 * A database as an older gateway left it, for the upgrade tests of a migration: the migrations
 * before `version` applied, `docs` (Italian) merged the way the import does, the locale's generation
 * set. Answers its URL; open it with PgCatalogueStore to upgrade it.
 */
export async function databaseBefore(
  server: PgServer,
  name: string,
  version: number,
  docs: CatalogueRecord[],
): Promise<string> {
  const url = await server.createDatabase(name);
  const pool = new pg.Pool({ connectionString: url });
  try {
    await migrateCatalogue(
      pool,
      CATALOGUE_MIGRATIONS.filter((m) => m.version < version),
    );
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(stageTableSql('data'));
      await copyIn(
        client,
        copySql('data'),
        docs.map((doc, i) => copyLine([i, ...rowBefore(version, doc)])),
        30_000,
      );
      const later = ADDED_COLUMNS.flatMap(([added, columns]) => (added >= version ? columns : []));
      const columns = DATA_COLUMNS.filter((c) => !later.includes(c));
      await client.query(dataMergeSql(columns), [0, docs.length]);
      await client.query(
        "INSERT INTO catalogue_generation (locale, generation) VALUES ('it', 1) ON CONFLICT DO NOTHING",
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
  return url;
}
