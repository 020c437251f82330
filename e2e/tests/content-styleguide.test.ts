import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { DEMO, loginWithApi } from '../lib/login';

// mf-content's /styleguide in the composed site: only managers and administrators reach it; every
// block of its table of contents is on the page; the catalogue pieces come from the real
// mf-catalogue; the popup, the shell's modal and the sample 404 work with the keyboard.
describe('content style guide', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
  });
  afterAll(async () => {
    await manager?.close();
  });

  it('sends a visitor to login', async () => {
    const visitor = await newSession();
    try {
      await openPage(visitor.page, '/styleguide');
      await visitor.page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await visitor.close();
    }
  });

  it('shows every block to a manager, with the catalogue pieces and working overlays', async () => {
    const { page } = manager;
    await openPage(page, '/styleguide', { remote: 'mf_content' });
    await page.getByRole('heading', { level: 1, name: 'Guida di stile' }).waitFor();
    const targets = await page
      .getByRole('navigation', { name: 'Indice' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(targets.length).toBeGreaterThanOrEqual(16);
    for (const href of targets) expect(await page.locator(href).count()).toBe(1);

    // mf-catalogue exposes all five pieces: none is reported missing.
    const catalogue = page.locator('section:has(#sg-catalogue)');
    await catalogue.locator('.styleguide-catalogue-piece').first().waitFor();
    expect(await catalogue.getByText('non esposto dal catalogo').count()).toBe(0);
    const pieces = catalogue.locator('.styleguide-catalogue-piece');
    expect(await pieces.locator(':scope > h3').allTextContents()).toEqual([
      'HierarchyTree',
      'Shuffle',
      'MapTeaser',
      'TimelineTeaser',
      'Counts',
    ]);
    // Each piece drew something of its own under its name.
    await expect
      .poll(() => pieces.evaluateAll((els) => els.map((el) => el.children.length > 1)))
      .toEqual([true, true, true, true, true]);

    // Full-screen popup: opened from the keyboard, the focus moves into it, Escape closes it.
    const openPopup = page.getByRole('button', { name: 'Apri il popup a tutto schermo' });
    await openPopup.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Apri il popup a tutto schermo' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The shell's modal, named after the title the style guide gives it.
    await page.getByRole('button', { name: 'Apri la finestra modale' }).click();
    await page.getByRole('dialog', { name: 'Finestra modale e popup a tutto schermo' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    expect(manager.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);

    // StatusPage is shown by following the sample link.
    await page.getByRole('link', { name: 'Apri una pagina 404 di esempio' }).click();
    // The page's heading (the route announcer says the same words, for screen readers).
    await page.getByRole('heading', { level: 1, name: /La pagina non è disponibile/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.pageStatus)).toBe('404');
  });
});
