import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../lib/browser';
import { managerAndVisitor } from '../lib/manager-and-visitor';

// Issue 18, settings that used to do nothing: a manager sets them in Settings > Search and browse,
// saves, and a visitor's pages change. The site options are put back at the end.

async function openBrowseSettings(page: Page) {
  await openPage(page, '/settings/browse', { remote: 'mf_admin' });
  await page.waitForSelector('[data-screen="settings.browse"] .settings-form');
}
async function save(page: Page) {
  await page.click('[data-action="settings-save"]');
  await page.waitForSelector('[data-notice="success"]');
}

describe('search and browse settings, as a visitor then sees them (issue 18)', () => {
  const site = managerAndVisitor();

  it('summaryHeader puts the fields it lists in the record header; summaryPimcore does not, with a collection-management catalogue', async () => {
    const { page } = site.manager;
    await openBrowseSettings(page);
    await page.getByLabel('Campi nell’intestazione della scheda', { exact: true }).fill('stima\ndate');
    await page.getByLabel('Campi della scheda (modalità gestionale)', { exact: true }).fill('date');
    await save(page);

    const seen = site.visitor.page;
    await openPage(seen, '/data', { remote: 'mf_catalogue' });
    const link = (await seen.locator('.browse-page .result-list li a').first().getAttribute('href')) ?? '';
    await openPage(seen, link, { remote: 'mf_catalogue' });
    const fields = seen.locator('.record-page .record-header [data-summary-field]');
    await fields.first().waitFor();
    // In the setting's order: the valuation (an amount in its currency), then the date.
    expect(await fields.evaluateAll((els) => els.map((e) => e.getAttribute('data-summary-field')))).toEqual([
      'stima',
      'date',
    ]);
    expect(((await fields.first().textContent()) ?? '').replace(/\s/g, ' ')).toMatch(
      /^Stima.*\d,00 (€|£|USD)$/,
    );

    // Only summaryPimcore named: a collection-management catalogue (the default CATALOGUE_SYSTEM)
    // shows no header fields.
    await openBrowseSettings(page);
    await page.getByLabel('Campi nell’intestazione della scheda', { exact: true }).fill('');
    await save(page);
    await openPage(seen, link, { remote: 'mf_catalogue' });
    await seen.locator('.record-page h1').waitFor();
    expect(await seen.locator('.record-page .record-header [data-summary-field]').count()).toBe(0);
  });

  it('customjs.regexFiltriInit shows only the matching filter groups at first, the others behind a button', async () => {
    const { page } = site.manager;
    const seen = site.visitor.page;
    const visibleGroups = () =>
      seen
        .locator('.search-page [data-facet]')
        .evaluateAll((els) =>
          els.filter((e) => !e.closest('[hidden]')).map((e) => e.getAttribute('data-facet')),
        );
    await openPage(seen, '/cerca?tags=lettera', { remote: 'mf_catalogue' });
    await seen.locator('.search-page [data-facet]').first().waitFor();
    const everyGroup = await visibleGroups();
    expect(everyGroup).toEqual(expect.arrayContaining(['luogo', 'soggetto']));

    await openBrowseSettings(page);
    await page.getByLabel('Espressione dei filtri mostrati all’inizio', { exact: true }).fill('^sogg');
    await save(page);

    await openPage(seen, '/cerca?tags=lettera', { remote: 'mf_catalogue' });
    await seen.locator('.search-page [data-facet]').first().waitFor({ state: 'attached' });
    await expect.poll(visibleGroups).toEqual(['soggetto']);
    const more = seen.getByRole('button', { name: `Altri filtri (${everyGroup.length - 1})` });
    await more.click();
    // The rest come after the ones shown at first.
    const all = await visibleGroups();
    expect(all[0]).toBe('soggetto');
    expect([...all].sort()).toEqual([...everyGroup].sort());
  });
});
