import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import { type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import {
  byNewest,
  type ContentStore,
  EmailTakenError,
  type KeyedRecord,
  type ListDocsQuery,
  normaliseEmail,
  type SaveDocInput,
  StaleRevisionError,
  type StoredDoc,
  type StoredUser,
} from './port';

type DocEntry = StoredDoc & { _id: string };
type UserEntry = { _id: string; email: string; user: StoredUser };
type RecordEntry = {
  _id: string;
  kind: string;
  id: string;
  value: Record<string, unknown>;
  expiresAt?: number;
};

const docId = (collection: string, locale: string, name: string) => `${collection}/${locale}/${name}`;
const DUPLICATE_KEY = 11000;
const isDuplicate = (err: unknown) => err instanceof MongoServerError && err.code === DUPLICATE_KEY;

const fromEntry = ({ _id, ...doc }: DocEntry): StoredDoc => doc;

/**
 * MongoDB content store (official driver): content_documents, content_users, content_records.
 * The revision check is a conditional update ({_id, revision}) or an insert that fails on a
 * duplicate id, so two gateways saving at once cannot both win. Writes use majority write concern.
 */
export class MongoContentStore implements ContentStore {
  readonly kind = 'mongodb' as const;
  private readonly docs: Collection<DocEntry>;
  private readonly users: Collection<UserEntry>;
  private readonly records: Collection<RecordEntry>;

  private constructor(
    private readonly client: MongoClient,
    db: Db,
  ) {
    this.docs = db.collection<DocEntry>('content_documents');
    this.users = db.collection<UserEntry>('content_users');
    this.records = db.collection<RecordEntry>('content_records');
  }

  static async connect(uri: string, dbName: string): Promise<MongoContentStore> {
    const client = new MongoClient(uri, { writeConcern: { w: 'majority', journal: true } });
    await client.connect();
    const store = new MongoContentStore(client, client.db(dbName));
    await store.docs.createIndex({ collection: 1, locale: 1 });
    await store.users.createIndex({ email: 1 }, { unique: true });
    await store.records.createIndex({ kind: 1 });
    return store;
  }

  /** Empties the three collections; the contract suite calls it between tests. */
  async dropAll() {
    await Promise.all([this.docs.deleteMany({}), this.users.deleteMany({}), this.records.deleteMany({})]);
  }

  async getDoc(collection: DocumentCollection, locale: Locale, name: string) {
    const entry = await this.docs.findOne({ _id: docId(collection, locale, name) });
    return entry ? fromEntry(entry) : undefined;
  }

  async listDocs(q: ListDocsQuery) {
    const entries = await this.docs
      .find({ collection: q.collection, locale: q.locale, ...(q.publishedOnly ? { published: true } : {}) })
      .toArray();
    const all = entries.map(fromEntry).sort(byNewest);
    return { data: all.slice(q.skip, q.skip + q.limit), count: all.length };
  }

  async saveDoc(input: SaveDocInput): Promise<StoredDoc> {
    const _id = docId(input.collection, input.locale, input.name);
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
    if (input.expectedRevision === undefined) {
      try {
        await this.docs.insertOne({ _id, ...doc });
        return doc;
      } catch (err) {
        if (isDuplicate(err))
          throw new StaleRevisionError(await this.getDoc(input.collection, input.locale, input.name));
        throw err;
      }
    }
    const result = await this.docs.replaceOne({ _id, revision: input.expectedRevision }, { ...doc });
    if (result.matchedCount === 0)
      throw new StaleRevisionError(await this.getDoc(input.collection, input.locale, input.name));
    return doc;
  }

  async removeDoc(collection: DocumentCollection, locale: Locale, name: string, expectedRevision?: number) {
    const _id = docId(collection, locale, name);
    const filter = expectedRevision === undefined ? { _id } : { _id, revision: expectedRevision };
    const result = await this.docs.deleteOne(filter);
    if (result.deletedCount > 0) return true;
    const current = await this.getDoc(collection, locale, name);
    if (current && expectedRevision !== undefined) throw new StaleRevisionError(current);
    return false;
  }

  async usage() {
    const rows = await this.docs
      .aggregate<{ _id: string; count: number; bytes: number }>([
        { $group: { _id: '$collection', count: { $sum: 1 }, bytes: { $sum: { $bsonSize: '$$ROOT' } } } },
      ])
      .toArray();
    return Object.fromEntries(rows.map((r) => [r._id, { count: r.count, bytes: r.bytes }]));
  }

  async getUser(id: string) {
    return (await this.users.findOne({ _id: id }))?.user;
  }

  async findUserByEmail(email: string) {
    return (await this.users.findOne({ email: normaliseEmail(email) }))?.user;
  }

  async listUsers() {
    return (await this.users.find({}).sort({ email: 1 }).toArray()).map((e) => e.user);
  }

  async createUser(user: StoredUser) {
    try {
      await this.users.insertOne({ _id: user.id, email: normaliseEmail(user.email), user });
    } catch (err) {
      if (isDuplicate(err)) throw new EmailTakenError();
      throw err;
    }
  }

  async updateUser(user: StoredUser) {
    try {
      await this.users.updateOne({ _id: user.id }, { $set: { email: normaliseEmail(user.email), user } });
    } catch (err) {
      if (isDuplicate(err)) throw new EmailTakenError();
      throw err;
    }
  }

  async deleteUser(id: string) {
    return (await this.users.deleteOne({ _id: id })).deletedCount > 0;
  }

  private entry(kind: string, record: KeyedRecord): RecordEntry {
    return {
      _id: `${kind}/${record.id}`,
      kind,
      id: record.id,
      value: record.value,
      ...(record.expiresAt !== undefined ? { expiresAt: record.expiresAt } : {}),
    };
  }

  async insertRecord(kind: string, record: KeyedRecord) {
    try {
      await this.records.insertOne(this.entry(kind, record));
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async putRecord(kind: string, record: KeyedRecord) {
    const entry = this.entry(kind, record);
    await this.records.replaceOne({ _id: entry._id }, entry, { upsert: true });
  }

  async getRecord(kind: string, id: string) {
    const e = await this.records.findOne({ _id: `${kind}/${id}` });
    return e ? toRecord(e) : undefined;
  }

  async deleteRecord(kind: string, id: string) {
    return (await this.records.deleteOne({ _id: `${kind}/${id}` })).deletedCount > 0;
  }

  async listRecords(kind: string) {
    return (await this.records.find({ kind }).sort({ id: 1 }).toArray()).map(toRecord);
  }

  async ready() {
    try {
      await this.client.db('admin').command({ ping: 1 });
      return true;
    } catch {
      return false;
    }
  }

  async close() {
    await this.client.close();
  }
}

const toRecord = (e: RecordEntry): KeyedRecord => ({
  id: e.id,
  value: e.value,
  ...(e.expiresAt !== undefined ? { expiresAt: e.expiresAt } : {}),
});
