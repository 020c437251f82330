import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogueDir, removeDir } from '../../../test/catalogue/fixture';
import { catalogueDir } from '../snapshot';
import { EmbeddedCatalogueStore } from './embedded-store';

// The raw-query pool's limits as a caller of the store sees them (small limits so they are reached
// on a small catalogue). No clock asserted: only which refusal comes back.
let dataDir: string;
let store: EmbeddedCatalogueStore;
beforeAll(async () => {
  dataDir = await makeCatalogueDir(200);
  store = new EmbeddedCatalogueStore(catalogueDir(dataDir), {
    rawPool: { queueLimit: 0, budget: { ms: 200, maxAnswerChars: 50_000 }, graceMs: 200 },
  });
  await store.load();
});
afterAll(async () => {
  await store.close();
  await removeDir(dataDir);
});

const thousand = Array.from({ length: 1000 }, (_, i) => i);
const slow = [
  { $limit: 1 },
  {
    $project: {
      x: { $map: { input: thousand, as: 'a', in: { $map: { input: thousand, as: 'b', in: '$$b' } } } },
    },
  },
];

describe('raw query pool', () => {
  it('cuts a job past its time budget with QUERY_TOO_COSTLY, and the next job still runs', async () => {
    await expect(store.rawAggregate('data_it', slow, 10)).rejects.toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      status: 400,
    });
    expect(await store.rawAggregate('data_it', [{ $count: 'n' }], 10)).toEqual([{ n: expect.any(Number) }]);
  });
  it('refuses at once with 503 BUSY when every worker is taken and the queue is full', async () => {
    const first = store.rawAggregate('data_it', slow, 10).catch((err) => err);
    await expect(
      store.rawAggregate('data_it', [{ $project: { id: 1 } }, { $limit: 1 }], 10),
    ).rejects.toMatchObject({ code: 'BUSY', status: 503 });
    // Shapes the indexes answer never wait for the worker: a count is answered meanwhile.
    expect(await store.rawAggregate('data_it', [{ $count: 'n' }], 10)).toEqual([{ n: expect.any(Number) }]);
    expect(await first).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
  });
  it('refuses an answer past its size cap', async () => {
    await expect(store.rawAggregate('data_it', [{ $project: { metadati: 1 } }], 1000)).rejects.toMatchObject({
      code: 'ANSWER_TOO_LARGE',
    });
  });
  it('answers summaries and relations from their shared copies', async () => {
    const rel = await store.rawFind({
      collection: 'relations_it',
      query: { id: '90004' },
      limit: 10,
      skip: 0,
    });
    expect(rel.data.map((r) => r.rel_id)).toEqual(['90006']);
    expect(await store.rawAggregate('summary_it', [{ $count: 'n' }], 10)).toEqual([
      { n: expect.any(Number) },
    ]);
  });
});
