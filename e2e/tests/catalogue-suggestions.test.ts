import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';

// Issue 23: the header's search field suggests titles and facet values as the visitor types, as an
// ARIA 1.2 combobox used with the keyboard alone; axe finds nothing wrong in the open search panel.

const field = (page: Page) => page.getByRole('combobox', { name: "Cerca nell'archivio" });

/** Opens the header's search panel with the keyboard (the toggle focused, then Enter). */
async function openSearch(page: Page) {
  await page.locator('[data-panel-toggle="search"]').focus();
  await page.keyboard.press('Enter');
  await field(page).waitFor({ state: 'visible' });
  // The field takes focus as the panel opens; else Tab walks to it, as a keyboard user would.
  const focused = () => field(page).evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
}

/** Presses ArrowDown until the active option's text matches, or fails after every option. */
async function arrowTo(page: Page, match: RegExp) {
  // The answer for the last letters typed: the listbox is busy until it has come (an earlier
  // letter's answer may be shown meanwhile), then it holds such an option (hidden ones count: after
  // Escape the list is closed and the first arrow opens it again).
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor({ state: 'attached' });
  const all = page.locator('[role="option"]');
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = await all.allTextContents();
        return texts.some((t) => match.test(t));
      },
      { message: `an option matching ${match}` },
    )
    .toBe(true)
    .catch((err: Error) => {
      throw new Error(`${err.message} among ${JSON.stringify(texts)}`);
    });
  const options = await all.count();
  for (let i = 0; i < options; i++) {
    await page.keyboard.press('ArrowDown');
    const active = await field(page).getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (match.test(text ?? '')) return text ?? '';
  }
  const seen = await all.allTextContents();
  const active = await field(page).getAttribute('aria-activedescendant');
  throw new Error(`no option matching ${match} among ${JSON.stringify(seen)} (active ${active})`);
}

describe('search suggestions (issue 23)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  // Failed in most runs after a merge: the answer for 'ro' was shown, the test (as a quick visitor
  // would) arrowed in it, then the answer for 'rom' replaced the list and reset the choice, and
  // option ids were positions. The component now keeps the active item across answers.
  it('applies a place chosen with the keyboard as a filter of the search', async () => {
    const { page } = session;
    await openPage(page, '/', {});
    await openSearch(page);
    await page.keyboard.type('rom', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    await listbox.waitFor({ state: 'visible' });
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    expect(await field(page).getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const chosen = await arrowTo(page, /Luogo/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cerca\?filtro=common/);
    expect(decodeURIComponent(page.url())).toContain(`|${chosen.replace(/\s*Luogo.*$/, '')}|/place/`);
    await page.locator('[data-remote="mf_catalogue"] .result-list a').first().waitFor();
  });

  it('opens the record of a title chosen with the keyboard', async () => {
    const { page } = session;
    await openPage(page, '/', {});
    await openSearch(page);
    await page.keyboard.type('lettera', { delay: 30 });
    const chosen = await arrowTo(page, /Scheda$/);
    const title = chosen.replace(/\s*Scheda$/, '');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/cerca') && url.pathname !== '/');
    await expect
      .poll(async () => (await page.locator('[data-remote="mf_catalogue"] h1').first().textContent())?.trim())
      .toBe(title);
  });

  it('has no axe violations in the open search panel with its suggestions', async () => {
    const { page } = session;
    await openPage(page, '/', {});
    await openSearch(page);
    await page.keyboard.type('rom', { delay: 30 });
    await page.getByRole('listbox', { name: 'Suggerimenti' }).waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const run = await (window as unknown as { axe: typeof axe }).axe.run('.search-panel', {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    });
    expect(violations).toEqual([]);
  });
});
