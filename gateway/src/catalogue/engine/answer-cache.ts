import { LruMap } from '../../lib/lru-map';

/**
 * Recent answers of the index-answered raw calls, per locale index (a reloaded index starts empty,
 * so an answer never outlives the data it was computed from). The seed's front ends send the same
 * shapes over and over (home-page counts, facets, a browse page, the label search being typed), and
 * under 100 concurrent clients the event loop's ~2-4 ms per $facet or common-word label regex is
 * what queues: a repeated call then costs a map lookup. Bounded by entries, the least recently
 * used leaving first; large answers are not kept (the caller's choice).
 */
export class AnswerCache {
  private readonly entries: LruMap<string, unknown>;

  constructor(readonly capacity: number) {
    this.entries = new LruMap(capacity);
  }

  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.entries.set(key, value);
  }
}
