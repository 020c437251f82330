import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What a page cache reports (the anonymous page cache's `stats()`, issue 22). */
export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  bypass: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  evictions: number;
  coalesced: number;
}

/** Sources read at scrape time: set by whoever owns them (the app, the catalogue plugin). */
export interface MetricSources {
  pageCache?: (() => PageCacheStats | undefined) | undefined;
  /** Raw-query jobs running or waiting in this process's worker pool. */
  rawPoolJobs?: (() => number) | undefined;
  /** Catalogue calls waiting for the primary (a cluster worker). */
  catalogueWaiting?: (() => number) | undefined;
  /** The line server renders wait in (site/ssr/render-queue.ts): running, waiting, refused. */
  renderLine?: (() => Record<string, number>) | undefined;
  /** Picture copies drawn ahead (iiif/draw-ahead.ts): queued, drawn, present, dropped, skipped... */
  drawAhead?: (() => Record<string, number>) | undefined;
  /** Page frames from templates (site/ssr/frame-templates.ts): hits, misses, mismatches, kept. */
  frameTemplates?: (() => Record<string, number>) | undefined;
}

/**
 * One process's metrics, in a registry of its own (tests build many apps in one process; the
 * cluster's primary adds every worker's registry to its own: cluster/metrics-gather.ts). Labels are
 * route patterns, methods, status codes and store method names: bounded, never raw URLs.
 */
export function createMetrics(prefix = 'oa_') {
  const registry = new Registry();
  /**
   * One gauge of a part's own figures (`{figure}` label: its counters and sizes), read when scraped;
   * camelCase names as Prometheus spells them (maxBytes -> max_bytes).
   */
  const figuresGauge = <T extends object>(name: string, help: string, read: () => T | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['figure'] as const,
      registers: [registry],
      collect() {
        const stats = read();
        if (!stats) return;
        for (const [figure, value] of Object.entries(stats) as [string, number][])
          this.set({ figure: figure.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) }, value);
      },
    });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const sources: MetricSources = {};
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pages = new Histogram({
    name: `${prefix}page_seconds`,
    help: 'Time to answer an HTML page (the server render included unless the page cache answered)',
    labelNames: ['cache'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const renderOutcomes = new Counter({
    name: `${prefix}page_render_outcomes_total`,
    help: 'Server renders that fell back: fallback (client-rendered page sent), partial (parts left to the browser)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renderLine = new Histogram({
    name: `${prefix}page_render_line_seconds`,
    help: 'Server renders: seconds waiting in line (phase wait) and drawing (phase run), by line (personal, shared)',
    labelNames: ['phase', 'line'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2.5],
    registers: [registry],
  });
  figuresGauge(
    `${prefix}page_render_line`,
    'Server render line: running and waiting now, refused (total, answered 503)',
    () => sources.renderLine?.(),
  );
  const storeCalls = new Histogram({
    name: `${prefix}catalogue_store_call_seconds`,
    help: 'Catalogue store calls by port method and outcome (ok, error)',
    labelNames: ['method', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [registry],
  });
  new Gauge({
    name: `${prefix}raw_pool_jobs`,
    help: 'Raw catalogue queries running or waiting in the worker-thread pool',
    registers: [registry],
    collect() {
      const jobs = sources.rawPoolJobs?.();
      if (jobs !== undefined) this.set(jobs);
    },
  });
  new Gauge({
    name: `${prefix}catalogue_calls_waiting`,
    help: 'Catalogue calls a worker has sent to the primary and not yet had answered',
    registers: [registry],
    collect() {
      const waiting = sources.catalogueWaiting?.();
      if (waiting !== undefined) this.set(waiting);
    },
  });
  // Cumulative figures the cache keeps itself: gauges of its totals, summed over the workers.
  figuresGauge(
    `${prefix}page_cache`,
    'Anonymous page cache: hits, misses, stale, bypass, coalesced, evictions (totals), entries, bytes, max_bytes',
    () => sources.pageCache?.(),
  );
  figuresGauge(
    `${prefix}page_frame_templates`,
    'Page frames drawn once: hits (frames filled in from a template), misses, mismatches (told apart from React in development; totals), kept',
    () => sources.frameTemplates?.(),
  );
  figuresGauge(
    `${prefix}iiif_draw_ahead`,
    'Picture copies drawn ahead: queued now; drawn, present, dropped, skipped, failed, and the image server renders (totals)',
    () => sources.drawAhead?.(),
  );
  return { registry, sources, requests, duration, pages, renderOutcomes, renderLine, storeCalls };
}

export type Metrics = ReturnType<typeof createMetrics>;
