import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { PAYLOAD_ID } from '../ssr/page-html';
import { signInAs } from '../test-site';

/**
 * Server renders wait in line (ssr/render-queue.ts, issue 22), through the real page route and the
 * real built server renders: many visitors at once all get server-drawn pages, a signed-in page
 * overtakes anonymous misses, and a full line sends the client-rendered page (still a 200) instead
 * of an error. Order of answers, never their timing, is asserted.
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

let one: BuiltSite;
let none: BuiltSite;
let recordUrls: string[] = [];
beforeAll(async () => {
  // One render at a time: what waits is visible in the order the answers arrive.
  one = await makeBuiltSite({ SERVER_RENDER_CONCURRENCY: '1', SERVER_RENDER_QUEUE: '1000' });
  none = await makeBuiltSite({ SERVER_RENDER_CONCURRENCY: '1', SERVER_RENDER_QUEUE: '0' });
  const search = await one.app.inject({
    method: 'POST',
    url: '/api/public/catalogue/search',
    payload: { locale: 'it', filters: [], limit: 30 },
  });
  recordUrls = (search.json().data as { link: string }[]).map((card) => card.link);
}, 240_000);
afterAll(async () => {
  await one?.close();
  await none?.close();
});

const serverDrawn = (answer: LightMyRequestResponse) => answer.body.includes(`id="${PAYLOAD_ID}"`);

describe('server renders in line', () => {
  it('draws every page on the server when twelve visitors ask for twelve new pages at once', async () => {
    const urls = recordUrls.slice(0, 12);
    expect(urls).toHaveLength(12);
    const answers = await Promise.all(urls.map((url) => one.app.inject({ url })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBe('MISS');
      expect(serverDrawn(answer)).toBe(true);
    }
    expect(one.app.site.renders.stats()).toMatchObject({ running: 0, waiting: 0, refused: 0 });
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

  it('sends the client-rendered page, not an error, when the line is full; the next visit is drawn', async () => {
    const urls = recordUrls.slice(20, 26);
    const answers = await Promise.all(urls.map((url) => none.app.inject({ url })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const drawn = answers.filter(serverDrawn);
    const refused = answers.filter((a) => !serverDrawn(a));
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(none.app.site.renders.stats().refused).toBe(refused.length);
    // A refused page was not stored: its next visitor, alone, gets it drawn by the server.
    const again = await none.app.inject({ url: urls[answers.indexOf(refused[0]!)]! });
    expect(serverDrawn(again)).toBe(true);
    expect(again.headers['x-cache']).toBe('MISS');
  });
});
