import { Agent, request } from 'node:http';

/**
 * A closed-loop load generator in the manner of autocannon: `connections` keep-alive connections,
 * each sending its next request as soon as the previous answer ends, for `seconds`. Each connection
 * binds its own loopback address (127.0.0.2, 127.0.0.3, ...), so the gateway sees `connections`
 * distinct clients, as it would in production: its per-address flood control stays on. With
 * `connectionRate`, each client sends at most that many calls a second (autocannon's option of that
 * name), below the gateway's per-address limit (MONGO_RATE_LIMIT, 60).
 */
export interface LoadResult {
  requests: number;
  errors: number;
  statuses: Map<number, number>;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function load(
  url: string,
  body: (i: number) => unknown,
  options: {
    connections: number;
    seconds: number;
    connectionRate?: number;
    /** Ends the run early when it answers true (checked before each request). */
    stop?: () => boolean;
    /** GET instead of POST (body() then gives the path to append to url). */
    method?: 'GET' | 'POST';
  },
): Promise<LoadResult> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async (c: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = `127.0.${1 + Math.floor((c + 1) / 254)}.${2 + ((c + 1) % 254)}`;
    let own = 0;
    while (performance.now() < until && !options.stop?.()) {
      // autocannon's connectionRate: a client sends at most that many calls a second.
      if (options.connectionRate) {
        const due = started + (own++ * 1000) / options.connectionRate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const get = options.method === 'GET';
      const next = body(sent++);
      const payload = get ? undefined : JSON.stringify(next);
      const t = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request(
          get ? `${url}${String(next)}` : url,
          {
            method: get ? 'GET' : 'POST',
            agent,
            localAddress,
            headers: payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', () => resolve(0));
          },
        );
        req.setTimeout(10_000, () => req.destroy());
        req.on('error', () => resolve(0));
        req.end(payload);
      });
      times.push(performance.now() - t);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) errors++;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, c) => worker(c)));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requests: times.length,
    errors,
    statuses,
    perSecond: times.length / elapsed,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    max: times[times.length - 1] ?? 0,
  };
}
