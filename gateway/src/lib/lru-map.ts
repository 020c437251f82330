/**
 * A map bounded by entries: reading (`get`) or writing (`set`) an entry makes it the newest, and
 * past `max` entries the oldest leave first. What the gateway's small caches share (answers of
 * calls, the frames drawn once, the pages cards showed): entries of data versions that moved on are
 * never read again, so they leave first, while the ones every page reads stay.
 *
 * A JavaScript Map keeps its keys in insertion order: deleting and setting a key again moves it to
 * the end, and the first key is the oldest.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  /** At most this many entries (0 or less: nothing is kept). */
  constructor(readonly max: number) {}

  /** The value of `key`, made the newest. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value of `key`, left where it is (a check that must not keep an entry alive). */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value` as the newest entry of `key`; past `max`, the oldest entries leave. */
  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= Math.max(0, this.max)) break;
      this.entries.delete(oldest);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
