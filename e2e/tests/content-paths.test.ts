import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session } from '../lib/browser';

// A guided path of the demo content walked step by step with the keyboard only, in English
// (/en/stories): introduction, each step with its position and record link, next and previous.
describe('content guided path', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession({ locale: 'en-GB' });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is walked step by step with next and previous', async () => {
    const { page } = session;
    await openPage(page, '/en/stories', { remote: 'mf_content' });
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor();
    await page.getByRole('link', { name: 'The changing city' }).click();
    await page.getByRole('heading', { level: 1, name: 'The changing city' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/stories/la-citta-che-cambia');

    // Keyboard: focus the start link and press Enter.
    await page.getByRole('link', { name: 'Start the story' }).focus();
    await page.keyboard.press('Enter');
    const steps = ['The walls', 'The new avenues', 'The station'];
    for (const [i, title] of steps.entries()) {
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      expect(await page.locator('.path-step-position').textContent()).toBe(`Step ${i + 1} of 3`);
      expect(new URL(page.url()).search).toBe(`?step=${i + 1}`);
      // The new step's heading takes the focus, so screen readers start there.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const record = page.locator('.path-step-record a');
      expect(await record.getAttribute('href')).toMatch(/^\/en\/objects\/\d+(-[a-z0-9-]+)?$/);
      expect(await page.title()).toContain(title);
      if (i < steps.length - 1) {
        await page.locator('[data-nav="next"]').focus();
        await page.keyboard.press('Enter');
      }
    }
    expect(await page.locator('[data-nav="next"]').count()).toBe(0);
    await page.getByText('End of the story').waitFor();

    await page.locator('[data-nav="previous"]').click();
    await page.getByRole('heading', { level: 1, name: 'The new avenues' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'The station' }).waitFor();

    // The record link opens mf-catalogue's record page.
    const href = await page.locator('.path-step-record a').getAttribute('href');
    await page.locator('.path-step-record a').click();
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForSelector('[data-remote="mf_catalogue"][data-live]');
  });

  it('answers the not-found page for a path that does not exist', async () => {
    const { page } = session;
    await openPage(page, '/percorsi/non-esiste', { remote: 'mf_content' });
    await page.getByText('La pagina non è disponibile').waitFor();
    expect(await page.locator('.status-code').textContent()).toBe('404');
    // The remote's StatusPage tells the shell, which reports it on <html> (analytics, tests).
    expect(await page.evaluate(() => document.documentElement.dataset.pageStatus)).toBe('404');
    expect(await page.title()).toContain('404 · La pagina non è disponibile');
  });
});
