import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';
import { DRAWING_LINGERS_MS, drawnLately, PagesFirst } from './pages-first';

/** A clock the test moves: sleep advances it (and lets other waiters run) instead of waiting. */
function fakeClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
      await Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('raw calls while pages are drawn (pages-first)', () => {
  it('lets every call through at once when no page is being drawn', async () => {
    const clock = fakeClock();
    const gate = new PagesFirst(() => false, 2, 1000, 10, clock.now, clock.sleep);
    const admitted = await Promise.all(Array.from({ length: 50 }, () => gate.admit()));
    expect(admitted.every(Boolean)).toBe(true);
    expect(clock.now()).toBe(0);
  });

  it('lets perSecond calls a second through while pages are drawn, and refuses one that waited too long', async () => {
    const clock = fakeClock();
    const gate = new PagesFirst(() => true, 5, 1000, 100, clock.now, clock.sleep);
    // The first second's worth goes at once.
    for (let i = 0; i < 5; i++) expect(await gate.admit()).toBe(true);
    expect(clock.now()).toBe(0);
    // The next one waits for its token (1/5 s).
    expect(await gate.admit()).toBe(true);
    expect(clock.now()).toBeCloseTo(200, 0);
    // Over a simulated second of calls one after another, about five get through, no more.
    const start = clock.now();
    let through = 0;
    while (clock.now() - start < 1000) if (await gate.admit()) through++;
    expect(through).toBeGreaterThanOrEqual(4);
    expect(through).toBeLessThanOrEqual(6);
  });

  it('answers false after maxWaitMs when the turn does not come', async () => {
    const clock = fakeClock();
    // Less than one call a second: after the first, a call would wait 2 s for its token.
    const gate = new PagesFirst(() => true, 0.5, 300, 10, clock.now, clock.sleep);
    expect(await gate.admit()).toBe(false); // tokens start at 0.5: not a whole call
    expect(clock.now()).toBeGreaterThanOrEqual(300);
  });

  it('lets the waiting calls go as soon as the pages are drawn', async () => {
    const clock = fakeClock();
    let drawing = true;
    const gate = new PagesFirst(() => drawing, 1, 60_000, 10, clock.now, clock.sleep);
    expect(await gate.admit()).toBe(true); // the one token
    const waiting = gate.admit();
    await Promise.resolve();
    drawing = false;
    expect(await waiting).toBe(true);
    // It did not wait the full second its token would have taken... nor anything like the maximum.
    expect(clock.now()).toBeLessThan(60_000);
  });

  it('refuses at once past maxWaiting calls in line (the line is bounded)', async () => {
    const clock = fakeClock();
    const sleeps: (() => void)[] = [];
    // A sleep that holds until released: calls stay in line.
    const gate = new PagesFirst(
      () => true,
      1,
      10_000,
      3,
      clock.now,
      () => new Promise<void>((resolve) => sleeps.push(resolve)),
    );
    expect(await gate.admit()).toBe(true); // the token
    const inLine = [gate.admit(), gate.admit(), gate.admit()];
    await Promise.resolve();
    expect(await gate.admit()).toBe(false); // the fourth in line
    expect(sleeps.length).toBe(3);
    // Past their deadline: the token that came meanwhile lets one through, the others are refused.
    clock.advance(20_000);
    for (const release of sleeps) release();
    expect(await Promise.all(inLine)).toEqual([true, false, false]);
  });
});

describe('drawnLately', () => {
  it('counts a process as drawing pages until DRAWING_LINGERS_MS after the last render it saw', () => {
    let t = 0;
    let rendering = false;
    const drawing = drawnLately(
      () => rendering,
      () => t,
    );
    expect(drawing()).toBe(false);
    rendering = true;
    expect(drawing()).toBe(true);
    rendering = false;
    t += DRAWING_LINGERS_MS - 1;
    expect(drawing()).toBe(true);
    t += 1;
    expect(drawing()).toBe(false);
  });
});

describe('mongo/search and mongo/aggregate while the gateway draws a page', () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
  beforeAll(async () => {
    dataDir = await makeCatalogueDir(50);
    app = await buildCatalogueApp(dataDir, {
      MONGO_RATE_WHILE_DRAWING: '1',
      MONGO_WAIT_WHILE_DRAWING_MS: '50',
    });
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dataDir);
  });
  const call = (url: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: {
        table: 'data_it',
        query: url.endsWith('aggregate')
          ? [{ $match: { table: 'ca_objects' } }, { $limit: 1 }]
          : { table: 'ca_objects' },
      },
    });

  it('answers the calls past the allowance 503 BUSY with Retry-After while a render runs, and all of them once it ended', async () => {
    let finish = () => {};
    // A server render in progress in this process (the render line is what pages-first looks at).
    const render = app.site.renders.run('shared', () => new Promise<void>((resolve) => (finish = resolve)));
    const during = [];
    for (const url of ['/api/public/mongo/search', '/api/public/mongo/aggregate', '/api/public/mongo/search'])
      during.push(await call(url));
    expect(during[0]!.statusCode).toBe(200);
    expect(during.slice(1).map((r) => r.statusCode)).toEqual([503, 503]);
    expect(during[1]!.headers['retry-after']).toBe('5');
    expect(during[1]!.json()).toMatchObject({ code: 'BUSY' });
    finish();
    await render;
    // Once the pages have been drawn for a moment, nothing waits.
    await new Promise((resolve) => setTimeout(resolve, DRAWING_LINGERS_MS + 20));
    const after = await Promise.all(Array.from({ length: 5 }, () => call('/api/public/mongo/aggregate')));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
