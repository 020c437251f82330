import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogueDir } from '../../../test/catalogue/fixture';
import { catalogueDir } from '../snapshot';
import { EmbeddedCatalogueStore } from './embedded-store';

// Issue 22: a burst of raw calls must not hold back the record calls of the pages being drawn (in
// a cluster, the calls the primary answers for the workers): the event-loop part of each raw call
// gets a loop turn of its own, so calls that arrive meanwhile are read and answered in between.
describe('raw calls and the calls of pages', () => {
  let dir: string;
  let store: EmbeddedCatalogueStore;
  beforeAll(async () => {
    dir = await makeCatalogueDir(200);
    store = new EmbeddedCatalogueStore(catalogueDir(dir), { answerCache: 0 });
    await store.load({ watchMs: 0 });
  });
  afterAll(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets the event loop turn between the raw calls of a burst, and answers each of them in full', async () => {
    const order: string[] = [];
    // Distinct pipelines, so none is an answer already kept: each is planned on the event loop.
    const aggregates = Array.from({ length: 6 }, (_, i) =>
      store
        .rawAggregate(
          'data_it',
          [{ $match: { access: 1 } }, { $group: { _id: '$table', n: { $sum: 1 } } }],
          100 + i,
        )
        .then((rows) => {
          order.push(`aggregate ${i}`);
          return rows as { n: number }[];
        }),
    );
    // The loop's next turn: where a page's call that arrived meanwhile is read and answered.
    const turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('turn');
        resolve();
      }),
    );
    const [rows] = await Promise.all([Promise.all(aggregates), turn]);
    expect(order.indexOf('turn')).toBeLessThan(order.indexOf('aggregate 5'));
    expect(order.filter((o) => o !== 'turn')).toEqual(Array.from({ length: 6 }, (_, i) => `aggregate ${i}`));
    for (const answer of rows) expect(answer.reduce((n, r) => n + r.n, 0)).toBeGreaterThan(0);
  });
});
