import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';

// mf-catalogue screens besides search in a real browser: the map (Leaflet loaded only when it comes
// into view, markers without tiles, clustering), explore and browse in it/en/fr with the timeline
// searching a year by keyboard, the document viewer by keyboard, and search and record pages on a
// phone-sized screen.

/** Leaflet's own code (it stamps every object with _leaflet_id). */
const LEAFLET_MARK = '_leaflet_id';

/** Bodies of the mf-catalogue scripts the page downloads, as they arrive. */
function catalogueScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!/\/remotes\/mf-catalogue\/.*\.js$/.test(new URL(response.url()).pathname)) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** A page wider than the screen makes phone visitors scroll sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

interface RecordAnswer {
  record: {
    id: string;
    table: string;
    preferred_label: string;
    representations: { url: { large?: string } }[];
  };
}
interface CardRow {
  id: string;
  table: string;
}

/** Pages of the viewer: distinct images (a demo record may repeat one). */
const pageCount = (record: RecordAnswer['record']) =>
  new Set(record.representations.map((r) => r.url.large)).size;

/** A public record with at least two page images, found through the public API. */
async function recordWithPages(page: Page): Promise<RecordAnswer['record']> {
  const search = await page.request.post(siteUrl('/api/public/catalogue/search'), {
    data: { limit: 100, locale: 'it', tables: ['ca_objects'] },
  });
  const cards = ((await search.json()) as { data: (CardRow & { hasMedia?: boolean })[] }).data;
  for (const card of cards.filter((c) => c.hasMedia)) {
    const answer = await page.request.post(siteUrl('/api/public/catalogue/record'), {
      data: { table: card.table, id: card.id, locale: 'it' },
    });
    const { record } = (await answer.json()) as RecordAnswer;
    if (pageCount(record) >= 2) return record;
  }
  throw new Error('the demo catalogue has no object with two images');
}

