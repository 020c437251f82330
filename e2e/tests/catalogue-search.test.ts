import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';

// mf-catalogue in a real browser: search with text, filters as chips in the URL, the date filter,
// a record with its breadcrumb and related records, back to the same results; in it, en and fr;
// a keyboard-only path; the QR code download.

const LOCALES = [
  {
    locale: 'it',
    search: '/cerca',
    searchBox: 'Cerca nel catalogo',
    from: 'Dal',
    apply: 'Applica la data',
    badDate: 'Le date (o la data) inserite non sono valide',
    remove: (name: string) => `Rimuovi il filtro ${name}`,
    breadcrumb: 'Livelli superiori',
    related: 'Schede collegate',
    qr: 'Codice QR',
    download: 'Scarica PNG',
  },
  {
    locale: 'en',
    search: '/en/search',
    searchBox: 'Search the catalogue',
    from: 'From',
    apply: 'Apply the date',
    badDate: 'The dates (or date) entered are not valid',
    remove: (name: string) => `Remove the filter ${name}`,
    breadcrumb: 'Upper levels',
    related: 'Related records',
    qr: 'QR code',
    download: 'Download PNG',
  },
  {
    locale: 'fr',
    search: '/fr/recherche',
    searchBox: 'Rechercher dans le catalogue',
    from: 'Du',
    apply: 'Appliquer la date',
    badDate: 'Les dates (ou la date) saisies ne sont pas valides',
    remove: (name: string) => `Retirer le filtre ${name}`,
    breadcrumb: 'Niveaux supérieurs',
    related: 'Fiches liées',
    qr: 'Code QR',
    download: 'Télécharger le PNG',
  },
] as const;

interface RelationRow {
  id: string;
  table: string;
  label: string;
  rel_label: string;
}

/** A public object that has both related records and parents, found through the public API. */
async function recordWithRelationsAndParents(page: Page, locale: string): Promise<RelationRow> {
  const answer = await page.request.post(siteUrl('/api/public/mongo/search'), {
    data: { table: `relations_${locale}`, query: { table: 'ca_objects' }, limit: 200, locale },
  });
  const rows = ((await answer.json()) as { data: RelationRow[] }).data;
  for (const row of rows) {
    const record = await page.request.post(siteUrl('/api/public/catalogue/record'), {
      data: { table: row.table, id: row.id, locale },
    });
    const body = (await record.json()) as { parents?: unknown[] };
    if (body.parents && body.parents.length > 0) return row;
  }
  throw new Error('the demo catalogue has no object with both relations and parents');
}

const resultLinks = (page: Page) => page.locator('#results .record-card-title a');
/** The results answer the current URL (no search in flight). */
const settled = async (page: Page) => {
  await page.locator('#results[aria-busy="false"]').waitFor();
  await resultLinks(page).first().waitFor();
};
const filtroOf = (page: Page) => new URL(page.url()).searchParams.getAll('filtro');

describe('catalogue search and record pages', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each(LOCALES)(
    'searches, filters, opens a record and comes back to the same results ($locale)',
    async (l) => {
      const { page } = session;
      const target = await recordWithRelationsAndParents(page, l.locale);
      const word = target.label.split(/\s+/).find((w) => w.length > 4) ?? target.label;

      // Search with text: the typed word becomes a tag in the URL.
      await openPage(page, l.search, { remote: 'mf_catalogue' });
      await page.getByRole('searchbox', { name: l.searchBox }).fill(word);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.getAll('tags').includes(word));
      await settled(page);

      // Add a facet filter, see its chip and the filtro parameter, then remove it.
      const facetName = (await page.locator('.facet-value .facet-name').first().textContent())?.trim() ?? '';
      await page.locator('.facet-value', { hasText: facetName }).first().click();
      await expect.poll(() => filtroOf(page).length).toBe(1);
      const remove = page.getByRole('button', { name: l.remove(facetName) });
      await remove.waitFor();
      await remove.click();
      await expect.poll(() => filtroOf(page).length).toBe(0);

      // A date that does not exist: the exact message, and nothing added to the URL.
      await page.getByRole('textbox', { name: l.from }).fill('31/02/1900');
      await page.getByRole('button', { name: l.apply }).click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(l.badDate);
      expect(filtroOf(page)).toEqual([]);

      // Narrow to the record's label so it is on the first page, and remember the results.
      await page.getByRole('searchbox', { name: l.searchBox }).fill(`"${target.label}"`);
      await page.keyboard.press('Enter');
      const link = page.locator('#results .record-card-title a', { hasText: target.label }).first();
      await link.waitFor();
      await settled(page);
      const searchUrl = page.url();
      const shown = await resultLinks(page).allTextContents();

      // Open the record; follow the breadcrumb to its parent and come back.
      await link.click();
      await page.getByRole('heading', { level: 1, name: target.label }).waitFor();
      const crumbs = page.getByRole('navigation', { name: l.breadcrumb }).getByRole('link');
      const parentName = (await crumbs.last().textContent())?.trim() ?? '';
      await crumbs.last().click();
      await page.getByRole('heading', { level: 1, name: parentName }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: target.label }).waitFor();

      // Follow a related record and come back.
      const related = page.locator('.related-records').getByRole('link', { name: target.rel_label }).first();
      await related.click();
      await page.getByRole('heading', { level: 1, name: target.rel_label }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: target.label }).waitFor();

      // Back to the search: same URL, same results.
      await page.goBack();
      await page.waitForURL(searchUrl);
      await expect.poll(() => resultLinks(page).allTextContents()).toEqual(shown);
    },
  );

  it('reaches a record from the search bar with the keyboard alone', async () => {
    const { page } = session;
    await openPage(page, '/cerca', { remote: 'mf_catalogue' });
    await resultLinks(page).first().waitFor();
    const searchbox = page.getByRole('searchbox', { name: 'Cerca nel catalogo' });
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await searchbox.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.type('lettera');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tags') === 'lettera');
    await settled(page);
    let onResult = '';
    for (let i = 0; i < 200 && !onResult; i++) {
      await page.keyboard.press('Tab');
      onResult = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('#results .record-card-title') ? (el.textContent ?? '') : '';
      });
    }
    expect(onResult).not.toBe('');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: onResult }).waitFor();
  });

  it('downloads the QR code as a png named with the record id', async () => {
    const { page } = session;
    await openPage(page, '/cerca?tags=lettera', { remote: 'mf_catalogue' });
    const first = resultLinks(page).first();
    await first.click();
    await page.locator('h1').first().waitFor();
    const id = await page.locator('article.record-page').getAttribute('data-record-id');
    await page.getByRole('button', { name: 'Codice QR' }).click();
    const download = page.getByRole('link', { name: 'Scarica PNG' });
    await expect.poll(() => download.getAttribute('href')).toMatch(/^data:image\/png/);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${id}.png`);
    await page.keyboard.press('Escape');
  });
});
