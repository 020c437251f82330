import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';

/**
 * A parent record's page embeds of its children only what the tree rows draw (issue 22: the
 * children answer was 12.7 KB of an 18.3 KB state): mf-catalogue's `treeRows`. The rows are still
 * all in the HTML, drawn by the server from the same fields the browser hydrates with (hydration
 * itself: e2e server-rendering-dev.test.ts). Real built server renders.
 */
const ROW_FIELDS = [
  'table',
  'id',
  'preferred_label',
  'link',
  'numero',
  'dateDisplay',
  'type',
  'childrenCount',
];

let site: BuiltSite;
let parent: { link: string; table: string; id: string } | undefined;
beforeAll(async () => {
  site = await makeBuiltSite({ PAGE_CACHE: 'false', CATALOGUE_SEED_RECORDS: '300' });
  for (let skip = 0; !parent && skip < 300; skip += 100) {
    const page = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale: 'it', filters: [], limit: 100, skip },
    });
    for (const card of page.json().data as { link: string; table: string; id: string }[]) {
      const found = await site.app.catalogue.store.record('it', card.table, String(card.id));
      if (found && found.childrenCount > 0) {
        parent = { link: card.link, table: card.table, id: String(card.id) };
        break;
      }
    }
  }
}, 240_000);
afterAll(() => site?.close());

describe("a parent record's embedded children", () => {
  it('holds only the fields the tree rows draw, and every row is in the HTML', async () => {
    expect(parent).toBeDefined();
    if (!parent) return;
    const page = await site.app.inject({ url: parent.link, headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    const json = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '{}';
    const payload = JSON.parse(json) as {
      answers?: Record<string, { data?: { data: object[]; count: number } }>;
    };
    const [key, answer] =
      Object.entries(payload.answers ?? {}).find(([k]) => k.includes('/api/public/catalogue/children')) ?? [];
    expect(key).toBeDefined();
    const rows = answer?.data?.data ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(ROW_FIELDS).toEqual(expect.arrayContaining(Object.keys(row)));
    // The whole answer, as the browser's own fetch gets it, carries more than the rows draw.
    const whole = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/children',
      payload: { locale: 'it', table: parent.table, id: parent.id, limit: rows.length, skip: 0 },
    });
    expect(JSON.stringify(answer?.data).length).toBeLessThan(whole.body.length);
    expect(answer?.data?.count).toBe(whole.json().count);
    for (const row of whole.json().data as { link: string; preferred_label: string }[])
      expect(page.body).toContain(`href="${row.link}"`);
  });
});
