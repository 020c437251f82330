import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { DEMO, loginWithApi, USER_BAR } from '../lib/login';
import { getOptions, type OptionsDoc, restoreOptions } from '../lib/site-options';

// mf-admin in the composed site: a manager edits the home sections in place (keyboard reorder,
// hide, colour, upload), saves through the user bar and a visitor sees the result; visitors never
// download mf-admin. The site options are put back as they were at the end.

const EDITOR = '[data-home-view="editor"] .sections-editor';
const editIds = (page: Page) =>
  page
    .locator(`${EDITOR} .edit-section`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id') ?? ''));

async function enterEditMode(page: Page) {
  await openPage(page, '/', { remote: 'mf_content' });
  await page.click(`${USER_BAR} [role="switch"]`);
  await page.waitForSelector(`${EDITOR} .edit-section`);
  // The options document (with its revision) has loaded when the loading note is gone.
  await page.waitForFunction(() => !document.querySelector('.sections-editor [aria-busy="true"]'));
}

// A valid 2x2 PNG: the gateway judges uploads by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaDxH4QZYAwAT/QI/WoQ8HwAAAAASUVORK5CYII=',
  'base64',
);

describe('in-place editing of the home sections', () => {
  let manager: Session;
  let original: OptionsDoc;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
    original = await getOptions(manager.context);
  });
  afterAll(async () => {
    if (manager && original) await restoreOptions(manager.context, original);
    await manager?.close();
  });

  it('a visitor page load contains no mf-admin file', async () => {
    const visitor = await newSession();
    try {
      const urls: string[] = [];
      visitor.page.on('request', (r) => urls.push(r.url()));
      await openPage(visitor.page, '/', { remote: 'mf_content' });
      await visitor.page.waitForSelector('[data-home-view="visitor"] section[data-section]');
      await visitor.page.waitForLoadState('networkidle');
      expect(urls.some((u) => u.includes('/remotes/mf-admin/'))).toBe(false);
      expect(urls.length).toBeGreaterThan(3);
    } finally {
      await visitor.close();
    }
  });

  it('reorders by keyboard, hides, colours, saves, and a visitor sees the result after reload', async () => {
    const { page } = manager;
    await enterEditMode(page);
    const before = await editIds(page);
    expect(before.length).toBeGreaterThan(4);
    const [first, second, third] = before as [string, string, string];
    // A content section (always drawn for visitors, unlike the catalogue ones on a small demo).
    const fourth = before
      .slice(3)
      .find((id) => ['about', 'news', 'paths', 'newsletter'].includes(id)) as string;

    // Keyboard alternative to dragging: focus "move down" of the first section and press Enter.
    await page.locator(`[data-section-id="${first}"] [data-move="down"]`).focus();
    await page.keyboard.press('Enter');
    expect((await editIds(page)).slice(0, 2)).toEqual([second, first]);
    // The focus follows the moved section.
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id'),
      ),
    ).toBe(first);

    // Hide the third with the keyboard (Space on its visibility switch): still shown to editors, dimmed.
    await page.locator(`[data-section-id="${third}"] [role="switch"]`).focus();
    await page.keyboard.press('Space');
    expect(await page.getAttribute(`[data-section-id="${third}"]`, 'class')).toContain('is-hidden');

    // A background colour for the fourth.
    await page.locator(`[data-section-id="${fourth}"] input[data-field="background"]`).fill('#aa2200');

    const save = page.locator(`${USER_BAR} [data-action="save"]`);
    await save.click();
    await page.waitForSelector(`${EDITOR} [data-notice="success"]`);
    expect(await save.count()).toBe(0);

    const visitor = await newSession();
    try {
      await openPage(visitor.page, '/', { remote: 'mf_content' });
      await visitor.page.reload();
      await visitor.page.waitForSelector('[data-home-view="visitor"] section[data-section]');
      const shown = await visitor.page
        .locator('[data-home-view="visitor"] section[data-section]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-section') ?? ''));
      expect(shown.indexOf(second)).toBeLessThan(shown.indexOf(first));
      expect(shown).not.toContain(third);
      const background = await visitor.page
        .locator(`section[data-section="${fourth}"]`)
        .evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(background).toBe('rgb(170, 34, 0)');
    } finally {
      await visitor.close();
    }
  });

  it('uploads a background image with progress, shows it in the section, and a visitor sees it after Save', async () => {
    const { page } = manager;
    if (!(await page.locator(EDITOR).count())) await enterEditMode(page);
    // A section visitors see, so the saved image can be checked from their side too.
    const id = (await page
      .locator(`${EDITOR} .edit-section[data-section-visible="true"]`)
      .first()
      .getAttribute('data-section-id')) as string;
    const frame = page.locator(`[data-section-id="${id}"]`);
    await frame
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sfondo.png', mimeType: 'image/png', buffer: PNG });
    await frame.locator('.upload-buttons .btn-primary').click();
    await expect
      .poll(() => frame.locator('[role="status"]').first().textContent())
      .toBe('Inserito con successo!');
    // Progress went to 100 and was reset (the bar is gone).
    expect(await frame.locator('.admin-upload').getAttribute('data-progress-peak')).toBe('100');
    expect(await frame.locator('progress').count()).toBe(0);
    const image = await frame.locator('.section-body').evaluate((e) => getComputedStyle(e).backgroundImage);
    const url = /url\("(.+)"\)/.exec(image)?.[1];
    expect(url).toBeTruthy();
    const answer = await manager.context.request.get(new URL(url as string, page.url()).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/png');
    // The change is pending: the user bar offers Save.
    const save = page.locator(`${USER_BAR} [data-action="save"]`);
    expect(await save.count()).toBe(1);
    await save.click();
    await page.waitForSelector(`${EDITOR} [data-notice="success"]`);

    // Saved: a visitor's home shows the uploaded image as that section's background.
    const visitor = await newSession();
    try {
      await openPage(visitor.page, '/', { remote: 'mf_content' });
      const section = visitor.page.locator(`[data-home-view="visitor"] section[data-section="${id}"]`);
      await section.waitFor();
      const seen = await section.evaluate((e) => getComputedStyle(e).backgroundImage);
      expect(/url\("(.+)"\)/.exec(seen)?.[1]).toBe(new URL(url as string, page.url()).href);
    } finally {
      await visitor.close();
    }
  });
});
