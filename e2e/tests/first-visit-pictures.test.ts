import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, waitForRemote, waitForShell } from '../lib/browser';
import { type RunningGateway, startGateway } from '../lib/gateway';

// The first visitor of a fresh site (issue 26): the gateway has drawn its home's pictures ahead
// (hero, shuffle tiles), so the phone's first visit gets files, and the image server cuts nothing
// while the visitor waits. A gateway of its own: the suite's gateways do not draw ahead.

/** The image server's figures on /metrics (oa_iiif_draw_ahead{figure=...}). */
async function figures(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(/^oa_iiif_draw_ahead\{figure="(\w+)"\} (\d+)/gm)].map((m) => [m[1], Number(m[2])]),
  );
}

describe('a first visit to a fresh site', () => {
  let gateway: RunningGateway;
  let phone: Session;
  beforeAll(async () => {
    gateway = await startGateway({ IIIF_DRAW_AHEAD: 'true', IIIF_DRAW_AHEAD_DELAY_MS: '0' });
    phone = await newSession({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, touch: true });
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
    await gateway?.stop();
  });

  it('gets the home and its hero picture without a picture being cut while it waits', async () => {
    // What the gateway drew in the background after start (the home, its copies).
    let drawn: Record<string, number> = {};
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      drawn = await figures(gateway.url);
      if ((drawn.drawn ?? 0) > 0 && drawn.queued === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(drawn.drawn).toBeGreaterThan(0);
    expect(drawn.queued).toBe(0);

    const { page } = phone;
    await page.goto(`${gateway.url}/`, { waitUntil: 'domcontentloaded' });
    await waitForShell(page);
    await waitForRemote(page, 'mf_content');
    const hero = '[data-section="hero"] figure img';
    await page.waitForFunction((sel) => {
      const img = document.querySelector<HTMLImageElement>(sel);
      return Boolean(img?.complete && img.naturalWidth > 0);
    }, hero);
    expect(await page.locator(hero).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/iiif\/image\/.+\/full\/720,\/0\/default\.webp$/,
    );
    // No render on the image server since the drawing ahead ended: the copies were files.
    expect((await figures(gateway.url)).renders).toBe(drawn.renders);
  }, 180_000);
});
