import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';

const TOKEN = 'metrics-token-0123456789abcdef';
type App = Awaited<ReturnType<typeof buildApp>>;

async function appWith(overrides: Record<string, string>, before?: (app: App) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-metrics-'));
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '200', ...overrides }));
  before?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const scrape = (app: App, remoteAddress: string, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress,
    ...(authorization ? { headers: { authorization } } : {}),
  });

// /metrics (issue 22): an operator's Prometheus reads figures per route pattern; nobody else may.
describe('/metrics with a token', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWith({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(() => close());

  it('refuses an outside address without the right token (401), serves it with the token', async () => {
    const none = await scrape(app, '203.0.113.9');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('oa_http');
    expect((await scrape(app, '203.0.113.9', 'Bearer wrong-token-wrong-token-00')).statusCode).toBe(401);
    expect((await scrape(app, '203.0.113.9', `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const good = await scrape(app, '203.0.113.9', `Bearer ${TOKEN}`);
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toContain('text/plain');
  });

  it('serves loopback without a token (METRICS_ALLOW default)', async () => {
    expect((await scrape(app, '127.0.0.1')).statusCode).toBe(200);
    expect((await scrape(app, '::1')).statusCode).toBe(200);
  });

  it('counts answers by route pattern, not by URL, and times the catalogue store calls', async () => {
    const search = await app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload: {} });
    const first = search.json().data[0] as { table: string; id: string };
    for (const id of [first.id, '999991', '999992'])
      await app.inject({ method: 'GET', url: `/iiif/${first.table}/${id}/manifest` });
    const text = (await scrape(app, '127.0.0.1')).body;
    expect(text).toContain(
      'oa_http_requests_total{method="POST",route="/api/public/catalogue/search",status="200"} 1',
    );
    // Three URLs, one pattern: the ids never become labels.
    const manifest = text
      .split('\n')
      .filter((l) => l.startsWith('oa_http_requests_total') && l.includes('manifest'));
    expect(manifest.length).toBeGreaterThan(0);
    expect(
      manifest.every((l) => l.includes('route="/iiif/:table/:id/manifest"') && !l.includes('99999')),
    ).toBe(true);
    expect(manifest.reduce((n, l) => n + Number(l.split(' ').pop()), 0)).toBe(3);
    expect(text).toMatch(/oa_catalogue_store_call_seconds_count\{method="search",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/oa_catalogue_store_call_seconds_count\{method="record",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toMatch(/^oa_raw_pool_jobs 0$/m);
  });
});

describe('/metrics without a token', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWith({ METRICS_ALLOW: '10.0.0.0/8', PAGE_CACHE_MAX_BYTES: '1048576' }));
  });
  afterAll(() => close());

  it('serves the allowed network and forbids the rest (403), loopback included once not listed', async () => {
    expect((await scrape(app, '10.1.2.3')).statusCode).toBe(200);
    expect((await scrape(app, '::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await scrape(app, '192.168.1.1')).statusCode).toBe(403);
    expect((await scrape(app, '127.0.0.1')).statusCode).toBe(403);
    // A token offered where none is configured opens nothing.
    expect((await scrape(app, '192.168.1.1', `Bearer ${TOKEN}`)).statusCode).toBe(401);
  });

  it("shows the page cache's figures as the cache counts them", async () => {
    const text = (await scrape(app, '10.1.2.3')).body;
    const stats = app.pageCache.stats();
    expect(text).toMatch(new RegExp(`^oa_page_cache\\{figure="hits"\\} ${stats.hits}$`, 'm'));
    expect(text).toMatch(new RegExp(`^oa_page_cache\\{figure="misses"\\} ${stats.misses}$`, 'm'));
    expect(text).toMatch(/^oa_page_cache\{figure="max_bytes"\} 1048576$/m);
  });
});

describe('render fallbacks in /metrics', () => {
  let app: App;
  let close: () => Promise<void>;
  const bundles = mkdtempSync(join(tmpdir(), 'oa-metrics-bundles-'));
  beforeAll(async () => {
    // No server builds at all: every page render falls back to the client-rendered page.
    ({ app, close } = await appWith({ BUNDLES_DIR: bundles, SERVER_RENDERING: 'true' }));
  });
  afterAll(async () => {
    await close();
    rmSync(bundles, { recursive: true, force: true });
  });

  it('counts each render that fell back to the client-rendered page', async () => {
    const before = (await scrape(app, '127.0.0.1')).body;
    expect(before).not.toMatch(/oa_page_render_outcomes_total\{outcome="fallback"\}/);
    await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/notizie' });
    const after = (await scrape(app, '127.0.0.1')).body;
    expect(after).toMatch(/^oa_page_render_outcomes_total\{outcome="fallback"\} 2$/m);
  });
});
