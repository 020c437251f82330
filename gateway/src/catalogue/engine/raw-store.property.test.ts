import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';
import { Aggregator, Query } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotFile, writeNdjson } from '../snapshot';
import { EmbeddedCatalogueStore } from './embedded-store';
import { catalogueOf, filterArb, pipelineArb, sortArb } from './raw-arbitraries';

// The whole embedded store (index-answered paths on the event loop, the rest in the raw-query
// worker) against mingo over the same public records: random whitelisted filters, sorts, pages
// and pipelines on a few random catalogues, the same answer (ids, order, counts, rows) or the same
// refusal.

const CATALOGUES = 3;
const stores: { store: EmbeddedCatalogueStore; records: CatalogueRecord[]; dir: string }[] = [];
beforeAll(async () => {
  const samples = fc.sample(catalogueOf(20, 60), { numRuns: CATALOGUES, seed: 17 });
  for (const records of samples) {
    const dir = await mkdtemp(join(tmpdir(), 'oa-raw-prop-'));
    await mkdir(dir, { recursive: true });
    await writeNdjson(snapshotFile(dir, 'data', 'it'), records);
    const store = new EmbeddedCatalogueStore(dir);
    await store.load({ watchMs: 0 });
    stores.push({ store, records: records.filter((r) => r.access === 1), dir });
  }
});
afterAll(async () => {
  for (const { store, dir } of stores) {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});

/** mingo's answer, or the error it throws (the store must then refuse too). */
function oracle<T>(run: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: run() };
  } catch {
    return { ok: false };
  }
}

describe('the embedded store answers raw calls as mingo does', () => {
  it('mongo/search: ids, order and count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(CATALOGUES - 1),
        filterArb,
        sortArb,
        fc.nat(10),
        fc.integer({ min: 1, max: 12 }),
        async (which, query, sort, skip, limit) => {
          const { store, records } = stores[which]!;
          const expected = oracle(() => {
            let cursor = new Query(query).find(structuredClone(records));
            if (sort) cursor = cursor.sort(sort);
            return cursor.all() as CatalogueRecord[];
          });
          const got = store.rawFind({ collection: 'data_it', query, sort, skip, limit, fields: { id: 1 } });
          if (!expected.ok) return void (await expect(got).rejects.toBeDefined());
          const answer = await got;
          expect(answer.count).toBe(expected.value.length);
          expect(answer.data.map((r) => r.id)).toEqual(
            expected.value.slice(skip, skip + limit).map((r) => r.id),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('mongo/aggregate: rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(CATALOGUES - 1), pipelineArb, async (which, pipeline) => {
        const { store, records } = stores[which]!;
        const expected = oracle(() =>
          new Aggregator([...pipeline, { $limit: 1000 }]).run(structuredClone(records)),
        );
        const got = store.rawAggregate('data_it', pipeline, 1000);
        if (!expected.ok) return void (await expect(got).rejects.toBeDefined());
        expect(await got).toEqual(expected.value);
      }),
      { numRuns: 100 },
    );
  });
});
