/**
 * One token bucket per client address, in memory: `rate` calls a second after a `burst`. Used by
 * the raw mongo/* flood control (routes/api/public/mongo/rate-limit.ts), in one process or, for a
 * cluster, in the primary (cluster/flood-control.ts).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly rate: number,
    readonly burst: number,
    /** Addresses remembered at most; past it, full (idle) buckets are forgotten. */
    private readonly maxAddresses = 50_000,
  ) {}

  /** 0 when the call may go ahead, else the seconds until a token is there. */
  take(address: string, now: number): number {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= this.maxAddresses) this.sweep(now);
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(address, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate));
  }

  private sweep(now: number): void {
    for (const [address, b] of this.buckets)
      if (b.tokens + ((now - b.at) / 1000) * this.rate >= this.burst) this.buckets.delete(address);
    // Every bucket busy (an attack from very many addresses): start afresh rather than grow.
    if (this.buckets.size >= this.maxAddresses) this.buckets.clear();
  }
}