describe('catalogue screens', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession({ viewport: { width: 1280, height: 700 } });
    // No tile server is reachable: the map must still show its markers.
    await session.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });
  afterAll(async () => {
    await session?.close();
  });

  it("downloads the map teaser's code and Leaflet only when the home map comes into view, and shows markers without tiles", async () => {
    const { page } = session;
    const scripts = catalogueScripts(page);
    const files: string[] = [];
    page.on('request', (r) => files.push(new URL(r.url()).pathname));
    await openPage(page, '/', { remote: 'mf_content' });
    await page.waitForLoadState('networkidle');
    // Far below the fold: the server drew the teaser (its heading and link), but neither its code
    // nor Leaflet came.
    const section = page.locator('[data-section="map"]');
    const belowFold = await section.evaluate((el) => el.getBoundingClientRect().top > 2 * window.innerHeight);
    expect(belowFold).toBe(true);
    expect(await section.getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(await page.locator('[data-exposed="MapTeaser"]').count()).toBe(1);
    expect(files.filter((f) => f.includes('__federation_expose_MapTeaser'))).toEqual([]);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(scripts.some((body) => body.includes(LEAFLET_MARK))).toBe(false);

    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => files.filter((f) => f.includes('__federation_expose_MapTeaser')).length).toBe(1);
    await page.locator('[data-exposed="MapTeaser"] .places-map').waitFor({ state: 'attached' });
    await page.locator('.leaflet-container').waitFor();
    // The bodies are read after their responses arrive (catalogueScripts): the script may have run
    // before its text reached the list, so wait for it (CI caught a read made too early).
    await expect.poll(() => scripts.some((body) => body.includes(LEAFLET_MARK))).toBe(true);
    // Markers (or clusters of them) are drawn although every tile request failed.
    const markers = page.locator('.leaflet-container .map-marker, .leaflet-container .marker-cluster');
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    const points = await page.request.post(siteUrl('/api/public/catalogue/map'), {
      data: { filters: [], locale: 'it' },
    });
    const count = ((await points.json()) as { data: unknown[] }).data.length;
    // Many places are clustered (from 12 markers).
    if (count >= 12) await expect.poll(() => page.locator('.marker-cluster').count()).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-container').getAttribute('aria-label')).toMatch(/\d+ luoghi/);
    // Leaflet's stylesheet is not in the server's inline CSS (a browser-only chunk's): it came with
    // the map's chunk, so its panes are laid over each other as Leaflet needs.
    expect(
      await page
        .locator('style[data-from]')
        .evaluateAll((els) => els.some((el) => el.textContent?.includes('.leaflet-pane'))),
    ).toBe(false);
    await expect
      .poll(() =>
        page
          .locator('.leaflet-pane')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      )
      .toBe('absolute');
  });

  const LOCALES = [
    {
      path: '/esplora',
      browse: '/browse',
      explore: 'Esplora l’archivio',
      browseTitle: 'Sfoglia l’archivio',
      timeline: 'Linea del tempo',
    },
    {
      path: '/en/explore',
      browse: '/en/browse',
      explore: 'Explore the archive',
      browseTitle: 'Browse the archive',
      timeline: 'Timeline',
    },
    {
      path: '/fr/explorer',
      browse: '/fr/parcourir',
      explore: 'Explorer les archives',
      browseTitle: 'Parcourir les archives',
      timeline: 'Frise chronologique',
    },
  ] as const;

  it.each(LOCALES)(
    'explores and browses, and searches a year of the timeline by keyboard ($path)',
    async (l) => {
      const { page } = session;
      await openPage(page, l.browse, { remote: 'mf_catalogue' });
      await page.getByRole('heading', { level: 1, name: l.browseTitle }).waitFor();
      await page.locator('.browse-facets a').first().waitFor();

      await openPage(page, l.path, { remote: 'mf_catalogue' });
      await page.getByRole('heading', { level: 1, name: l.explore }).waitFor();
      await page.locator('.counts-item').first().waitFor();
      await page.getByRole('heading', { name: l.timeline }).waitFor();
      // The bars are one tab stop: reach it with Tab, move with the arrows, choose with Enter.
      const bars = page.locator('.timeline-bar');
      await bars.first().waitFor();
      let onBar = false;
      for (let i = 0; i < 150 && !onBar; i++) {
        await page.keyboard.press('Tab');
        onBar = await page.evaluate(() => !!document.activeElement?.classList.contains('timeline-bar'));
      }
      expect(onBar).toBe(true);
      await page.keyboard.press('End');
      const year = await page.evaluate(() => document.activeElement?.getAttribute('data-year'));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.getAll('filtro').some((f) => f.startsWith('date|')));
      const filtro = new URL(page.url()).searchParams.getAll('filtro');
      if (year) expect(filtro).toEqual([`date|${year}|${year}`]);
      await page.locator('#results[aria-busy="false"]').waitFor();
    },
  );

  it('turns the pages of a document and zooms with the keyboard', async () => {
    const { page } = session;
    const record = await recordWithPages(page);
    const pages = pageCount(record);
    await openPage(page, `/sfogliatore/${record.id}`, { remote: 'mf_catalogue' });
    await page.getByRole('heading', { level: 1, name: record.preferred_label }).waitFor();
    await page.getByText(`Pagina 1 di ${pages}`).waitFor();
    // The page image and the navigator's overview are both canvases.
    await page.locator('.deep-zoom .openseadragon-canvas').first().waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Pagina 2 di ${pages}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText(`Pagina 1 di ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Ingrandisci' }).click();
    await page.keyboard.press('0');
    // No script errors (failed loads are expected here: the anonymous profile, the blocked tiles).
    expect(session.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await page.getByRole('link', { name: 'Torna alla scheda' }).click();
    await page.locator('article.record-page').waitFor();
  });
});

describe('catalogue on a phone', () => {
  let phone: Session;
  beforeAll(async () => {
    phone = await newSession({ viewport: { width: 375, height: 740 }, locale: 'fr-FR' });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('searches with the filter panel folded away and opens a record, without sideways scrolling', async () => {
    const { page } = phone;
    await openPage(page, '/fr/recherche', { remote: 'mf_catalogue' });
    await page.locator('#results .record-card-title a').first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    const toggle = page.locator('.filter-toggle');
    // Folded once the browser has measured the screen (the server's page leaves it to CSS).
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    // On a phone the filters open as a drawer over the results (issue 26), closed by its own button.
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await drawer.locator('.filter-panel').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await drawer.getByRole('button', { name: 'Fermer les filtres' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.locator('#results .record-card-title a').first().click();
    await page.locator('article.record-page h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overflowsSideways(page)).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Code QR' }).isVisible()).toBe(true);
    // The 300 px QR code fits the phone with its buttons.
    await page.getByRole('button', { name: 'Code QR' }).click();
    const download = page.getByRole('link', { name: 'Télécharger le PNG' });
    await expect.poll(() => download.getAttribute('href')).toMatch(/^data:image\/png/);
    expect(await overflowsSideways(page)).toBe(false);
    const box = await download.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('shows explore and browse without sideways scrolling', async () => {
    const { page } = phone;
    for (const path of ['/fr/explorer', '/fr/parcourir']) {
      await openPage(page, path, { remote: 'mf_catalogue' });
      await page.locator('[data-remote="mf_catalogue"] h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await overflowsSideways(page)).toBe(false);
    }
  });
});
