import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, waitForRemote, waitForShell } from '../lib/browser';
import { type RunningGateway, startGateway } from '../lib/gateway';

/**
 * Issue 23 in a real browser: the demo's transcribed letter (a catalogue of 1,000 records carries
 * the transcribed documents, their page images drawn from their ALTO). The viewer's search box by
 * keyboard: hits listed by page with context, a hit turns to its page and boxes its words on the
 * zoomed image; axe finds nothing in the search; the result list shows a marked snippet linking to
 * that page; the record page's server HTML holds the transcription; the manifest's IIIF Content
 * Search answers on the canvases.
 */
const LETTER = '9900001';

describe('page text: viewer search, snippets, transcription, IIIF Content Search', () => {
  let gateway: RunningGateway;
  let session: Session;
  const open = async (page: Page, path: string) => {
    await page.goto(`${gateway.url}${path}`, { waitUntil: 'domcontentloaded' });
    await waitForShell(page);
    await waitForRemote(page, 'mf_catalogue');
  };

  beforeAll(async () => {
    gateway = await startGateway({ CATALOGUE_SEED_RECORDS: '1000', SERVER_RENDER_BUDGET_MS: '5000' });
    session = await newSession({ locale: 'it-IT' });
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    await gateway?.stop();
  });

  it('searches the letter from the viewer by keyboard and boxes the words found on the page', async () => {
    const { page } = session;
    await open(page, `/sfogliatore/${LETTER}`);
    const box = page.getByRole('searchbox', { name: 'Cerca nel testo del documento' });
    await box.waitFor({ timeout: 20_000 });
    await page.waitForSelector('.deep-zoom .openseadragon-canvas canvas', { timeout: 20_000 });
    await box.focus();
    await page.keyboard.type('fratello');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: /risultat/ });
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('2 risultati in 2 pagine');
    expect(await page.getByRole('heading', { name: 'Pagina 2', level: 2 }).count()).toBe(1);
    // Tab from the field: the search button, then the first hit; the second hit is on page 2.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toMatch(/affezionatissimo fratello/);
    await page.keyboard.press('Enter');
    await page.getByText('Pagina 2 di 2').waitFor({ timeout: 10_000 });
    // The word's box, drawn over the page image where OpenSeadragon shows it.
    const highlight = page.locator('.deep-zoom .viewer-highlight-current');
    await highlight.waitFor({ timeout: 15_000 });
    const rect = await highlight.boundingBox();
    const viewer = await page.locator('.deep-zoom').boundingBox();
    expect(rect && viewer).toBeTruthy();
    expect(rect!.width).toBeGreaterThan(10);
    expect(rect!.x).toBeGreaterThanOrEqual(viewer!.x - 1);
    expect(rect!.x + rect!.width).toBeLessThanOrEqual(viewer!.x + viewer!.width + 1);

    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const run = await (window as unknown as { axe: typeof axe }).axe.run('.document-search', {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    });
    expect(violations).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('shows a search result found in the text with its marked snippet, linking to that page of the viewer', async () => {
    const { page } = session;
    await open(page, '/cerca?tags=Rialto');
    const snippet = page.locator(`[data-record-id="${LETTER}"] .record-card-snippet`);
    await snippet.waitFor({ timeout: 20_000 });
    expect(await snippet.locator('mark').first().textContent()).toBe('Rialto');
    const link = snippet.getByRole('link', { name: 'Pagina 1:' });
    expect(await link.getAttribute('href')).toBe(`/sfogliatore/${LETTER}?pagina=1&q=Rialto`);
    await link.click();
    await page.getByText('Pagina 1 di 2').waitFor({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /risultat/ })
            .textContent(),
        { timeout: 15_000 },
      )
      .toBe('1 risultato in 1 pagina');
  });

  it('puts the transcription in the record page the server sends', async () => {
    const html = await (await fetch(`${gateway.url}/oggetti/${LETTER}`, { redirect: 'follow' })).text();
    expect(html).toContain('record-transcription');
    expect(html).toContain('Carissimo fratello,');
    expect(html).toContain('Il tuo affezionatissimo fratello');
  });

  it('answers IIIF Content Search from the manifest, on the canvas where the word is drawn', async () => {
    const manifest = await (await fetch(`${gateway.url}/iiif/ca_objects/${LETTER}/manifest`)).json();
    const service = manifest.service?.find((s: { type: string }) => s.type === 'SearchService2');
    expect(service).toBeTruthy();
    const answer = await (await fetch(`${service.id}?q=Rialto`)).json();
    expect(answer.type).toBe('AnnotationPage');
    expect(answer.items).toHaveLength(1);
    const target: string = answer.items[0].target;
    expect(target.startsWith(`${manifest.items[0].id}#xywh=`)).toBe(true);
  });
});
