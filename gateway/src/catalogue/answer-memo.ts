/**
 * Answers that are a function of a locale's public records and the call's resolved selection only
 * (the timeline's years, the map's places, counts without a page of records), kept while the
 * store's `dataVersion(locale)` stays the same. The home page asks for the same ones on every visit
 * (its server render draws the timeline, the map teaser and the counts): at 100k records they cost
 * 10-25 ms each to compute and microseconds to reuse. Stores that cannot tell a version (MongoDB,
 * whose writes show at once) are never cached. A bounded map, the least recently used entry leaving
 * first; a failed computation is not kept.
 */
export class AnswerMemo {
  private readonly entries = new Map<string, { version: string; value: Promise<unknown> }>();

  constructor(private readonly max = 64) {}

  /** `keep(value)` false: the answer is given but not remembered (a partial one). */
  get<T>(
    version: string | undefined,
    key: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (version === undefined) return compute();
    const found = this.entries.get(key);
    this.entries.delete(key);
    if (found?.version === version) {
      this.entries.set(key, found);
      return found.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { version, value });
    value.then(
      (v) => {
        if (!keep(v) && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
