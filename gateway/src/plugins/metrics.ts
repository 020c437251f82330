import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerCollects, clusterMetrics } from '../cluster/metrics-gather';
import type { AppConfig } from '../config';
import { metricsAccess } from '../metrics/access';
import { createMetrics, type Metrics, type PageCacheStats } from '../metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (metrics/metrics.ts); stores and features add sources. */
    metrics: Metrics;
  }
}

/** Render failures the page renderer logs (site/ssr/answer-page.ts), counted by their message. */
const RENDER_LOGS: Record<string, 'fallback' | 'partial'> = {
  'server render failed: sending the client-rendered page': 'fallback',
  'server render left parts to the browser': 'partial',
};

/**
 * GET /metrics (Prometheus text, prom-client) and the hooks feeding it: every answer counted and
 * timed by route pattern (bounded labels, never the raw URL), HTML pages timed with the page
 * cache's verdict, render fallbacks counted. Not public: loopback (METRICS_ALLOW) or the Bearer
 * METRICS_TOKEN. In a cluster worker the answer covers every worker and the primary.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    const access = metricsAccess({ token: opts.config.METRICS_TOKEN, allow: opts.config.METRICS_ALLOW });
    const inCluster = cluster.isWorker && typeof process.send === 'function';
    const stopAnswering = inCluster ? answerCollects(metrics.registry) : undefined;
    app.addHook('onClose', async () => stopAnswering?.());

    // The page cache belongs to the site feature, registered later: read it at scrape time.
    metrics.sources.pageCache = () =>
      app.hasDecorator('pageCache')
        ? (app as unknown as { pageCache?: { stats(): PageCacheStats } }).pageCache?.stats()
        : undefined;

    app.addHook('onRequest', async (request) => {
      // The renderer logs its fallbacks and carries on: this counts them without touching it.
      if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
      const log = request.log;
      const counting = Object.create(log) as typeof log;
      counting.warn = ((obj: unknown, msg?: unknown, ...rest: unknown[]) => {
        const outcome = typeof msg === 'string' ? RENDER_LOGS[msg] : undefined;
        if (outcome) metrics.renderOutcomes.inc({ outcome });
        return (log.warn as (...args: unknown[]) => void).call(log, obj, msg, ...rest);
      }) as typeof log.warn;
      request.log = counting;
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      const seconds = reply.elapsedTime / 1000;
      metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      metrics.duration.observe({ method: request.method, route }, seconds);
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        const verdict = reply.getHeader('x-cache');
        metrics.pages.observe(
          { cache: typeof verdict === 'string' ? verdict.toLowerCase() : 'none' },
          seconds,
        );
      }
    });

    // GET /metrics – Prometheus text for this process, or the whole cluster's from a worker
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const verdict = access(request.ip, request.headers.authorization);
      if (verdict === 401)
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'A valid metrics token is needed',
          code: 'UNAUTHORIZED',
        });
      if (verdict === 403)
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Metrics are not served to this address',
          code: 'FORBIDDEN',
        });
      reply.header('cache-control', 'no-store');
      if (inCluster) {
        try {
          const { text, contentType } = await clusterMetrics();
          return reply.type(contentType || metrics.registry.contentType).send(text);
        } catch (err) {
          // The primary is busy or restarting: this worker's own figures beat no figures.
          request.log.warn({ err }, 'cluster metrics unavailable: answering this worker only');
        }
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['health'] },
);
