import { LruMap } from './lru-map';

/**
 * Answers remembered under the version of the data they were computed from: asked again with the
 * same version, the same promise is given; with another, it is computed anew. Concurrent askers of
 * one key share one computation. A failed computation is forgotten (the next asker tries again),
 * and so is an answer `keep` refuses (a partial or a large one: given, not remembered). Bounded by
 * entries, the least recently used leaving first: answers of a version that moved on are never
 * asked for again, so they are the first to go.
 */
export class VersionedMemo {
  private readonly entries: LruMap<string, { version: string; value: Promise<unknown> }>;

  constructor(max: number) {
    this.entries = new LruMap(max);
  }

  /**
   * `compute`'s answer for `key` at `version` (undefined or null: the data cannot tell a version,
   * nothing is remembered). `hit` is told when a remembered answer is given.
   */
  get<T>(
    version: string | null | undefined,
    key: string,
    compute: () => Promise<T>,
    { keep = () => true, hit }: { keep?: (value: T) => boolean; hit?: () => void } = {},
  ): Promise<T> {
    if (version === undefined || version === null) return compute();
    const found = this.entries.get(key);
    if (found?.version === version) {
      hit?.();
      return found.value as Promise<T>;
    }
    const value = compute();
    const entry = { version, value: value as Promise<unknown> };
    this.entries.set(key, entry);
    // Forgotten only if still the entry this call made (a newer version may have replaced it).
    const forget = () => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    };
    value.then((v) => {
      if (!keep(v)) forget();
    }, forget);
    return value;
  }

  /** Forgets everything (the data's versions can no longer be told). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
