import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../lib/axe-violations';
import { newSession, openPage, type Session } from '../lib/browser';
import { textFaceRules } from '../lib/font-face-rules';

// The home's first paint on a phone (issue 26, LCP): the browser draws the sections on the screen
// and leaves the others (`content-visibility: auto`, mf-content's content.css) until the visitor
// comes near them. What a visitor must not notice: anything missing (the sections are in the page
// and its accessibility tree), anything moving while they scroll, anything axe would flag.

const VISITOR = '[data-home-view="visitor"]';

describe("the home's first paint on a phone", () => {
  let phone: Session;
  beforeAll(async () => {
    // Lighthouse's phone.
    phone = await newSession({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, touch: true });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('draws the first screen, keeps the rest in the page, and draws each section as it comes near, without a shift', async () => {
    const { page } = phone;
    // Every layout shift of the visit, from the first paint on (scrolling is not input: the
    // browser counts shifts it causes).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, '/', { remote: 'mf_content' });
    const sections = await page.locator(`${VISITOR} > .home-section`).evaluateAll((all) =>
      all.map((s) => ({
        id: s.id,
        lead: s.classList.contains('home-tier-lead'),
        // false while the browser skips drawing it (offscreen under content-visibility: auto)
        drawn: s.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        top: s.getBoundingClientRect().top,
        text: s.textContent?.trim().length ?? 0,
      })),
    );
    expect(sections.length).toBeGreaterThan(3);
    expect(sections.find((s) => s.lead)?.drawn).toBe(true);
    // Chromium draws what is within about one and a half screens of the viewport.
    const below = sections.filter((s) => s.top > 3 * 823);
    expect(below.length).toBeGreaterThan(0);
    // Skipped, yet in the page with their text (search engines, screen readers, find in page).
    for (const section of below) {
      expect(section.drawn, section.id).toBe(false);
      expect(section.text, section.id).toBeGreaterThan(0);
    }
    expect(await page.getByRole('heading', { name: 'Linea del tempo' }).count()).toBe(1);

    // Scroll to the end as a reader does: each section is drawn by the time it is on the screen.
    const last = below.at(-1)?.id ?? '';
    for (let y = 0; y < 12_000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
      const onScreen = await page.locator(`${VISITOR} > .home-section`).evaluateAll((all) =>
        all
          .filter((s) => {
            const r = s.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          })
          .map((s) => ({
            id: s.id,
            drawn: s.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
          })),
      );
      for (const s of onScreen) expect(s.drawn, s.id).toBe(true);
      if (onScreen.some((s) => s.id === last)) break;
    }
    // The timeline's bars, drawn now, are targets a finger can hit (the size axe's target-size asks).
    const bar = await page.locator('.timeline-bar').first().boundingBox();
    expect(bar?.width).toBeGreaterThanOrEqual(24);
    expect(bar?.height).toBeGreaterThanOrEqual(24);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('downloads only the headings’ face and the text’s before the hero, and shows both', async () => {
    // Every face the first layout uses is downloaded before the hero's paint, and Lighthouse's
    // estimate of that paint on a slow phone counts each one (issue 26: four faces, 70 KB, held the
    // home's LCP over 1.5 s; buttons and labels now use the text's weight, the counters the
    // display face). A fresh visitor, so nothing comes from the cache.
    const visitor = await newSession({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      touch: true,
    });
    try {
      const faces: string[] = [];
      const shellCss: string[] = [];
      visitor.page.on('request', (request) => {
        const url = request.url();
        const file = /\/(source-[a-z0-9-]+)\.[0-9a-f]+\.woff2$/.exec(url)?.[1];
        if (file) faces.push(file);
        if (/^https?:\/\/[^/]+\/[\w-]+\.[0-9a-f]+\.css$/.test(url)) shellCss.push(url);
      });
      await openPage(visitor.page, '/', { remote: 'mf_content' });
      await visitor.page.evaluate(() => document.fonts.ready);
      expect([...new Set(faces)].sort()).toEqual([
        'source-sans-3-latin-400-normal',
        'source-serif-4-latin-600-normal',
      ]);
      // The shell's code, started, did not add its stylesheet a second time: a second copy of the
      // `@font-face` rules restarted the text face's `optional` wait and, when the face had missed
      // the first paint on a slow phone, swapped it in then and moved the hero (gateway
      // ssr/stylesheets.ts). One face rule for the text's 400 Latin, the server's.
      expect(shellCss).toEqual([]);
      const textFaceRulesHeld = await textFaceRules(visitor.page, true);
      expect(textFaceRulesHeld).toBe(1);
      // Both in use, not only fetched: the title in the display face, the buttons in the text's.
      const shown = await visitor.page.evaluate(() => ({
        serif: document.fonts.check('600 32px "Source Serif 4"'),
        sans: document.fonts.check('400 17px "Source Sans 3"'),
        title: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        button: getComputedStyle(document.querySelector('.hero .btn') as Element).fontFamily,
      }));
      expect(shown).toMatchObject({ serif: true, sans: true });
      expect(shown.title).toMatch(/^"?Source Serif 4/);
      expect(shown.button).toMatch(/^"?Source Sans 3/);
    } finally {
      await visitor.close();
    }
  });

  it('passes axe (WCAG 2.1 AA and target-size) with sections skipped, as on arrival', async () => {
    const { page } = phone;
    await openPage(page, '/', { remote: 'mf_content' });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).toEqual([]);
  });
});
