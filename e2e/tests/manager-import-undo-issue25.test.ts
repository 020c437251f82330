import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';
import { turnEditOn } from '../lib/edit-mode';
import { DEMO, LOGIN, loginWithApi, USER_BAR } from '../lib/login';

// Issue 25, what is left of a manager's day (the rest is in manager-day-issue25.test.ts; the
// document pages' conflict panel in admin-document-inplace.test.ts).
//
// An import undone as a manager does it: Settings > Importa catalogo, one file that
// corrects a demo record's title and adds a new record; the visitor sees both; the import's row
// offers "Annulla l'importazione del …", asks 'Sei sicuro…?', says what it did where the focus
// lands; the visitor then finds the new record gone (404) and the demo record's title back.

const publicRecord = async (id: string) => {
  const res = await fetch(siteUrl('/api/public/catalogue/record'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ table: 'ca_objects', id, locale: 'it' }),
  });
  return res.status === 200
    ? ((await res.json()) as { record: Record<string, unknown> & { preferred_label: string } }).record
    : res.status;
};

describe('undoing a catalogue import from Settings (issue 25)', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
  });
  afterAll(async () => {
    await manager?.close();
  });

  it('removes the records an import added and restores the ones it changed, after "Sei sicuro…?"', async () => {
    const { page } = manager;
    // A demo record that the import corrects, and an id the demo catalogue does not hold.
    const search = (await (
      await fetch(siteUrl('/api/public/catalogue/search'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'it', limit: 1 }),
      })
    ).json()) as { data: { id: string; table: string }[] };
    const demoId = search.data[0]!.id;
    const before = await publicRecord(demoId);
    if (typeof before === 'number') throw new Error(`demo record ${demoId} answers ${before}`);
    const newId = '9912501';
    expect(await publicRecord(newId)).toBe(404);
    const lines = [
      { ...before, preferred_label: `${before.preferred_label} (titolo corretto per errore)` },
      {
        id: newId,
        table: 'ca_objects',
        preferred_label: 'Registro importato per errore',
        type_id: { id: 10, name: 'fondo' },
        access: 1,
        data: { start: 1850, end: 1860 },
        parent: null,
        parent_path: [],
      },
    ];

    await openPage(page, '/settings/import', { remote: 'mf_admin' });
    await page.getByRole('heading', { level: 1, name: 'Importa catalogo' }).waitFor();
    await page.getByLabel('File da importare').setInputFiles({
      name: 'data_it.ndjson',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`),
    });
    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    await page.getByRole('region', { name: "Esito dell'importazione" }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await publicRecord(newId)) !== 404, { timeout: 15_000 }).toBe(true);
    expect(await publicRecord(demoId)).toMatchObject({ preferred_label: lines[0]!.preferred_label });

    // The newest import's row: its undo button, named by the import's date.
    const history = page.getByRole('region', { name: 'Importazioni precedenti' });
    const undo = history.getByRole('button', { name: /^Annulla l'importazione del / }).first();
    await undo.waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await undo.click();
    const status = history.getByRole('status');
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toMatch(/^Importazione del .+ annullata: record rimossi 1, ripristinati 1\.$/);
    expect(asked).toMatch(
      /^Sei sicuro di voler annullare l'importazione del .+\? Verranno rimossi i record inseriti \(1\) e riportati alla versione precedente quelli aggiornati \(1\)\.$/,
    );
    // The result is where the keyboard user is, and the row now says who undid it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await history
      .getByText(/^Annullata il .+ da manager@example\.org$/)
      .first()
      .waitFor();

    // What a visitor sees: the added record gone, the corrected one as it was.
    await expect.poll(() => publicRecord(newId), { timeout: 15_000 }).toBe(404);
    expect(await publicRecord(demoId)).toMatchObject({ preferred_label: before.preferred_label });
    expect((await fetch(siteUrl('/oggetti/9912501'))).status).toBe(404);
  });
});

describe('the first paint after sign-in (issue 25)', () => {
  it('shows the page with its content and the user bar at once, never an empty page', async () => {
    const manager = await newSession();
    try {
      const { page, context } = manager;
      // Every painted frame of every document from here on: the page's text, the user bar, the URL.
      await context.addInitScript(() => {
        const frames: { path: string; text: number; userBar: boolean }[] = [];
        (window as unknown as { oaFrames: typeof frames }).oaFrames = frames;
        const look = () => {
          const main = document.querySelector('main');
          frames.push({
            path: location.pathname,
            text: (main?.textContent ?? '').trim().length,
            userBar: document.querySelector('nav.user-bar') !== null,
          });
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await openPage(page, '/news', { remote: 'mf_content' });
      const href =
        (await page.locator('[data-remote="mf_content"] a[href^="/news/"]').first().getAttribute('href')) ??
        '';
      expect(href).toMatch(/^\/news\/.+/);
      await openPage(page, `/login?redirect=${encodeURIComponent(href)}`, { remote: 'mf_auth' });
      await page.fill(LOGIN.email, DEMO.manager.email);
      await page.fill(LOGIN.password, DEMO.manager.password);
      await page.click(LOGIN.submit);
      await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
      await page.waitForSelector(USER_BAR);
      await page.locator('[data-remote="mf_content"] h1').first().waitFor();
      const frames = await page.evaluate(
        () =>
          (window as unknown as { oaFrames: { path: string; text: number; userBar: boolean }[] }).oaFrames,
      );
      const after = frames.filter((f) => f.path === href);
      expect(after.length).toBeGreaterThan(0);
      // From the first frame at the news item: its text there, and the manager's user bar.
      expect(after.filter((f) => f.text < 40 || !f.userBar)).toEqual([]);
    } finally {
      await manager.close();
    }
  });
});

describe('colours and focus while editing (issue 25)', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await newSession();
    await loginWithApi(manager.context, DEMO.manager);
  });
  afterAll(async () => {
    await manager?.close();
  });

  it("Settings > Aspetto's pickers show the colours the site really uses, not black", async () => {
    const { page } = manager;
    await openPage(page, '/settings/layout', { remote: 'mf_admin' });
    await page.waitForSelector('[data-screen="settings.layout"] .settings-form');
    const used = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ['--primary', '--primary-dark', '--primary-light'].map((v) => style.getPropertyValue(v).trim());
    });
    const pickers = page.locator('.admin-color input[type="color"]');
    await expect.poll(() => pickers.count()).toBe(3);
    const shown = await pickers.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(shown).toEqual(used.map((c) => c.toLowerCase()));
    expect(shown).not.toContain('#000000');
  });

  it('after deleting a block the focus is on the next one, and the delete is announced', async () => {
    const { page } = manager;
    await openPage(page, '/news/riapertura-sala-studio', { remote: 'mf_content' });
    await turnEditOn(page);
    // A second block, so that one follows the first.
    await page.getByRole('button', { name: '+ Aggiungi un blocco', exact: true }).click();
    await page.getByRole('button', { name: 'Aggiungi un blocco: testo' }).click();
    const frames = page.locator('[data-section-id]');
    await expect.poll(() => frames.count()).toBeGreaterThan(1);
    const second = await frames.nth(1).getAttribute('data-section-id');
    const firstName = (await frames.first().getAttribute('aria-label')) ?? '';
    page.once('dialog', (dialog) => void dialog.accept());
    await frames.first().locator('[data-delete]').click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id'),
        ),
      )
      .toBe(second);
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).disabled)).toBe(false);
    await page.locator('[aria-live="polite"]').getByText(`«${firstName}» eliminato`).waitFor();
    // Nothing saved: the page is left without Salva (the session closes with the draft).
  });
});
