import { type ContentStore, type KeyedRecord, purgeExpiredRecords } from '../content/port';

export type CounterStore = Pick<
  ContentStore,
  | 'insertRecord'
  | 'putRecord'
  | 'getRecord'
  | 'deleteRecord'
  | 'listRecords'
  | 'deleteExpired'
  | 'updateRecord'
>;
export type CounterValue = Record<string, number>;
export interface CounterChange<T> {
  /** The new value, or null to forget the key. */
  value: CounterValue | null;
  /** How long the store keeps the value (it is purged later). */
  ttlSeconds: number;
  result: T;
}

const KIND = 'throttle';
const LOCKS = 'throttle-locks';
/** A gateway that dies holding a lock holds it this long at most. */
const LEASE_MS = 3000;
const LOCK_TRIES = 60;
const LOCK_WAIT_MS = 10;

export class CounterBusyError extends Error {
  constructor(key: string) {
    super(`counter ${key} stayed locked`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Small counters kept in the content store (records of kind `throttle`), so every gateway sharing
 * the store sees the same login failures and form budgets, whichever adapter (SQLite, MongoDB,
 * Firestore) holds them. The port has no atomic increment, but every adapter's insertRecord is an
 * atomic insert-if-absent; a short lease record taken with it makes each read-modify-write
 * exclusive across processes. A lease left by a crashed gateway expires after LEASE_MS. A store
 * with its own atomic read-modify-write (updateRecord: PostgreSQL, a transaction under a lock
 * the database drops with a dead gateway's connection) is used directly instead.
 */
export class SharedCounters {
  private writes = 0;

  constructor(
    private readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `change` on the key's current value (undefined when none) with no other writer in between. */
  async update<T>(
    key: string,
    change: (current: CounterValue | undefined, nowMs: number) => CounterChange<T>,
  ): Promise<T> {
    if (++this.writes % 200 === 0) void this.purgeExpired().catch(() => {});
    const live = (stored: KeyedRecord | undefined, nowMs: number) =>
      stored && (stored.expiresAt === undefined || stored.expiresAt * 1000 > nowMs)
        ? (stored.value as CounterValue)
        : undefined;
    if (this.store.updateRecord) {
      // The store makes the read-modify-write atomic itself (PostgreSQL): no lease needed.
      let result: { value: T } | undefined;
      await this.store.updateRecord(KIND, key, (stored) => {
        const nowMs = this.now();
        const next = change(live(stored, nowMs), nowMs);
        result = { value: next.result };
        return next.value
          ? { id: key, value: next.value, expiresAt: Math.ceil(nowMs / 1000) + next.ttlSeconds }
          : null;
      });
      if (!result) throw new Error(`counter ${key} was not updated`);
      return result.value;
    }
    const lease = await this.lock(key);
    try {
      const stored = await this.store.getRecord(KIND, key);
      const nowMs = this.now();
      const next = change(live(stored, nowMs), nowMs);
      if (next.value)
        await this.store.putRecord(KIND, {
          id: key,
          value: next.value,
          expiresAt: Math.ceil(nowMs / 1000) + next.ttlSeconds,
        });
      else if (stored) await this.store.deleteRecord(KIND, key);
      return next.result;
    } finally {
      await this.unlock(key, lease);
    }
  }

  private async lock(key: string): Promise<string> {
    for (let i = 0; i < LOCK_TRIES; i++) {
      const lease = `${this.now()}-${Math.random().toString(36).slice(2)}`;
      const until = this.now() + LEASE_MS;
      if (
        await this.store.insertRecord(LOCKS, {
          id: key,
          value: { lease, until },
          expiresAt: Math.ceil(until / 1000),
        })
      )
        return lease;
      const held = await this.store.getRecord(LOCKS, key);
      if (held && Number(held.value.until) < this.now()) {
        await this.store.deleteRecord(LOCKS, key);
        continue;
      }
      await sleep(LOCK_WAIT_MS);
    }
    throw new CounterBusyError(key);
  }

  private async unlock(key: string, lease: string) {
    const held = await this.store.getRecord(LOCKS, key);
    // Only our own lease: after an expiry another gateway may hold the key now.
    if (held?.value.lease === lease) await this.store.deleteRecord(LOCKS, key);
  }

  async purgeExpired() {
    const nowS = Math.floor(this.now() / 1000);
    for (const kind of [KIND, LOCKS]) await purgeExpiredRecords(this.store, kind, nowS);
  }
}
