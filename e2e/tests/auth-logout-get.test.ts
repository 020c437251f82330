import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, siteUrl } from '../lib/browser';
import { DEMO, loginWithApi } from '../lib/login';

/**
 * Issue 24: the seed's GET api/auth/logout in a real browser. Session cookies are SameSite=Lax,
 * which Chromium still sends on a top-level navigation from another site: the gateway must tell
 * that apart (Sec-Fetch-Site, which no page can forge) from the site's own call.
 */
describe("the seed's GET api/auth/logout in Chromium", () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
    await loginWithApi(session.context, DEMO.manager);
  });
  afterAll(async () => session?.close());

  const profileStatus = async () =>
    (await session.context.request.get(siteUrl('/api/auth/profile'))).status();

  it('does not sign out when a page of another site sends the browser there', async () => {
    const { page } = session;
    expect(await profileStatus()).toBe(200);
    // The same server under its other loopback name is another origin and another site.
    const other = new URL(siteUrl('/robots.txt'));
    other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    await page.goto(other.href);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url() === siteUrl('/api/auth/logout')),
      page.evaluate((url) => {
        window.location.href = url;
      }, siteUrl('/api/auth/logout')),
    ]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'CROSS_SITE' });
    expect(await profileStatus()).toBe(200);
  });

  it("signs out when the site's own page calls it", async () => {
    const { page } = session;
    await page.goto(siteUrl('/robots.txt'));
    const status = await page.evaluate(async () => (await fetch('/api/auth/logout')).status);
    expect(status).toBe(200);
    expect(await profileStatus()).toBe(401);
  });
});
