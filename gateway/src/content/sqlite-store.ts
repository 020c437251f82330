import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import Database from 'better-sqlite3';
import {
  byNewest,
  type ContentStore,
  type DocRow,
  docFromRow,
  EmailTakenError,
  type KeyedRecord,
  type ListDocsQuery,
  normaliseEmail,
  type SaveDocInput,
  StaleRevisionError,
  type StoredDoc,
  type StoredUser,
} from './port';

/**
 * The embedded content store: one SQLite file (better-sqlite3) in WAL mode with synchronous=FULL,
 * so every acknowledged save has been fsynced and survives a SIGKILL or power loss. Writes are
 * synchronous and single-process, which makes the revision check plus write atomic by construction;
 * the transaction makes it atomic against a second process too.
 */
export class SqliteContentStore implements ContentStore {
  readonly kind = 'embedded' as const;
  private readonly db: Database.Database;
  /**
   * Each SQL text prepared once (issue 22): preparing is SQLite parsing and planning the text again,
   * and a signed-in page reads its session, user and the site's revision through here on every
   * render (1.3% of a signed-in record page's CPU went to `prepare` alone). The texts are this
   * file's own constants, a handful in all.
   */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL, locale TEXT NOT NULL, name TEXT NOT NULL,
        revision INTEGER NOT NULL, published INTEGER NOT NULL, updated_at TEXT NOT NULL,
        updated_by TEXT, data TEXT NOT NULL,
        PRIMARY KEY (collection, locale, name)
      );
      CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS records (
        kind TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, expires_at INTEGER,
        PRIMARY KEY (kind, id)
      );
    `);
  }

  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** Whether the file passes SQLite's own consistency check (used by the crash test and health). */
  integrityOk(): boolean {
    return this.db.pragma('integrity_check', { simple: true }) === 'ok';
  }

  async getDoc(collection: DocumentCollection, locale: Locale, name: string) {
    const row = this.sql('SELECT * FROM documents WHERE collection = ? AND locale = ? AND name = ?').get(
      collection,
      locale,
      name,
    ) as DocRow | undefined;
    return row ? docFromRow(row) : undefined;
  }

  async listDocs(q: ListDocsQuery) {
    const rows = this.sql(
      `SELECT * FROM documents WHERE collection = ? AND locale = ?${q.publishedOnly ? ' AND published = 1' : ''}`,
    ).all(q.collection, q.locale) as DocRow[];
    const all = rows.map(docFromRow).sort(byNewest);
    return { data: all.slice(q.skip, q.skip + q.limit), count: all.length };
  }

  async saveDoc(input: SaveDocInput): Promise<StoredDoc> {
    const run = this.db.transaction((): StoredDoc => {
      const current = this.sql(
        'SELECT * FROM documents WHERE collection = ? AND locale = ? AND name = ?',
      ).get(input.collection, input.locale, input.name) as DocRow | undefined;
      const currentRevision = current?.revision;
      if (currentRevision !== input.expectedRevision)
        throw new StaleRevisionError(current && docFromRow(current));
      const doc: StoredDoc = {
        collection: input.collection,
        locale: input.locale,
        name: input.name,
        revision: (currentRevision ?? 0) + 1,
        published: input.published,
        updatedAt: new Date().toISOString(),
        ...(input.updatedBy ? { updatedBy: input.updatedBy } : {}),
        data: input.data,
      };
      this.sql(
        `INSERT INTO documents (collection, locale, name, revision, published, updated_at, updated_by, data)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (collection, locale, name) DO UPDATE SET revision = excluded.revision,
             published = excluded.published, updated_at = excluded.updated_at,
             updated_by = excluded.updated_by, data = excluded.data`,
      ).run(
        doc.collection,
        doc.locale,
        doc.name,
        doc.revision,
        doc.published ? 1 : 0,
        doc.updatedAt,
        doc.updatedBy ?? null,
        JSON.stringify(doc.data),
      );
      return doc;
    });
    return run.immediate();
  }

  async removeDoc(collection: DocumentCollection, locale: Locale, name: string, expectedRevision?: number) {
    const run = this.db.transaction((): boolean => {
      const current = this.sql(
        'SELECT * FROM documents WHERE collection = ? AND locale = ? AND name = ?',
      ).get(collection, locale, name) as DocRow | undefined;
      if (!current) return false;
      if (expectedRevision !== undefined && current.revision !== expectedRevision)
        throw new StaleRevisionError(docFromRow(current));
      this.sql('DELETE FROM documents WHERE collection = ? AND locale = ? AND name = ?').run(
        collection,
        locale,
        name,
      );
      return true;
    });
    return run.immediate();
  }

  async usage() {
    const rows = this.sql(
      'SELECT collection, COUNT(*) AS count, SUM(LENGTH(data)) AS bytes FROM documents GROUP BY collection',
    ).all() as { collection: string; count: number; bytes: number | null }[];
    return Object.fromEntries(rows.map((r) => [r.collection, { count: r.count, bytes: r.bytes ?? 0 }]));
  }

  async getUser(id: string) {
    const row = this.sql('SELECT data FROM users WHERE id = ?').get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as StoredUser) : undefined;
  }

  async findUserByEmail(email: string) {
    const row = this.sql('SELECT data FROM users WHERE email = ?').get(normaliseEmail(email)) as
      | { data: string }
      | undefined;
    return row ? (JSON.parse(row.data) as StoredUser) : undefined;
  }

  async listUsers() {
    const rows = this.sql('SELECT data FROM users ORDER BY email').all() as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as StoredUser);
  }

  private writeUser(user: StoredUser, sql: string) {
    try {
      this.sql(sql).run({ id: user.id, email: normaliseEmail(user.email), data: JSON.stringify(user) });
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new EmailTakenError();
      throw err;
    }
  }

  async createUser(user: StoredUser) {
    this.writeUser(user, 'INSERT INTO users (id, email, data) VALUES (@id, @email, @data)');
  }

  async updateUser(user: StoredUser) {
    this.writeUser(user, 'UPDATE users SET email = @email, data = @data WHERE id = @id');
  }

  async deleteUser(id: string) {
    return this.sql('DELETE FROM users WHERE id = ?').run(id).changes > 0;
  }

  async insertRecord(kind: string, record: KeyedRecord) {
    const result = this.sql(
      'INSERT OR IGNORE INTO records (kind, id, data, expires_at) VALUES (?, ?, ?, ?)',
    ).run(kind, record.id, JSON.stringify(record.value), record.expiresAt ?? null);
    return result.changes > 0;
  }

  async putRecord(kind: string, record: KeyedRecord) {
    this.sql('INSERT OR REPLACE INTO records (kind, id, data, expires_at) VALUES (?, ?, ?, ?)').run(
      kind,
      record.id,
      JSON.stringify(record.value),
      record.expiresAt ?? null,
    );
  }

  async getRecord(kind: string, id: string) {
    const row = this.sql('SELECT id, data, expires_at FROM records WHERE kind = ? AND id = ?').get(
      kind,
      id,
    ) as { id: string; data: string; expires_at: number | null } | undefined;
    return row ? rowToRecord(row) : undefined;
  }

  async deleteRecord(kind: string, id: string) {
    return this.sql('DELETE FROM records WHERE kind = ? AND id = ?').run(kind, id).changes > 0;
  }

  async listRecords(kind: string) {
    const rows = this.sql('SELECT id, data, expires_at FROM records WHERE kind = ? ORDER BY id').all(
      kind,
    ) as {
      id: string;
      data: string;
      expires_at: number | null;
    }[];
    return rows.map(rowToRecord);
  }

  async ready() {
    return this.db.open;
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}

const rowToRecord = (row: { id: string; data: string; expires_at: number | null }): KeyedRecord => ({
  id: row.id,
  value: JSON.parse(row.data) as Record<string, unknown>,
  ...(row.expires_at !== null ? { expiresAt: row.expires_at } : {}),
});
