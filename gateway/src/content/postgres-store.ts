import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { inTransaction, isPgUnavailable, openPgPool } from '../lib/pg-pool';
import {
  type ContentStore,
  type DocRow,
  docFromRow,
  docSortKey,
  EmailTakenError,
  type KeyedRecord,
  type ListDocsQuery,
  normaliseEmail,
  type SaveDocInput,
  StaleRevisionError,
  type StoredDoc,
  type StoredUser,
} from './port';
import { type MigrationResult, migrate } from './postgres/migrate';

interface RecordRow {
  id: string;
  data: string;
  expires_at: string | null;
}

const toRecord = (row: RecordRow): KeyedRecord => ({
  id: row.id,
  value: JSON.parse(row.data) as Record<string, unknown>,
  // bigint comes back as text from pg; epoch seconds fit a double.
  ...(row.expires_at !== null ? { expiresAt: Number(row.expires_at) } : {}),
});

const UNIQUE_VIOLATION = '23505';
/** The column is a bigint: a fractional expiry (never expected) is rounded up, not refused. */
const expirySeconds = (at: number | undefined) => (at === undefined ? null : Math.ceil(at));
const DOC_KEY = 'collection = $1 AND locale = $2 AND name = $3';
const DOC_COLUMNS = 'collection, locale, name, revision, published, updated_at, updated_by, data';

export interface PostgresContentOptions {
  poolMax?: number;
  /** How long open() waits for a database that cannot be reached yet (30 s). */
  waitMs?: number;
  statementTimeoutMs?: number;
  log?: (err: Error) => void;
}

/**
 * The content store on PostgreSQL (pg), for gateways on several machines sharing one database.
 * Every revision check is one conditional statement (`UPDATE ... WHERE revision = $n`, or an
 * `INSERT ... ON CONFLICT DO NOTHING` for a create), so two gateways saving the same document at
 * once cannot both win, without holding a transaction across round trips. Keyed records are
 * inserted once with ON CONFLICT; a record past its expiry counts as absent there, so a lease a
 * crashed gateway left behind is taken over in the same statement. Bodies are JSON text.
 */
export class PostgresContentStore implements ContentStore {
  readonly kind = 'postgres' as const;

  private constructor(
    readonly pool: pg.Pool,
    readonly migration: MigrationResult,
  ) {}

