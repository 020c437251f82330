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
  /**
   * Each connection's mean latency, the lowest, the median and the highest: far apart when the
   * gateway's workers hold unequal shares of the connections (a keep-alive connection stays on the
   * worker it was dealt to), close together when the split is even.
   */
  connectionMeans: { min: number; p50: number; max: number };
}

/** One request of a mixed load: method, path, headers, optional JSON body, and its group's name. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  group?: string;
}

/** The seed benches' form: the same URL, a JSON body per call (POST). */
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
  const { origin, pathname, search } = new URL(url);
  const groups = await loadMixed(
    origin,
    (i) =>
      options.method === 'GET'
        ? { method: 'GET', path: pathname + search + String(body(i)) }
        : { path: pathname + search, body: body(i) },
    options,
  );
  return groups.get('all') as LoadResult;
}

/**
 * Any mix of requests (`next(i)` gives the i-th), with figures per group and for all ('all').
 * An answer is an error unless its status is 200 (304 counts as an answer for If-None-Match loads).
 */
export async function loadMixed(
  origin: string,
  next: (i: number) => LoadRequest,
  options: { connections: number; seconds: number; connectionRate?: number; stop?: () => boolean },
): Promise<Map<string, LoadResult>> {
  const times = new Map<string, number[]>([['all', []]]);
  const statuses = new Map<string, Map<number, number>>([['all', new Map()]]);
  const errors = new Map<string, number>([['all', 0]]);
  let sent = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const note = (group: string, ms: number, status: number) => {
    for (const g of group === 'all' ? ['all'] : ['all', group]) {
      if (!times.has(g)) {
        times.set(g, []);
        statuses.set(g, new Map());
        errors.set(g, 0);
      }
      times.get(g)?.push(ms);
      const s = statuses.get(g) as Map<number, number>;
      s.set(status, (s.get(status) ?? 0) + 1);
      if (status !== 200 && status !== 304) errors.set(g, (errors.get(g) ?? 0) + 1);
    }
  };
  const perConnection = Array.from({ length: options.connections }, () => ({ sum: 0, n: 0 }));
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
      const job = next(sent++);
      const payload = job.body === undefined ? undefined : JSON.stringify(job.body);
      const headers: Record<string, string | number> = { ...job.headers };
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const t = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request(
          origin + job.path,
          { method: job.method ?? (payload ? 'POST' : 'GET'), agent, localAddress, headers },
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
      const took = performance.now() - t;
      note(job.group ?? 'all', took, status);
      const mine = perConnection[c];
      if (mine) {
        mine.sum += took;
        mine.n++;
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.connections }, (_, c) => worker(c)));
  const elapsed = (performance.now() - started) / 1000;
  const means = perConnection
    .filter((c) => c.n > 0)
    .map((c) => c.sum / c.n)
    .sort((a, b) => a - b);
  const connectionMeans = {
    min: means[0] ?? 0,
    p50: means[Math.floor(means.length / 2)] ?? 0,
    max: means[means.length - 1] ?? 0,
  };
  const results = new Map<string, LoadResult>();
  for (const [group, list] of times) {
    list.sort((a, b) => a - b);
    const p = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
    results.set(group, {
      requests: list.length,
      errors: errors.get(group) ?? 0,
      statuses: statuses.get(group) ?? new Map(),
      perSecond: list.length / elapsed,
      p50: p(0.5),
      p95: p(0.95),
      p99: p(0.99),
      max: list[list.length - 1] ?? 0,
      connectionMeans,
    });
  }
  return results;
}
