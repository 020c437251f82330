import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { SERVED_OPTIONS, serve } from '../../cluster/serve';
import { PAYLOAD_ID } from '../ssr/page-html';
import { signInAs } from '../test-site';

/**
 * Server renders wait in line (ssr/render-queue.ts, issue 22), through the real page route and the
 * real built server renders: many visitors at once all get server-drawn pages, a signed-in page
 * overtakes anonymous misses, a full line answers 503 with Retry-After in the page's language (a
 * crowd on one page takes one place), cached pages, files, health and API calls never wait in it,
 * and a shutdown answers every page that waited. Order and states, never timing, are asserted.
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

let one: BuiltSite;
let full: BuiltSite;
let recordUrls: string[] = [];
beforeAll(async () => {
  // One render at a time: what waits is visible in the order the answers arrive.
  one = await makeBuiltSite({ SERVER_RENDER_CONCURRENCY: '1', SERVER_RENDER_QUEUE: '1000' });
  full = await makeBuiltSite({ SERVER_RENDER_CONCURRENCY: '1', SERVER_RENDER_QUEUE: '1' });
  const search = await one.app.inject({
    method: 'POST',
    url: '/api/public/catalogue/search',
    payload: { locale: 'it', filters: [], limit: 30 },
  });
  recordUrls = (search.json().data as { link: string }[]).map((card) => card.link);
}, 240_000);
afterAll(async () => {
  await one?.close();
  await full?.close();
});

const serverDrawn = (answer: LightMyRequestResponse) => answer.body.includes(`id="${PAYLOAD_ID}"`);

/** A render that holds the line's only place until the test opens it (the line is then full sooner). */
function holdTheOnlyPlace(site: BuiltSite) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  void site.app.site.renders.run('personal', () => opened);
  return { open };
}

/** How many anonymous renders /metrics has timed in a phase (wait: in line; run: drawing). */
async function lineCount(site: BuiltSite, phase: 'wait' | 'run') {
  const text = (await site.app.inject({ url: '/metrics' })).body;
  const line = new RegExp(
    `^oa_page_render_line_seconds_count\\{phase="${phase}",line="shared"\\} (\\d+)`,
    'm',
  );
  return Number(line.exec(text)?.[1] ?? 0);
}

