/**
 * The bounded memory of the page cache: entries under a byte budget, least recently used leaving
 * first, in two segments (a "segmented LRU"). A page enters on probation (a fifth of the budget); a
 * second visit moves it to the protected part (the rest), whose oldest fall back to probation. A crawler walking ten thousand record
 * URLs, or anyone adding random query strings, only churns the probation part: the home and the
 * pages visitors come back to stay.
 *
 * Maps keep insertion order, so "least recently used" is the first key; a hit re-inserts.
 */
export interface SizedEntry {
  /** Bytes the entry holds (its copies of the HTML), counted against the budget. */
  bytes: number;
}

const PROBATION_SHARE = 0.2;

export class PageStore<E extends SizedEntry> {
  private readonly probation = new Map<string, E>();
  private readonly protectedPart = new Map<string, E>();
  private probationBytes = 0;
  private protectedBytes = 0;
  evictions = 0;

  constructor(readonly maxBytes: number) {}

  get entries(): number {
    return this.probation.size + this.protectedPart.size;
  }

  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  /** Every entry kept, without marking any as used. */
  values(): E[] {
    return [...this.probation.values(), ...this.protectedPart.values()];
  }

  /** The entry, marked as just used (a second use promotes it out of probation). */
  get(key: string): E | undefined {
    const kept = this.protectedPart.get(key);
    if (kept) {
      this.protectedPart.delete(key);
      this.protectedPart.set(key, kept);
      return kept;
    }
    const trial = this.probation.get(key);
    if (!trial) return undefined;
    this.probation.delete(key);
    this.probationBytes -= trial.bytes;
    this.protectedPart.set(key, trial);
    this.protectedBytes += trial.bytes;
    this.shrink();
    return trial;
  }

  /** Stores or replaces; an entry larger than the probation part is not kept at all. */
  set(key: string, entry: E): void {
    const wasProtected = this.protectedPart.has(key);
    this.delete(key);
    const limit = this.maxBytes * (wasProtected ? 1 - PROBATION_SHARE : PROBATION_SHARE);
    if (entry.bytes > limit) return;
    if (wasProtected) {
      // A page drawn anew (its data changed) keeps the place its visitors earned it.
      this.protectedPart.set(key, entry);
      this.protectedBytes += entry.bytes;
    } else {
      this.probation.set(key, entry);
      this.probationBytes += entry.bytes;
    }
    this.shrink();
  }

  /**
   * Counts bytes added to `entry` (a compressed copy made later, already in `entry.bytes`), if it
   * is still the one stored under `key`.
   */
  grew(key: string, entry: E, bytes: number): void {
    if (this.protectedPart.get(key) === entry) this.protectedBytes += bytes;
    else if (this.probation.get(key) === entry) this.probationBytes += bytes;
    else return;
    this.shrink();
  }

  delete(key: string): void {
    const kept = this.protectedPart.get(key);
    if (kept) {
      this.protectedPart.delete(key);
      this.protectedBytes -= kept.bytes;
    }
    const trial = this.probation.get(key);
    if (trial) {
      this.probation.delete(key);
      this.probationBytes -= trial.bytes;
    }
  }

  clear(): void {
    this.probation.clear();
    this.protectedPart.clear();
    this.probationBytes = 0;
    this.protectedBytes = 0;
  }

  private shrink(): void {
    const probationMax = this.maxBytes * PROBATION_SHARE;
    // Past its share, the protected part's oldest go back to probation (as its newest)...
    while (this.protectedBytes > this.maxBytes - probationMax) {
      const oldest = first(this.protectedPart);
      if (!oldest) break;
      this.protectedPart.delete(oldest[0]);
      this.protectedBytes -= oldest[1].bytes;
      this.probation.set(oldest[0], oldest[1]);
      this.probationBytes += oldest[1].bytes;
    }
    // ...and only probation's oldest leave the cache.
    while (this.probationBytes > probationMax) {
      const oldest = first(this.probation);
      if (!oldest) break;
      this.probation.delete(oldest[0]);
      this.probationBytes -= oldest[1].bytes;
      this.evictions++;
    }
  }
}

const first = <E>(map: Map<string, E>): [string, E] | undefined => map.entries().next().value;
