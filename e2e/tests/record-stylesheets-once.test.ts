import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, siteUrl } from '../lib/browser';
import { textFaceRules } from '../lib/font-face-rules';
import { firstRecord } from '../lib/server-pages';

// A record page arrives with its styles inline (the shell's and mf-catalogue's, gateway
// ssr/stylesheets.ts). When the code starts, its CSS loaders used to fetch the same files and apply
// them a second time: a request and a style pass over the whole page on a phone's busy main thread,
// and for the shell a second copy of the `@font-face` rules that swapped a late text face in (issue
// 26). What a visitor would notice if it came back: the page restyled (and possibly moved) as it
// becomes live.

describe('a record page and its stylesheets', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      touch: true,
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('comes to life without fetching or applying again the styles it arrived with', async () => {
    const { page } = session;
    const record = await firstRecord('ca_objects');
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      // Leaflet's, which the server never inlines, comes with the map's chunk (browser-only-*).
      if (request.resourceType() === 'stylesheet' && !request.url().includes('/browser-only-'))
        stylesheets.push(request.url());
    });
    await page.goto(siteUrl(record.link));
    await page.waitForSelector('[data-remote="mf_catalogue"][data-live] [data-screen="record"]');
    // The header's search toggle works, so the shell's code (and its CSS loader) ran.
    const toggle = page.locator('[data-panel-toggle="search"]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(stylesheets).toEqual([]);
    // One copy of the text face's rules, the server's.
    const textFaces = await textFaceRules(page);
    expect(textFaces).toBe(2); // Latin and Latin Extended, once each
  });
});
