import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';

/**
 * The content port: what the gateway asks of a content store. The embedded SQLite store, the
 * PostgreSQL, MongoDB and Firestore adapters implement it and pass one contract suite
 * (store-contract.ts). Stores know nothing of HTTP; StaleRevisionError is turned into a 409 by the
 * service.
 */

export interface StoredDoc {
  collection: DocumentCollection;
  locale: Locale;
  name: string;
  revision: number;
  published: boolean;
  updatedAt: string;
  updatedBy?: string | undefined;
  data: Record<string, unknown>;
}

/**
 * A document as the SQL stores keep it (and the Firestore adapter, renamed): its keys, revision and
 * publication, and its body as JSON text (stores never query the body field by field).
 */
export interface DocRow {
  collection: string;
  locale: string;
  name: string;
  revision: number;
  /** A boolean, or SQLite's 0/1. */
  published: boolean | number;
  updated_at: string;
  updated_by?: string | null | undefined;
  data: string;
}

/** The one reading of a stored row, so every store answers the same document shape. */
export const docFromRow = (row: DocRow): StoredDoc => ({
  collection: row.collection as DocumentCollection,
  locale: row.locale as Locale,
  name: row.name,
  revision: row.revision,
  published: row.published === true || row.published === 1,
  updatedAt: row.updated_at,
  ...(row.updated_by ? { updatedBy: row.updated_by } : {}),
  data: JSON.parse(row.data) as Record<string, unknown>,
});

export interface SaveDocInput {
  collection: DocumentCollection;
  locale: Locale;
  name: string;
  data: Record<string, unknown>;
  published: boolean;
  updatedBy?: string | undefined;
  /** Revision the editor loaded; undefined means "create, and refuse if it exists". */
  expectedRevision?: number | undefined;
}

export interface ListDocsQuery {
  collection: DocumentCollection;
  locale: Locale;
  publishedOnly: boolean;
  limit: number;
  skip: number;
}

/** Thrown when a save or remove names a revision that is no longer current; nothing was written. */
export class StaleRevisionError extends Error {
  constructor(readonly current: StoredDoc | undefined) {
    super('stale revision');
  }
}

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  surname: string;
  roles: string[];
  passwordHash: string;
  disabled: boolean;
  pins: { id: string; table: string }[];
  profile: Record<string, unknown>;
  createdAt: string;
  lastLoginAt?: string | undefined;
  /** Bumped when the password changes or an admin edits roles: older sessions stop working. */
  sessionVersion: number;
}

/** Thrown by createUser/updateUser when another user already has the email. */
export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

/** Small keyed records: sessions, subscriptions, requests, used reset tokens. */
export interface KeyedRecord {
  id: string;
  value: Record<string, unknown>;
  /** Epoch seconds after which the record may be dropped. */
  expiresAt?: number | undefined;
}

export interface ContentStore {
  readonly kind: 'embedded' | 'mongodb' | 'firestore' | 'postgres';
  getDoc(collection: DocumentCollection, locale: Locale, name: string): Promise<StoredDoc | undefined>;
  listDocs(query: ListDocsQuery): Promise<{ data: StoredDoc[]; count: number }>;
  /** Writes atomically with the revision check; returns the stored document (revision + 1). */
  saveDoc(input: SaveDocInput): Promise<StoredDoc>;
  /** Removes; false when absent. StaleRevisionError when expectedRevision is given and stale. */
  removeDoc(
    collection: DocumentCollection,
    locale: Locale,
    name: string,
    expectedRevision?: number,
  ): Promise<boolean>;
  /** Count and JSON size per collection (all locales). */
  usage(): Promise<Record<string, { count: number; bytes: number }>>;

  getUser(id: string): Promise<StoredUser | undefined>;
  findUserByEmail(email: string): Promise<StoredUser | undefined>;
  listUsers(): Promise<StoredUser[]>;
  createUser(user: StoredUser): Promise<void>;
  updateUser(user: StoredUser): Promise<void>;
  deleteUser(id: string): Promise<boolean>;

  /** Inserts only when absent; answers whether it was inserted. */
  insertRecord(kind: string, record: KeyedRecord): Promise<boolean>;
  putRecord(kind: string, record: KeyedRecord): Promise<void>;
  getRecord(kind: string, id: string): Promise<KeyedRecord | undefined>;
  deleteRecord(kind: string, id: string): Promise<boolean>;
  listRecords(kind: string): Promise<KeyedRecord[]>;
  /**
   * Optional: runs `change` on the record (undefined when absent) and stores what it answers
   * (null deletes), with no other writer of that record in between, across processes. Stores
   * without it get the same from a lease record (identity/shared-counters.ts).
   */
  updateRecord?(
    kind: string,
    id: string,
    change: (current: KeyedRecord | undefined) => KeyedRecord | null,
  ): Promise<void>;
  /** Optional: drops every record of `kind` that expired before `beforeSeconds`, in one call. */
  deleteExpired?(kind: string, beforeSeconds: number): Promise<number>;

  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Drops the records of `kind` that expired before `nowSeconds`: in one statement where the store
 * offers it (PostgreSQL, by an index), else record by record.
 */
export async function purgeExpiredRecords(
  store: Pick<ContentStore, 'listRecords' | 'deleteRecord' | 'deleteExpired'>,
  kind: string,
  nowSeconds: number,
): Promise<void> {
  if (store.deleteExpired) {
    await store.deleteExpired(kind, nowSeconds);
    return;
  }
  for (const r of await store.listRecords(kind))
    if (r.expiresAt !== undefined && r.expiresAt < nowSeconds) await store.deleteRecord(kind, r.id);
}

/** Emails compare case-insensitively; stores keep this form for lookups. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Newest first: the date an editor gave (epoch seconds), else the last save. */
export const docSortKey = (doc: StoredDoc): number => {
  const date = doc.data.date;
  return typeof date === 'number' ? date * 1000 : Date.parse(doc.updatedAt);
};
export const byNewest = (a: StoredDoc, b: StoredDoc) =>
  docSortKey(b) - docSortKey(a) || a.name.localeCompare(b.name);