  /** Opens the pool and brings the schema up to date (migrations under an advisory lock). */
  static async open(url: string, options: PostgresContentOptions = {}): Promise<PostgresContentStore> {
    const pool = openPgPool(
      url,
      {
        applicationName: 'archive-content',
        ...(options.poolMax ? { max: options.poolMax } : {}),
        ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
      },
      options.log,
    );
    // A database that starts after the gateway (a whole site booting at once) is waited for.
    const giveUpAt = Date.now() + (options.waitMs ?? 30_000);
    for (let attempt = 0; ; attempt++) {
      try {
        return new PostgresContentStore(pool, await migrate(pool));
      } catch (err) {
        if (isPgUnavailable(err) && Date.now() < giveUpAt) {
          if (attempt === 0) options.log?.(new Error(`waiting for PostgreSQL: ${(err as Error).message}`));
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        await pool.end().catch(() => {});
        if (isPgUnavailable(err))
          throw new Error(`PostgreSQL at DATABASE_URL cannot be reached: ${(err as Error).message}`, {
            cause: err,
          });
        throw err;
      }
    }
  }

  /** Empties every content table (the contract suite calls it between tests). */
  async dropAll() {
    await this.pool.query('TRUNCATE content_documents, content_users, content_records');
  }

  async getDoc(collection: DocumentCollection, locale: Locale, name: string) {
    const { rows } = await this.pool.query<DocRow>(
      `SELECT ${DOC_COLUMNS} FROM content_documents WHERE ${DOC_KEY}`,
      [collection, locale, name],
    );
    return rows[0] ? docFromRow(rows[0]) : undefined;
  }

  async listDocs(q: ListDocsQuery) {
    const where = `collection = $1 AND locale = $2${q.publishedOnly ? ' AND published' : ''}`;
    const [page, total] = await Promise.all([
      this.pool.query<DocRow>(
        `SELECT ${DOC_COLUMNS} FROM content_documents WHERE ${where}
         ORDER BY sort_key DESC, name COLLATE "C" LIMIT $3 OFFSET $4`,
        [q.collection, q.locale, q.limit, q.skip],
      ),
      this.pool.query<{ count: string }>(`SELECT count(*) AS count FROM content_documents WHERE ${where}`, [
        q.collection,
        q.locale,
      ]),
    ]);
    return { data: page.rows.map(docFromRow), count: Number(total.rows[0]?.count ?? 0) };
  }

  async saveDoc(input: SaveDocInput): Promise<StoredDoc> {
    const doc: StoredDoc = {
      collection: input.collection,
      locale: input.locale,
      name: input.name,
      revision: (input.expectedRevision ?? 0) + 1,
      published: input.published,
      updatedAt: new Date().toISOString(),
      ...(input.updatedBy ? { updatedBy: input.updatedBy } : {}),
      data: input.data,
    };
    const values = [
      doc.collection,
      doc.locale,
      doc.name,
      doc.revision,
      doc.published,
      doc.updatedAt,
      doc.updatedBy ?? null,
      docSortKey(doc),
      JSON.stringify(doc.data),
    ];
    const written =
      input.expectedRevision === undefined
        ? await this.pool.query(
            `INSERT INTO content_documents (${DOC_COLUMNS}, sort_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $9, $8) ON CONFLICT DO NOTHING`,
            values,
          )
        : await this.pool.query(
            `UPDATE content_documents SET revision = $4, published = $5, updated_at = $6,
               updated_by = $7, sort_key = $8, data = $9
             WHERE ${DOC_KEY} AND revision = $10`,
            [...values, input.expectedRevision],
          );
    if (written.rowCount === 1) return doc;
    throw new StaleRevisionError(await this.getDoc(input.collection, input.locale, input.name));
  }

  async removeDoc(collection: DocumentCollection, locale: Locale, name: string, expectedRevision?: number) {
    const removed =
      expectedRevision === undefined
        ? await this.pool.query(`DELETE FROM content_documents WHERE ${DOC_KEY}`, [collection, locale, name])
        : await this.pool.query(`DELETE FROM content_documents WHERE ${DOC_KEY} AND revision = $4`, [
            collection,
            locale,
            name,
            expectedRevision,
          ]);
    if (removed.rowCount === 1) return true;
    if (expectedRevision === undefined) return false;
    const current = await this.getDoc(collection, locale, name);
    if (current) throw new StaleRevisionError(current);
    return false;
  }

  async usage() {
    const { rows } = await this.pool.query<{ collection: string; count: string; bytes: string | null }>(
      `SELECT collection, count(*) AS count, sum(length(data)) AS bytes
       FROM content_documents GROUP BY collection`,
    );
    return Object.fromEntries(
      rows.map((r) => [r.collection, { count: Number(r.count), bytes: Number(r.bytes ?? 0) }]),
    );
  }

  async getUser(id: string) {
    const { rows } = await this.pool.query<{ data: string }>('SELECT data FROM content_users WHERE id = $1', [
      id,
    ]);
    return rows[0] ? (JSON.parse(rows[0].data) as StoredUser) : undefined;
  }

  async findUserByEmail(email: string) {
    const { rows } = await this.pool.query<{ data: string }>(
      'SELECT data FROM content_users WHERE email = $1',
      [normaliseEmail(email)],
    );
    return rows[0] ? (JSON.parse(rows[0].data) as StoredUser) : undefined;
  }

  async listUsers() {
    const { rows } = await this.pool.query<{ data: string }>(
      'SELECT data FROM content_users ORDER BY email COLLATE "C"',
    );
    return rows.map((r) => JSON.parse(r.data) as StoredUser);
  }

  private async writeUser(user: StoredUser, sql: string) {
    try {
      await this.pool.query(sql, [user.id, normaliseEmail(user.email), JSON.stringify(user)]);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
      throw err;
    }
  }

  async createUser(user: StoredUser) {
    // A duplicate id would be a bug, not a taken email: only the email constraint maps to it.
    await this.writeUser(user, 'INSERT INTO content_users (id, email, data) VALUES ($1, $2, $3)');
  }

  async updateUser(user: StoredUser) {
    await this.writeUser(user, 'UPDATE content_users SET email = $2, data = $3 WHERE id = $1');
  }

  async deleteUser(id: string) {
    return (await this.pool.query('DELETE FROM content_users WHERE id = $1', [id])).rowCount === 1;
  }

  async insertRecord(kind: string, record: KeyedRecord) {
    const result = await this.pool.query(
      `INSERT INTO content_records (kind, id, data, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at
       WHERE content_records.expires_at IS NOT NULL AND content_records.expires_at < $5`,
      [
        kind,
        record.id,
        JSON.stringify(record.value),
        expirySeconds(record.expiresAt),
        Math.floor(Date.now() / 1000),
      ],
    );
    return result.rowCount === 1;
  }

  async putRecord(kind: string, record: KeyedRecord) {
    await this.pool.query(
      `INSERT INTO content_records (kind, id, data, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
      [kind, record.id, JSON.stringify(record.value), expirySeconds(record.expiresAt)],
    );
  }

  async getRecord(kind: string, id: string) {
    const { rows } = await this.pool.query<RecordRow>(
      'SELECT id, data, expires_at FROM content_records WHERE kind = $1 AND id = $2',
      [kind, id],
    );
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async deleteRecord(kind: string, id: string) {
    return (
      (await this.pool.query('DELETE FROM content_records WHERE kind = $1 AND id = $2', [kind, id]))
        .rowCount === 1
    );
  }

  async listRecords(kind: string) {
    const { rows } = await this.pool.query<RecordRow>(
      'SELECT id, data, expires_at FROM content_records WHERE kind = $1 ORDER BY id COLLATE "C"',
      [kind],
    );
    return rows.map(toRecord);
  }

  /**
   * A read-modify-write in one transaction under a transaction-scoped advisory lock on the
   * record's key: no lease to leave behind when a gateway dies (PostgreSQL ends its transaction),
   * one connection for four short statements.
   */
  async updateRecord(
    kind: string,
    id: string,
    change: (current: KeyedRecord | undefined) => KeyedRecord | null,
  ): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`record:${kind}:${id}`]);
      const { rows } = await client.query<RecordRow>(
        'SELECT id, data, expires_at FROM content_records WHERE kind = $1 AND id = $2',
        [kind, id],
      );
      const next = change(rows[0] ? toRecord(rows[0]) : undefined);
      if (next)
        await client.query(
          `INSERT INTO content_records (kind, id, data, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (kind, id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
          [kind, id, JSON.stringify(next.value), expirySeconds(next.expiresAt)],
        );
      else if (rows[0])
        await client.query('DELETE FROM content_records WHERE kind = $1 AND id = $2', [kind, id]);
    });
  }

  async deleteExpired(kind: string, beforeSeconds: number) {
    const result = await this.pool.query(
      'DELETE FROM content_records WHERE kind = $1 AND expires_at IS NOT NULL AND expires_at < $2',
      [kind, beforeSeconds],
    );
    return result.rowCount ?? 0;
  }

  /** False (never a hang) when the server cannot be reached: the pool's connect timeout is 2 s. */
  async ready() {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close() {
    await this.pool.end().catch(() => {});
  }
}
