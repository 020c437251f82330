import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';

let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await makeCatalogueDir(3000);
  app = await buildCatalogueApp(dataDir);
});
afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
});

interface Value {
  id: string;
  name: string;
  path: string;
  dates?: string;
}

// Issue 26: two people of the same name in the facet list are told apart by their own dates.
describe('POST /api/public/catalogue/search facets with namesakes', () => {
  it('gives the dates of namesakes, and only of namesakes, from their public records', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { limit: 0, facets: true, facetSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    const people: Value[] = res
      .json()
      .facets.groups.find((g: { type: string }) => g.type === 'persona').values;
    const byName = new Map<string, Value[]>();
    for (const v of people) byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
    const namesakes = [...byName.values()].filter((same) => same.length > 1);
    expect(namesakes.length).toBeGreaterThan(0);
    for (const same of namesakes) {
      for (const value of same) {
        const id = value.path.split('/').pop();
        const record = await app.inject({
          method: 'POST',
          url: '/api/public/catalogue/record',
          payload: { table: 'ca_entities', id },
        });
        // What the person's own page shows as its date, nothing invented.
        expect(value.dates).toBe(record.json().record.dateDisplay);
      }
    }
    for (const same of byName.values()) if (same.length === 1) expect(same[0]?.dates).toBeUndefined();
  });
});
