/**
 * Recent answers of the index-answered raw calls, per locale index (a reloaded index starts empty,
 * so an answer never outlives the data it was computed from). The seed's front ends send the same
 * shapes over and over (home-page counts, facets, a browse page, the label search being typed), and
 * under 100 concurrent clients the event loop's ~2-4 ms per $facet or common-word label regex is
 * what queues: a repeated call then costs a map lookup. Bounded by entries (LRU by insertion
 * refresh); large answers are not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, unknown>();

  constructor(readonly capacity: number) {}

  get<T>(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Refresh: most recently used last, so eviction drops the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value as T;
  }

  set(key: string, value: unknown): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
