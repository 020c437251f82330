import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, siteUrl } from '../lib/browser';

// Issue 26: the cookie bar is in the server's HTML and the page's code starts after the first paint,
// so a visitor can press its buttons before the code runs (or with JavaScript off). The press posts
// the bar's form: the choice is kept and the visitor is back on the same page, without the bar.
describe('the cookie bar before the page code runs', () => {
  it('keeps a choice made with JavaScript off and comes back to the same page', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl('/cerca?tags=lettera'));
      const bar = page.getByRole('region', { name: 'Consenso ai cookie' });
      await bar.waitFor();
      // The same URL before and after: wait for the post's answer, then for the page it leads to.
      const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/cookie-consent');
      await bar.getByRole('button', { name: 'Rifiuta' }).click();
      expect((await posted).status()).toBe(303);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cerca?tags=lettera');
      await expect.poll(() => bar.count()).toBe(0);
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies.oa_consent).toBe('declined');
      expect(cookies.oa_analytics_disabled).toBe('true');
      // Changing one's mind from another page: accepted, the decline's cookie gone.
      await context.clearCookies({ name: 'oa_consent' });
      await page.goto(siteUrl('/en/explore'));
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await page.waitForURL((url) => url.pathname === '/en/explore');
      const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(after.oa_consent).toBe('all');
      expect(after.oa_analytics_disabled).toBeUndefined();
      await expect.poll(() => page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
