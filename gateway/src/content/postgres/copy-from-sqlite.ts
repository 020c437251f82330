import Database from 'better-sqlite3';
import type pg from 'pg';
import { inTransaction } from '../../lib/pg-pool';
import { docSortKey, type StoredDoc } from '../port';

export interface CopyReport {
  documents: { copied: number; kept: number };
  users: { copied: number; kept: number };
  records: { copied: number; kept: number };
}

interface DocRow {
  collection: string;
  locale: string;
  name: string;
  revision: number;
  published: number;
  updated_at: string;
  updated_by: string | null;
  data: string;
}

/**
 * Moves a site from the embedded content store to PostgreSQL: every document (with its revision,
 * date and author), user and keyed record of DATA_DIR/content/content.sqlite, in one transaction.
 * What the database already holds wins (ON CONFLICT DO NOTHING), so running it twice, or after the
 * first gateway seeded the demo, copies nothing twice and overwrites nothing: the report says what
 * was kept. The SQLite file is opened read-only.
 */
export async function copyFromSqlite(file: string, pool: pg.Pool): Promise<CopyReport> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const report: CopyReport = {
    documents: { copied: 0, kept: 0 },
    users: { copied: 0, kept: 0 },
    records: { copied: 0, kept: 0 },
  };
  const count = (part: { copied: number; kept: number }, inserted: number | null) => {
    if (inserted) part.copied++;
    else part.kept++;
  };
  try {
    return await inTransaction(pool, async (client) => {
      for (const row of sqlite.prepare('SELECT * FROM documents').iterate() as Iterable<DocRow>) {
        const data = JSON.parse(row.data) as Record<string, unknown>;
        const sortKey = docSortKey({ data, updatedAt: row.updated_at } as StoredDoc);
        const result = await client.query(
          `INSERT INTO content_documents
           (collection, locale, name, revision, published, updated_at, updated_by, sort_key, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [
            row.collection,
            row.locale,
            row.name,
            row.revision,
            row.published === 1,
            row.updated_at,
            row.updated_by,
            sortKey,
            row.data,
          ],
        );
        count(report.documents, result.rowCount);
      }
      const users = sqlite.prepare('SELECT id, email, data FROM users').iterate() as Iterable<{
        id: string;
        email: string;
        data: string;
      }>;
      for (const row of users) {
        const result = await client.query(
          'INSERT INTO content_users (id, email, data) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [row.id, row.email, row.data],
        );
        count(report.users, result.rowCount);
      }
      const records = sqlite.prepare('SELECT kind, id, data, expires_at FROM records').iterate() as Iterable<{
        kind: string;
        id: string;
        data: string;
        expires_at: number | null;
      }>;
      for (const row of records) {
        const result = await client.query(
          'INSERT INTO content_records (kind, id, data, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [row.kind, row.id, row.data, row.expires_at === null ? null : Math.ceil(row.expires_at)],
        );
        count(report.records, result.rowCount);
      }
      return report;
    });
  } finally {
    sqlite.close();
  }
}
