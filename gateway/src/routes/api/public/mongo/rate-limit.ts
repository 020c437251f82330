import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Flood control for the seed's raw mongo/* calls: one token bucket per client address, in this
 * process only (N gateways behind a balancer let an address through N times as often; the raw calls
 * are cheap to refuse, not worth a shared counter's round trip on every call). Checked in onRequest,
 * before the body is read, parsed or validated: a refused call costs the event loop a map lookup and
 * a tiny 429, where an admitted hostile one costs 0.5-1 ms (JSON, zod, whitelist, guard).
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

/** One set of buckets per server: the three mongo/* routes share an address's budget. */
const byServer = new WeakMap<object, TokenBuckets | null>();

/** The onRequest hook for a mongo/* route (MONGO_RATE_LIMIT / MONGO_RATE_BURST; 0 = off). */
export function mongoRateLimit(app: FastifyInstance) {
  let buckets = byServer.get(app.server);
  if (buckets === undefined) {
    const { MONGO_RATE_LIMIT: rate, MONGO_RATE_BURST: burst } = app.config;
    buckets = rate > 0 ? new TokenBuckets(rate, burst) : null;
    byServer.set(app.server, buckets);
  }
  const limiter = buckets;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!limiter) return;
    const wait = limiter.take(request.ip, performance.now());
    if (wait === 0) return;
    return reply
      .code(429)
      .header('retry-after', String(wait))
      .send({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many raw catalogue calls from this address; at most ${limiter.rate} a second`,
        code: 'RATE_LIMITED',
      });
  };
}
