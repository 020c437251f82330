import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';
import { DEMO, loginWithApi, USER_BAR } from '../lib/login';

// The shell's side of in-place editing, through real controls: the user bar's edit switch, a
// change made in mf-admin's home sections editor (hiding a section), the Save button that appears
// only then, and the unsaved-changes confirmation when leaving the page. Nothing is saved here.

const EDITOR = '[data-home-view="editor"] .sections-editor';
const SAVE = `${USER_BAR} [data-action="save"]`;

describe('editing state in the user bar', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
  });
  afterAll(async () => {
    await manager?.close();
  });

  it('shows Save only while editing with unsaved changes', async () => {
    const { page } = manager;
    await openPage(page, '/', { remote: 'mf_content' });
    const editSwitch = page.locator(USER_BAR).getByRole('switch', { name: 'Modifica' });
    expect(await page.locator(SAVE).count()).toBe(0);
    await editSwitch.click();
    expect(await editSwitch.getAttribute('aria-checked')).toBe('true');
    await page.waitForSelector(`${EDITOR} .edit-section`);
    // Editing, nothing changed yet: still no Save.
    expect(await page.locator(SAVE).count()).toBe(0);
    // A change in the editor (hide the first section with its visibility switch).
    await page.locator(`${EDITOR} .edit-section`).first().locator('[role="switch"]').click();
    await page.locator(SAVE).waitFor();
    expect(await page.locator(SAVE).textContent()).toBe('Salva');
  });

  it("asks 'Sei sicuro di voler continuare?' before leaving with unsaved changes and stays on refusal", async () => {
    const { page } = manager;
    expect(await page.locator(SAVE).count()).toBe(1);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('header .header-nav').getByRole('link', { name: 'Esplora' }).click();
    await expect.poll(() => asked).toEqual(['Sei sicuro di voler continuare?']);
    // Still on the home page, still editing, the change still pending.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator(SAVE).count()).toBe(1);
    // The page being edited kept its edits (the hidden first section) and shows no page load.
    expect(await page.locator(`${EDITOR} .edit-section`).first().getAttribute('class')).toContain(
      'is-hidden',
    );
    expect(await page.locator('[role="progressbar"]').count()).toBe(0);

    // Accepting leaves: the editing state is reset and Save is gone.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('header .header-nav').getByRole('link', { name: 'Esplora' }).click();
    await page.waitForURL((url) => url.pathname === '/esplora');
    await page.waitForSelector('[data-remote="mf_catalogue"][data-live] .explore-page');
    expect(await page.locator(SAVE).count()).toBe(0);
    // The explore page has nothing to edit in place: the bar says so instead of offering the switch.
    await page.locator(USER_BAR).getByText('Niente da modificare in questa pagina').waitFor();
    expect(await page.locator(USER_BAR).getByRole('switch').count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(
      await page.locator(USER_BAR).getByRole('switch', { name: 'Modifica' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('closes the modal with Escape and gives the focus back', async () => {
    const { page } = manager;
    await openPage(page, '/styleguide', { remote: 'mf_content' });
    const opener = page.getByRole('button', { name: 'Apri la finestra modale' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('page-load progress bar', () => {
  it('appears while a slow page loads and goes away once it is mounted', async () => {
    const visitor = await newSession();
    try {
      const { page } = visitor;
      await openPage(page, '/', { remote: 'mf_content' });
      // Make the catalogue remote slow to arrive (it is not loaded on the home page yet), so the
      // navigation outlasts the bar's 200 ms throttle whatever the machine's speed.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/remotes/mf-catalogue/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('header .header-nav').getByRole('link', { name: 'Esplora' }).click();
      const bar = page.locator('[role="progressbar"]');
      await bar.waitFor();
      expect(await bar.getAttribute('aria-label')).toBeTruthy();
      release();
      await page.waitForSelector('[data-remote="mf_catalogue"][data-live] .explore-page');
      await bar.waitFor({ state: 'detached' });
    } finally {
      await visitor.close();
    }
  });
});
