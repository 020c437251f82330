import { type ContentStore, purgeExpiredRecords } from '../content/port';

const SESSIONS = 'sessions';

export type RecordStore = Pick<
  ContentStore,
  'putRecord' | 'getRecord' | 'deleteRecord' | 'listRecords' | 'deleteExpired'
>;

/**
 * Open sessions kept in the content store, for both identity providers: a session works only while
 * its record exists, so logout ends exactly that session on every gateway sharing the store, and
 * the record keeps the user's session version from when it was opened (a password or role change
 * ends older sessions). Expired records are purged now and then so the store does not grow forever.
 */
export class SessionRecords {
  private created = 0;

  constructor(private readonly store: RecordStore) {}

  async open(id: string, uid: string, version: number, expiresInSeconds: number) {
    const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
    await this.store.putRecord(SESSIONS, { id, value: { uid, version }, expiresAt });
    if (++this.created % 100 === 1) void this.purgeExpired().catch(() => {});
  }

  /** The session's version when it belongs to `uid` and has not ended; else undefined. */
  async find(id: string, uid: string): Promise<{ version?: number } | undefined> {
    const stored = await this.store.getRecord(SESSIONS, id);
    if (!stored || stored.value.uid !== uid) return undefined;
    if (stored.expiresAt !== undefined && stored.expiresAt < Math.floor(Date.now() / 1000)) return undefined;
    const version = stored.value.version;
    return typeof version === 'number' ? { version } : {};
  }

  async end(id: string) {
    await this.store.deleteRecord(SESSIONS, id);
  }

  async purgeExpired() {
    await purgeExpiredRecords(this.store, SESSIONS, Math.floor(Date.now() / 1000));
  }
}
