import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One registry's metrics as getMetricsAsJSON() gives them. */
type metric = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number];

/**
 * One scrape for the whole cluster: the worker that gets GET /metrics asks the primary, which asks
 * every worker for its registry (as JSON), adds its own (the catalogue's memory and raw-query pool
 * live there) and answers the sum made by prom-client's AggregatorRegistry (counters and histograms
 * add up; each default metric says how it combines, e.g. the event-loop delay is averaged).
 */
type GatherMessage =
  | { oa: 'metrics-request'; id: number }
  | { oa: 'metrics-collect'; id: number }
  | { oa: 'metrics-part'; id: number; metrics: metric[] }
  | { oa: 'metrics-answer'; id: number; text?: string; contentType?: string; error?: string };

const isGather = (m: unknown): m is GatherMessage =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as { oa?: unknown }).oa === 'string' &&
  (m as { oa: string }).oa.startsWith('metrics-');

/** Longest wait for a worker's part: a worker busy for longer is left out of that scrape. */
const PART_TIMEOUT_MS = 2000;

/** In a worker: answers the primary's collect requests from `registry`; returns the remover. */
export function answerCollects(registry: Registry): () => void {
  const listener = (message: unknown) => {
    if (!isGather(message) || message.oa !== 'metrics-collect') return;
    void registry
      .getMetricsAsJSON()
      .then((metrics) =>
        process.send?.({ oa: 'metrics-part', id: message.id, metrics } satisfies GatherMessage),
      );
  };
  process.on('message', listener);
  return () => void process.off('message', listener);
}

let nextRequest = 1;
const waiting = new Map<number, (answer: Extract<GatherMessage, { oa: 'metrics-answer' }>) => void>();
let listening = false;

/** In a worker: the cluster's metrics as Prometheus text, gathered by the primary. */
export function clusterMetrics(): Promise<{ text: string; contentType: string }> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isGather(message) || message.oa !== 'metrics-answer') return;
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    });
  }
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer the metrics request'));
    }, PART_TIMEOUT_MS * 3);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      if (answer.text !== undefined) resolve({ text: answer.text, contentType: answer.contentType ?? '' });
      else reject(new Error(answer.error ?? 'metrics unavailable'));
    });
    process.send?.({ oa: 'metrics-request', id } satisfies GatherMessage);
  });
}

/** In the primary: answers every worker's metrics request with the cluster's sum. */
export function serveClusterMetrics(own: Registry): void {
  let nextCollect = 1;
  const parts = new Map<number, { got: metric[][]; expect: number; done: () => void }>();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isGather(message)) return;
    if (message.oa === 'metrics-part') {
      const part = parts.get(message.id);
      if (!part) return;
      part.got.push(message.metrics);
      if (part.got.length === part.expect) part.done();
      return;
    }
    if (message.oa !== 'metrics-request') return;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected());
    const id = nextCollect++;
    const got: metric[][] = [];
    void new Promise<void>((done) => {
      parts.set(id, { got, expect: workers.length, done });
      for (const w of workers) w.send({ oa: 'metrics-collect', id } satisfies GatherMessage);
      setTimeout(done, PART_TIMEOUT_MS);
    })
      .then(async () => {
        parts.delete(id);
        const all = [...got, await own.getMetricsAsJSON()];
        const registry = AggregatorRegistry.aggregate(all);
        const text = await registry.metrics();
        if (worker.isConnected())
          worker.send({
            oa: 'metrics-answer',
            id: message.id,
            text,
            contentType: registry.contentType,
          } satisfies GatherMessage);
      })
      .catch((err: Error) => {
        if (worker.isConnected())
          worker.send({ oa: 'metrics-answer', id: message.id, error: err.message } satisfies GatherMessage);
      });
  });
}
