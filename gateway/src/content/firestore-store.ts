import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import {
  byNewest,
  type ContentStore,
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

/** How a document sits in Firestore: queryable fields on top, the body as JSON text. */
interface DocEntry {
  collection: string;
  locale: string;
  name: string;
  revision: number;
  published: boolean;
  updatedAt: string;
  updatedBy?: string;
  /**
   * JSON text rather than a map: Firestore refuses nested arrays and undefined, which editors'
   * documents (e.g. site option queries) can hold, and the body is never queried field by field.
   */
  dataJson: string;
}

const fromEntry = (e: DocEntry): StoredDoc =>
  docFromRow({ ...e, updated_at: e.updatedAt, updated_by: e.updatedBy, data: e.dataJson });

const toEntry = (doc: StoredDoc): DocEntry => ({
  collection: doc.collection,
  locale: doc.locale,
  name: doc.name,
  revision: doc.revision,
  published: doc.published,
  updatedAt: doc.updatedAt,
  ...(doc.updatedBy ? { updatedBy: doc.updatedBy } : {}),
  dataJson: JSON.stringify(doc.data),
});

// Document names are [A-Za-z0-9_-], so the double underscore cannot be ambiguous in practice.
const docId = (collection: string, locale: string, name: string) => `${collection}__${locale}__${name}`;
const recordId = (kind: string, id: string) => `${kind}__${encodeURIComponent(id)}`;

/**
 * Firestore content store through firebase-admin. Revision checks run in transactions. Only
 * equality queries on top-level fields are used (no arrayUnion, no listCollections, no offsets), so
 * the pure-Node emulator the tests use serves it as well as the real service.
 */
export class FirestoreContentStore implements ContentStore {
  readonly kind = 'firestore' as const;
  private readonly docs: CollectionReference;
  private readonly users: CollectionReference;
  private readonly records: CollectionReference;

  constructor(
    private readonly db: Firestore,
    prefix = 'content',
  ) {
    this.docs = db.collection(`${prefix}_documents`);
    this.users = db.collection(`${prefix}_users`);
    this.records = db.collection(`${prefix}_records`);
  }

  async getDoc(collection: DocumentCollection, locale: Locale, name: string) {
    const snap = await this.docs.doc(docId(collection, locale, name)).get();
    return snap.exists ? fromEntry(snap.data() as DocEntry) : undefined;
  }

  async listDocs(q: ListDocsQuery) {
    const snap = await this.docs
      .where('collection', '==', q.collection)
      .where('locale', '==', q.locale)
      .get();
    const all = snap.docs
      .map((d) => fromEntry(d.data() as DocEntry))
      .filter((d) => !q.publishedOnly || d.published)
      .sort(byNewest);
    return { data: all.slice(q.skip, q.skip + q.limit), count: all.length };
  }

  async saveDoc(input: SaveDocInput): Promise<StoredDoc> {
    const ref = this.docs.doc(docId(input.collection, input.locale, input.name));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.exists ? fromEntry(snap.data() as DocEntry) : undefined;
      if (current?.revision !== input.expectedRevision) throw new StaleRevisionError(current);
      const doc: StoredDoc = {
        collection: input.collection,
        locale: input.locale,
        name: input.name,
        revision: (current?.revision ?? 0) + 1,
        published: input.published,
        updatedAt: new Date().toISOString(),
        ...(input.updatedBy ? { updatedBy: input.updatedBy } : {}),
        data: input.data,
      };
      tx.set(ref, toEntry(doc));
      return doc;
    });
  }

  async removeDoc(collection: DocumentCollection, locale: Locale, name: string, expectedRevision?: number) {
    const ref = this.docs.doc(docId(collection, locale, name));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const current = fromEntry(snap.data() as DocEntry);
      if (expectedRevision !== undefined && current.revision !== expectedRevision)
        throw new StaleRevisionError(current);
      tx.delete(ref);
      return true;
    });
  }

  async usage() {
    const snap = await this.docs.get();
    const out: Record<string, { count: number; bytes: number }> = {};
    for (const d of snap.docs) {
      const e = d.data() as DocEntry;
      const slot = out[e.collection] ?? { count: 0, bytes: 0 };
      slot.count += 1;
      slot.bytes += e.dataJson.length;
      out[e.collection] = slot;
    }
    return out;
  }

  async getUser(id: string) {
    const snap = await this.users.doc(id).get();
    return snap.exists ? (JSON.parse((snap.data() as { json: string }).json) as StoredUser) : undefined;
  }

  async findUserByEmail(email: string) {
    const snap = await this.users.where('email', '==', normaliseEmail(email)).limit(1).get();
    const first = snap.docs[0];
    return first ? (JSON.parse((first.data() as { json: string }).json) as StoredUser) : undefined;
  }

  async listUsers() {
    const snap = await this.users.get();
    return snap.docs
      .map((d) => JSON.parse((d.data() as { json: string }).json) as StoredUser)
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Email uniqueness: Firestore has no unique index, so the check and write share a transaction. */
  private async writeUser(user: StoredUser, create: boolean) {
    const ref = this.users.doc(user.id);
    const email = normaliseEmail(user.email);
    await this.db.runTransaction(async (tx) => {
      const same = await tx.get(this.users.where('email', '==', email));
      if (same.docs.some((d) => d.id !== user.id)) throw new EmailTakenError();
      const entry = { email, json: JSON.stringify(user) };
      if (create) tx.create(ref, entry);
      else tx.set(ref, entry);
    });
  }

  async createUser(user: StoredUser) {
    await this.writeUser(user, true);
  }

  async updateUser(user: StoredUser) {
    await this.writeUser(user, false);
  }

  async deleteUser(id: string) {
    const ref = this.users.doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      return true;
    });
  }

  private entry(kind: string, r: KeyedRecord) {
    return {
      kind,
      id: r.id,
      json: JSON.stringify(r.value),
      ...(r.expiresAt !== undefined ? { expiresAt: r.expiresAt } : {}),
    };
  }

  async insertRecord(kind: string, record: KeyedRecord) {
    try {
      await this.records.doc(recordId(kind, record.id)).create(this.entry(kind, record));
      return true;
    } catch (err) {
      // gRPC status 6 = ALREADY_EXISTS
      if ((err as { code?: number }).code === 6) return false;
      throw err;
    }
  }

  async putRecord(kind: string, record: KeyedRecord) {
    await this.records.doc(recordId(kind, record.id)).set(this.entry(kind, record));
  }

  async getRecord(kind: string, id: string) {
    const snap = await this.records.doc(recordId(kind, id)).get();
    return snap.exists ? toRecord(snap.data() as RecordEntry) : undefined;
  }

  async deleteRecord(kind: string, id: string) {
    const ref = this.records.doc(recordId(kind, id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      return true;
    });
  }

  async listRecords(kind: string) {
    const snap = await this.records.where('kind', '==', kind).get();
    return snap.docs.map((d) => toRecord(d.data() as RecordEntry)).sort((a, b) => a.id.localeCompare(b.id));
  }

  async ready() {
    try {
      await this.docs.limit(1).get();
      return true;
    } catch {
      return false;
    }
  }

  async close() {
    await this.db.terminate();
  }
}

interface RecordEntry {
  id: string;
  json: string;
  expiresAt?: number;
}
const toRecord = (e: RecordEntry): KeyedRecord => ({
  id: e.id,
  value: JSON.parse(e.json) as Record<string, unknown>,
  ...(e.expiresAt !== undefined ? { expiresAt: e.expiresAt } : {}),
});
