import { LOCALES } from '@archive/contracts/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../../../test/catalogue/fixture';

// The raw-query worker keeps a few sources (one per collection queried) and drops the oldest; the
// pool must send a dropped one again. Found by the fuzz test: after calls on more collections than
// the worker keeps, every raw call on the first ones answered 500 ("unknown source").
let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await makeCatalogueDir(60);
  app = await buildCatalogueApp(dataDir);
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dataDir) await removeDir(dataDir);
});

it('answers raw calls on every collection, again after the worker dropped the first ones', async () => {
  const tables = ['summary', 'relations', 'data'].flatMap((kind) => LOCALES.map((l) => `${kind}_${l}`));
  expect(tables.length).toBeGreaterThan(12);
  for (const round of [1, 2])
    for (const table of tables) {
      // A $project stage is never planned on the indexes: the call runs in the worker.
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/mongo/aggregate',
        payload: { table, query: [{ $project: { id: 1 } }] },
      });
      expect(res.statusCode, `${table} round ${round}: ${res.body.slice(0, 200)}`).toBe(200);
    }
}, 60_000);
