import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { managerAndVisitor } from '../lib/manager-and-visitor';
import { saveOptions } from '../lib/site-options';

// How the home looks to a visitor (issue 26): a picture from the collection in the hero, the first
// screen leading to search and a path, headings in the site's display face, a page grid that uses a
// laptop's width with the footer on it, result cards leading with their picture; and the managers'
// theme (colour, custom font, custom CSS) still applied on top. The options are put back at the end.

const HERO = '[data-home-view="visitor"] [data-section="hero"]';

async function openHome(page: Page) {
  await openPage(page, '/', { remote: 'mf_content' });
  await page.waitForSelector(`${HERO} h1`);
}

describe('the home that invites', () => {
  let laptop: Session;
  let phone: Session;
  beforeAll(async () => {
    laptop = await newSession({ viewport: { width: 1366, height: 768 } });
    phone = await newSession({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await laptop?.close();
    await phone?.close();
  });

  it('opens on a picture from the collection, loaded first and at a size fit for the screen', async () => {
    for (const { page } of [laptop, phone]) {
      await openHome(page);
      const img = page.locator(`${HERO} figure img`);
      await img.waitFor();
      await page.waitForFunction((sel) => {
        const i = document.querySelector<HTMLImageElement>(sel);
        return Boolean(i?.complete && i.naturalWidth > 0);
      }, `${HERO} figure img`);
      const shown = await img.evaluate((i: HTMLImageElement) => ({
        src: i.currentSrc,
        natural: i.naturalWidth,
        box: i.getBoundingClientRect().width,
        top: i.getBoundingClientRect().top,
        priority: i.getAttribute('fetchpriority'),
        alt: i.alt,
      }));
      expect(shown.src).toContain('/iiif/image/media~demo-');
      expect(shown.priority).toBe('high');
      expect(shown.alt.length).toBeGreaterThan(3);
      // A copy about the size it is shown at (with the screen's pixel ratio), not the 2,400 px source.
      expect(shown.natural).toBeLessThanOrEqual(Math.max(800, shown.box * 2.5));
      // On the first screen.
      expect(shown.top).toBeLessThan(page.viewportSize()?.height ?? 0);
    }
  });

  it("names the hero in the server's head, and a 412 px phone at 1.75x takes the copy it shows", async () => {
    // Lighthouse's phone: the picture shows 379 css px (663 screen px) wide.
    const lighthousePhone = await newSession({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      touch: true,
    });
    try {
      const { page } = lighthousePhone;
      const response = await openPage(page, '/', { remote: 'mf_content' });
      const html = (await response?.text()) ?? '';
      // In the server's HTML, before the styles: asked for with the page's first requests.
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
      expect(preload).toContain('fetchpriority="high"');
      expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style'));
      await page.waitForSelector(`${HERO} h1`);
      const img = page.locator(`${HERO} figure img`);
      await page.waitForFunction((sel) => {
        const i = document.querySelector<HTMLImageElement>(sel);
        return Boolean(i?.complete && i.naturalWidth > 0);
      }, `${HERO} figure img`);
      const { srcset, sizes, current } = await img.evaluate((i: HTMLImageElement) => ({
        srcset: i.getAttribute('srcset'),
        sizes: i.getAttribute('sizes'),
        current: i.currentSrc,
      }));
      const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(preload)?.[1];
      // The same candidates and sizes as the <img>, so the browser picks one copy for both.
      expect(attr('imagesrcset')).toBe(srcset);
      expect(attr('imagesizes')).toBe(sizes);
      expect(current).toMatch(/\/full\/720,\/0\/default\.webp$/);
      expect(
        await page.evaluate(() =>
          document.querySelector('img[fetchpriority="high"]')?.getAttribute('loading'),
        ),
      ).toBeNull();
    } finally {
      await lighthousePhone.close();
    }
  });

  it('leads to search and to a path from the first screen, with headings in the display face', async () => {
    const { page } = laptop;
    await openHome(page);
    const search = page.locator(`${HERO} [role="search"] input[type="search"]`);
    expect(await search.isVisible()).toBe(true);
    const path = page.locator(`${HERO} a.hero-path`);
    expect(await path.getAttribute('href')).toMatch(/^\/percorsi\/[a-z0-9-]+$/);
    expect((await path.boundingBox())?.y ?? 9999).toBeLessThan(768);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      serifLoaded: document.fonts.check('600 32px "Source Serif 4"'),
    }));
    expect(fonts.h1).toMatch(/^"?Source Serif 4/);
    expect(fonts.body).toMatch(/^"?Source Sans 3/);
    expect(fonts.serifLoaded).toBe(true);
    await search.fill('ponte');
    await search.press('Enter');
    await page.waitForURL(/\/cerca\?tags=ponte/);
  });

  it("uses a laptop's width, with the header, the sections and the footer on one grid", async () => {
    const { page } = laptop;
    await openHome(page);
    const edges = await page.evaluate(() => {
      const left = (sel: string) => {
        const el = document.querySelector(sel);
        if (!el) return Number.NaN;
        const style = getComputedStyle(el);
        return el.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft);
      };
      const right = (sel: string) => {
        const el = document.querySelector(sel) as Element;
        return el.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(el).paddingRight);
      };
      return {
        header: left('.header-bar'),
        hero: left('[data-section="hero"] .home-section-inner'),
        footer: left('.site-footer'),
        width:
          right('[data-section="hero"] .home-section-inner') -
          left('[data-section="hero"] .home-section-inner'),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(Math.abs(edges.hero - edges.header)).toBeLessThan(2);
    expect(Math.abs(edges.footer - edges.hero)).toBeLessThan(2);
    expect(edges.width).toBeGreaterThan(1200);
    expect(edges.overflow).toBe(0);
  });

  it('has nothing wider than a phone', async () => {
    const { page } = phone;
    await openHome(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  it('shows result cards with their picture first, and no grey box on a card without one', async () => {
    const { page } = laptop;
    await openPage(page, '/cerca?tags=fotografia', { remote: 'mf_catalogue' });
    await page.waitForSelector('.record-card');
    const cards = await page.locator('.record-card').evaluateAll((els) =>
      els.map((card) => ({
        media: card.classList.contains('has-media'),
        firstIsImage: card.firstElementChild?.classList.contains('record-card-media') ?? false,
        images: card.querySelectorAll('.record-card-media').length,
      })),
    );
    expect(cards.some((c) => c.media)).toBe(true);
    for (const card of cards) {
      expect(card.firstIsImage).toBe(card.media);
      expect(card.images).toBe(card.media ? 1 : 0);
    }
  });
});

describe("managers' theme on top of the site's look", () => {
  const site = managerAndVisitor({ viewport: { width: 1366, height: 768 } });

  it('applies the site colour, the custom font and the custom CSS over the display face and layout', async () => {
    await saveOptions(site.manager.context, {
      ...site.original.data,
      colors: { primary: '#7a1f2b' },
      customfont: 'DejaVu Sans Mono',
      customcss: '.hero-lead { text-transform: uppercase; }',
    });
    const { page } = site.visitor;
    await openHome(page);
    await page.waitForFunction(() => getComputedStyle(document.body).fontFamily.includes('DejaVu Sans Mono'));
    const look = await page.evaluate(() => ({
      band: getComputedStyle(document.querySelector('[data-section="hero"]') as Element).backgroundColor,
      h1: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      lead: getComputedStyle(document.querySelector('.hero-lead') as Element).textTransform,
      preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
    }));
    expect(look.band).toBe('rgb(122, 31, 43)');
    expect(look.h1).toMatch(/^"?DejaVu Sans Mono/);
    expect(look.lead).toBe('uppercase');
    // The server drew the page knowing the site's own font: the shell's faces are not preloaded.
    expect(look.preloads).toBe(0);
  });
});