/** Waits turn by turn (never by the clock) until the line is in the state a test needs. */
async function until(done: () => boolean) {
  for (let turn = 0; !done(); turn++) {
    if (turn > 100_000) throw new Error('the line never reached the state awaited');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('server renders in line', () => {
  it('draws every page on the server when twelve visitors ask for twelve new pages at once', async () => {
    const urls = recordUrls.slice(0, 12);
    expect(urls).toHaveLength(12);
    const waitsBefore = await lineCount(one, 'wait');
    const answers = await Promise.all(urls.map((url) => one.app.inject({ url })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBe('MISS');
      expect(serverDrawn(answer)).toBe(true);
    }
    expect(one.app.site.renders.stats()).toMatchObject({ running: 0, waiting: 0, refused: 0 });
    // An operator sees each of them in /metrics: its wait in line and its drawing.
    expect((await lineCount(one, 'wait')) - waitsBefore).toBe(12);
  });

  it("lets a manager's page overtake anonymous visitors' new pages that came first", async () => {
    const manager = await signInAs(one.app, MANAGER);
    const finished: string[] = [];
    const urls = recordUrls.slice(12, 20);
    const anonymous = urls.map((url, i) =>
      one.app.inject({ url }).then((a) => {
        finished.push(`anonymous ${i}`);
        return a;
      }),
    );
    const signedIn = one.app
      .inject({ url: '/about', headers: { cookie: manager.cookie ?? '' } })
      .then((a) => {
        finished.push('manager');
        return a;
      });
    const [mine, ...theirs] = await Promise.all([signedIn, ...anonymous]);
    expect(mine.statusCode).toBe(200);
    expect(serverDrawn(mine)).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    for (const answer of theirs) expect(serverDrawn(answer)).toBe(true);
    // Asked after eight anonymous misses, drawn right after the one already running.
    expect(finished.indexOf('manager')).toBeLessThan(3);
  });

  it("answers 503 with Retry-After in the page's language when the line is full; the next visit is drawn", async () => {
    const held = holdTheOnlyPlace(full);
    const [first, ...others] = [...recordUrls.slice(20, 25), '/en'];
    // One miss takes the only place in line...
    const waiting = full.app.inject({ url: first ?? '/' });
    await until(() => full.app.site.renders.stats().waiting === 1);
    const refusedBefore = full.app.site.renders.stats().refused;
    // ...and every other new page asked meanwhile is refused at once, without waiting.
    const answers = await Promise.all(others.map((url) => full.app.inject({ url })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(answers[0]?.body).toContain('<html lang="it">');
    expect(answers[0]?.body).toContain('Questa pagina non è momentaneamente accessibile');
    expect(answers.at(-1)?.body).toContain('<html lang="en">');
    expect(answers.at(-1)?.body).toContain('This page is temporarily not accessible');
    expect(full.app.site.renders.stats().refused - refusedBefore).toBe(others.length);
    held.open();
    // The one in line is drawn by the server; a refused page was not stored: asked again, drawn.
    expect(serverDrawn(await waiting)).toBe(true);
    const again = await full.app.inject({ url: others[0] ?? '/' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBe('MISS');
    expect(serverDrawn(again)).toBe(true);
  });

  it('takes one place for a crowd on one new page: every one of them gets the page drawn once', async () => {
    const held = holdTheOnlyPlace(full);
    const url = recordUrls[25] ?? '/';
    const before = full.app.pageCache.stats();
    const crowd = Array.from({ length: 5 }, () => full.app.inject({ url }));
    await until(() => full.app.site.renders.stats().waiting === 1);
    // The line is full with that one render: another page is refused, the crowd is not.
    expect((await full.app.inject({ url: recordUrls[26] ?? '/' })).statusCode).toBe(503);
    held.open();
    const answers = await Promise.all(crowd);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(serverDrawn(answer)).toBe(true);
    }
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const after = full.app.pageCache.stats();
    expect(after.misses - before.misses).toBe(2);
    expect(after.coalesced - before.coalesced).toBe(4);
  });

  it('answers cached pages, files, health and API calls while the line is full', async () => {
    const cached = recordUrls[27] ?? '/';
    expect((await full.app.inject({ url: cached })).headers['x-cache']).toBe('MISS');
    const held = holdTheOnlyPlace(full);
    const waiting = full.app.inject({ url: recordUrls[28] ?? '/' });
    await until(() => full.app.site.renders.stats().waiting === 1);
    const [hit, health, file, api, miss] = await Promise.all([
      full.app.inject({ url: cached }),
      full.app.inject({ url: '/api/health' }),
      full.app.inject({ url: '/mf-manifest.json' }),
      full.app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { locale: 'it', filters: [], limit: 1 },
      }),
      full.app.inject({ url: recordUrls[29] ?? '/' }),
    ]);
    expect(hit?.statusCode).toBe(200);
    expect(hit?.headers['x-cache']).toBe('HIT');
    expect(serverDrawn(hit as LightMyRequestResponse)).toBe(true);
    expect(health?.statusCode).toBe(200);
    expect(file?.statusCode).toBe(200);
    expect(api?.statusCode).toBe(200);
    expect(miss?.statusCode).toBe(503);
    // All of it answered while the render still held its place and one page waited.
    expect(full.app.site.renders.stats()).toMatchObject({ running: 1, waiting: 1 });
    held.open();
    expect((await waiting).statusCode).toBe(200);
  });
});

describe('shutting down with renders in line', () => {
  it('stops accepting, draws and sends every page that waited, then closes', async () => {
    let served!: ReturnType<typeof serve>;
    const site = await makeBuiltSite(
      { SERVER_RENDER_CONCURRENCY: '1', PORT: '0', HOST: '127.0.0.1' },
      undefined,
      { fastify: SERVED_OPTIONS, beforeReady: (app) => (served = serve(app, app.config)) },
    );
    try {
      await served.start();
      const { port } = site.app.server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      const held = holdTheOnlyPlace(site);
      const urls = recordUrls.slice(0, 4);
      const pages = urls.map((url) =>
        fetch(origin + url).then(async (a) => ({
          status: a.status,
          connection: a.headers.get('connection'),
          body: await a.text(),
        })),
      );
      await until(() => site.app.site.renders.stats().waiting === urls.length);
      const down = served.shutdown('test');
      expect(served.draining).toBe(true);
      held.open();
      for (const page of await Promise.all(pages)) {
        expect(page.status).toBe(200);
        expect(page.body).toContain(`id="${PAYLOAD_ID}"`);
        expect(page.connection).toBe('close');
      }
      await down;
      expect(site.app.site.renders.stats()).toMatchObject({ running: 0, waiting: 0, refused: 0 });
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      rmSync(site.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
