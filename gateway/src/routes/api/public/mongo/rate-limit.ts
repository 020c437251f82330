import cluster from 'node:cluster';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClusterFloodLimiter, type FloodLimiter } from '../../../../cluster/flood-control';
import { TokenBuckets } from '../../../../lib/token-buckets';

export { TokenBuckets };

/**
 * Flood control for the seed's raw mongo/* calls: one token bucket per client address
 * (lib/token-buckets.ts), checked in onRequest, before the body is read, parsed or validated: a
 * refused call costs the event loop a map lookup and a tiny 429, where an admitted hostile one
 * costs 0.5-1 ms (JSON, zod, whitelist, guard). In a cluster worker the buckets are the primary's,
 * shared by every worker (cluster/flood-control.ts); N gateways behind a balancer still let an
 * address through N times as often (a shared counter's round trip to a store on every call would
 * cost more than the calls it refuses).
 */

/** One set of buckets per server: the three mongo/* routes share an address's budget. */
const byServer = new WeakMap<object, FloodLimiter | null>();

/** The onRequest hook for a mongo/* route (MONGO_RATE_LIMIT / MONGO_RATE_BURST; 0 = off). */
export function mongoRateLimit(app: FastifyInstance) {
  let buckets = byServer.get(app.server);
  if (buckets === undefined) {
    const { MONGO_RATE_LIMIT: rate, MONGO_RATE_BURST: burst } = app.config;
    buckets = rate > 0 ? floodLimiter(rate, burst) : null;
    byServer.set(app.server, buckets);
  }
  const limiter = buckets;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!limiter) return;
    const wait = await limiter.take(request.ip);
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

/** The primary's buckets in a cluster worker, this process's own otherwise. */
function floodLimiter(rate: number, burst: number): FloodLimiter {
  if (cluster.isWorker && process.send) {
    const channel = process as unknown as ConstructorParameters<typeof ClusterFloodLimiter>[2];
    return new ClusterFloodLimiter(rate, burst, channel);
  }
  const buckets = new TokenBuckets(rate, burst);
  return { rate, take: (address) => buckets.take(address, performance.now()) };
}
