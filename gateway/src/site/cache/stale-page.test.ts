import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';

/**
 * Stale-while-revalidate where it is safe: a page older than PAGE_CACHE_TTL_SECONDS whose data did
 * not change is answered once more (`STALE`) while it is drawn anew behind; after a save it is never
 * answered again (a miss). The wait below is the TTL passing, not a measured time.
 */
let site: BuiltSite;
beforeAll(async () => {
  site = await makeBuiltSite({ PAGE_CACHE_TTL_SECONDS: '1' });
}, 240_000);
afterAll(() => site?.close());

const get = (url: string) => site.app.inject({ method: 'GET', url });
const olderThanTtl = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** Asks until the page comes from the cache (stored, or drawn anew behind a stale answer). */
async function drawnAgain(): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if ((await get('/cookiepolicy')).headers['x-cache'] === 'HIT') return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('an old page', () => {
  it('is answered once more while it is drawn anew, when nothing it shows changed', async () => {
    expect(await drawnAgain()).toBe(true); // stored
    const first = await get('/cookiepolicy');
    await olderThanTtl();
    const stale = await get('/cookiepolicy');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.body).toBe(first.body);
    expect(await drawnAgain()).toBe(true);
  });

  it('is never answered after a save changed what it shows', async () => {
    await get('/cookiepolicy');
    await olderThanTtl();
    const doc = await site.app.content.get('pages', 'cookiepolicy', 'it');
    const data = JSON.parse(JSON.stringify(doc?.data).replace('cookie tecnici', 'cookie MARK-stale'));
    await site.app.content.save({
      collection: 'pages',
      name: 'cookiepolicy',
      locale: 'it',
      data,
      revision: doc?.revision,
    });
    const after = await get('/cookiepolicy');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('cookie MARK-stale');
  });
});
