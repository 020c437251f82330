import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { signInAs } from '../test-site';

/**
 * Signed-in pages drawn with the session resolved once per render (issue 22): the page request's
 * session is handed to the render's in-process API calls (auth/render-session.ts). What a manager
 * and a visitor see must not change, together or one after the other; the real built server
 * renders, the page cache off so that visitors' pages are drawn beside the managers'.
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };
const ADMIN = { email: 'admin@example.org', password: 'Archivio-Admin-1' };

let site: BuiltSite;
let manager: Record<string, string>;
let admin: Record<string, string>;
let recordPage: string;
beforeAll(async () => {
  site = await makeBuiltSite({ PAGE_CACHE: 'false' });
  manager = await signInAs(site.app, MANAGER);
  admin = await signInAs(site.app, ADMIN);
  const search = await site.app.inject({
    method: 'POST',
    url: '/api/public/catalogue/search',
    payload: { locale: 'it', filters: [], limit: 1 },
  });
  recordPage = (search.json().data as { link: string }[])[0]?.link ?? '';
}, 240_000);
afterAll(() => site?.close());

const page = (url: string, who?: Record<string, string>) =>
  site.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', cookie: who?.cookie ?? '' },
  });

/** Whom the page was drawn for: the user in its state, and whether the user bar is in the HTML. */
function drawnFor(answer: LightMyRequestResponse) {
  const email = /"user":\{[^}]*"email":"([^"]+)"/.exec(answer.body)?.[1];
  const userBar = answer.body.includes('class="user-bar"');
  return { user: /"user":null/.test(answer.body) ? 'visitor' : (email ?? 'other'), userBar };
}

describe('signed-in pages with the session resolved once per render', () => {
  it("shows the manager's user bar on the home and a record page, the session checked once a page", async () => {
    expect(recordPage).toMatch(/^\//);
    const verify = vi.spyOn(site.app.identity.provider, 'verifySessionCookie');
    try {
      for (const url of ['/', recordPage]) {
        verify.mockClear();
        const answer = await page(url, manager);
        expect(answer.statusCode).toBe(200);
        expect(drawnFor(answer)).toEqual({ user: MANAGER.email, userBar: true });
        // The page request's own check; its render's API calls (profile, documents, catalogue) reuse it.
        expect(verify).toHaveBeenCalledTimes(1);
      }
    } finally {
      verify.mockRestore();
    }
  });

  it("never shows a visitor a user bar, nor one user's page to another, under concurrency", async () => {
    const who = [undefined, manager, admin] as const;
    const expected = ['visitor', MANAGER.email, ADMIN.email];
    const asked = Array.from({ length: 18 }, (_, i) => ({ url: i % 2 ? recordPage : '/', who: i % 3 }));
    const answers = await Promise.all(asked.map(({ url, who: w }) => page(url, who[w])));
    answers.forEach((answer, i) => {
      const w = asked[i]?.who ?? 0;
      expect(answer.statusCode).toBe(200);
      expect(drawnFor(answer)).toEqual({ user: expected[w], userBar: w !== 0 });
    });
  });

  it('does not carry a session over to a later render: signed out, the same cookie draws a visitor', async () => {
    const second = await signInAs(site.app, MANAGER);
    expect(drawnFor(await page('/', second))).toEqual({ user: MANAGER.email, userBar: true });
    const out = await site.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: second,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(drawnFor(await page('/', second))).toEqual({ user: 'visitor', userBar: false });
    expect(drawnFor(await page(recordPage, second))).toEqual({ user: 'visitor', userBar: false });
    // The first session is still the manager's own.
    expect(drawnFor(await page(recordPage, manager)).user).toBe(MANAGER.email);
  });
});
