import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';

// Issue 23: the browse pages show their records by date too (the search page's histogram), in the
// server's first HTML, each bar a link a keyboard reaches that opens the search for that period.

const chart = (page: Page) => page.getByRole('region', { name: 'Risultati per data' });

describe('records by date on the browse pages (issue 23)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("draws a table's histogram on the server", async () => {
    const html = await (await fetch(siteUrl('/browse/oggetti'))).text();
    expect(html).toContain('Risultati per data');
    const bars = [...html.matchAll(/<a href="([^"]*)" class="date-histogram-bar" aria-label="([^"]*)"/g)];
    expect(bars.length).toBeGreaterThan(0);
    for (const [, href, label] of bars) {
      expect(href).toMatch(/^\/cerca\?filtro=date%7C\d+%7C\d+&amp;tabella=ca_objects$/);
      expect(label).toMatch(/^\d+–\d+: [\d.]+ risultat[oi], filtra per questo periodo$/);
    }
  });

  it('opens the search of a period in that table from a bar chosen with the keyboard', async () => {
    const { page } = session;
    await openPage(page, '/browse/oggetti', { remote: 'mf_catalogue' });
    const bars = chart(page).getByRole('link');
    await bars.first().waitFor();
    const label = (await bars.first().getAttribute('aria-label')) ?? '';
    const count = Number(/: ([\d.]+) risultat/.exec(label)?.[1]?.replaceAll('.', ''));
    expect(count).toBeGreaterThan(0);
    // Tab from the link just before the chart until a bar has focus, as a keyboard user would.
    await page.getByRole('link', { name: 'Vedi tutte le schede' }).focus();
    await page.keyboard.press('Tab');
    expect(await bars.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cerca\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('tabella')).toBe('ca_objects');
    expect(url.searchParams.getAll('filtro').some((f) => f.startsWith('date'))).toBe(true);
    // The search finds as many records as the bar said.
    await expect
      .poll(async () => (await page.locator('.search-count').textContent())?.replace(/\D/g, ''))
      .toBe(String(count));
  });

  it('has no axe violations in the histogram of /browse', async () => {
    const { page } = session;
    await openPage(page, '/browse', { remote: 'mf_catalogue' });
    await chart(page).getByRole('link').first().waitFor();
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const run = await (window as unknown as { axe: typeof axe }).axe.run('.date-histogram', {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    });
    expect(violations).toEqual([]);
  });
});
