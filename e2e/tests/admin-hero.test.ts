import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from '../lib/browser';
import { managerAndVisitor } from '../lib/manager-and-visitor';

// Issue 26: a manager chooses the home's opening picture in Settings > Contenuti by pasting the
// address of a record's page (as copied from the browser's address bar), saves, and visitors see that
// picture on the home with its description in their language and a caption leading to the record.
// The site options are put back as they were at the end.

interface RandomImage {
  id: string;
  table: string;
  preferred_label: string;
  link: string;
}

/** An attribute value as React's server renderer escapes it. */
const asReactWritesIt = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

describe("the home's opening picture chosen by a manager (issue 26)", () => {
  const site = managerAndVisitor();

  it('takes the picture of a pasted record address; visitors see it on the home in their language', async () => {
    const { page } = site.manager;
    // A public record with a picture, other than the one the home shows now.
    const current = (site.original.data.heroImage as { record?: { id?: string } } | undefined)?.record?.id;
    const answer = await site.visitor.page.request.post(siteUrl('/api/public/catalogue/random-images'), {
      data: { count: 5, seed: 11, locale: 'it' },
    });
    const picks = ((await answer.json()) as { data: RandomImage[] }).data;
    const pick = picks.find((p) => p.id !== current);
    expect(pick).toBeDefined();
    if (!pick) return;
    const english = (await (
      await site.visitor.page.request.post(siteUrl('/api/public/catalogue/record'), {
        data: { table: pick.table, id: pick.id, locale: 'en' },
      })
    ).json()) as { record: { preferred_label: string } };

    await openPage(page, '/settings/contents', { remote: 'mf_admin' });
    const hero = page.locator('fieldset.admin-hero');
    await hero.waitFor();
    await hero.getByLabel('Indirizzo della pagina di una scheda del catalogo').fill(siteUrl(pick.link));
    await hero.getByRole('button', { name: "Usa l'immagine della scheda" }).click();
    await hero.getByRole('status').filter({ hasText: 'premi Salva per pubblicarla' }).waitFor();
    await page.click('[data-action="settings-save"]');
    await page.waitForSelector('[data-notice="success"]');

    // A visitor's home, in Italian and in English (drawn by the server: the picture is in the HTML).
    await openPage(site.visitor.page, '/', { remote: 'mf_content' });
    const img = site.visitor.page.locator('.hero-figure img');
    await expect.poll(() => img.getAttribute('alt')).toBe(pick.preferred_label);
    const caption = site.visitor.page.locator('.hero-figure figcaption a');
    expect(await caption.getAttribute('href')).toMatch(new RegExp(`^/[a-z]+/${pick.id}(-|$)`));
    const html = await (await site.visitor.page.request.get(siteUrl('/en'))).text();
    expect(html).toContain(`alt="${asReactWritesIt(english.record.preferred_label)}"`);
  });
});
