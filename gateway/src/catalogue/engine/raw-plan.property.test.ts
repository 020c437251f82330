import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';
import { Aggregator, Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { LocaleIndex } from './locale-index';
import { planAggregate } from './raw-aggregate-plan';
import { catalogueArb, filterArb, pipelineArb, regexFilterArb, sortArb } from './raw-arbitraries';
import { narrowRaw } from './raw-candidates';
import { rawSortedPage } from './raw-order';

// The index-answered raw paths must give what mingo gives over the same public records: the same
// ids, in the same order, with the same counts. Random catalogues and random whitelisted filters,
// sorts and pipelines; mingo is the oracle. Not answered exactly is allowed (the general path then
// runs mingo itself), but narrowing must never drop a match.

const publicOf = (records: CatalogueRecord[]) => records.filter((r) => r.access === 1);
const ids = (docs: Iterable<number>, index: LocaleIndex) => [...docs].map((d) => index.record(d).id);

describe('raw filters answered by the indexes match mingo', () => {
  it('narrowRaw: exact sets equal mingo; other sets hold every match', () => {
    let answered = 0;
    fc.assert(
      fc.property(catalogueArb, filterArb, (records, filter) => {
        const index = new LocaleIndex('it', records);
        const expected = new Query(filter)
          .find(structuredClone(publicOf(records)))
          .all()
          .map((r) => (r as CatalogueRecord).id);
        const { set, exact } = narrowRaw(index, filter);
        const got = set ? ids(set.toArray(), index) : publicOf(records).map((r) => r.id);
        if (exact) {
          answered++;
          expect(got).toEqual(expected);
        } else for (const id of expected) expect(got).toContain(id);
      }),
      { numRuns: 600 },
    );
    expect(answered).toBeGreaterThan(200);
  });

  it('regexes on labels and metadata values (trigram-narrowed, case-folded) equal mingo', () => {
    fc.assert(
      fc.property(catalogueArb, regexFilterArb, (records, { field, pattern, options }) => {
        let re: RegExp;
        try {
          re = new RegExp(pattern, options);
        } catch {
          return; // not a pattern: the route refuses it before any index is asked
        }
        void re;
        const filter = { [field]: { $regex: pattern, ...(options ? { $options: options } : {}) } };
        const index = new LocaleIndex('it', records);
        const expected = new Query(filter)
          .find(structuredClone(publicOf(records)))
          .all()
          .map((r) => (r as CatalogueRecord).id);
        const { set, exact } = narrowRaw(index, filter);
        expect(exact).toBe(true);
        expect(ids(set!.toArray(), index)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('sorted, skipped pages from the prepared orders equal mingo find().sort().skip().limit()', () => {
    let paged = 0;
    fc.assert(
      fc.property(
        catalogueArb,
        filterArb,
        sortArb,
        fc.nat(12),
        fc.integer({ min: 0, max: 15 }),
        (records, filter, sort, skip, limit) => {
          const index = new LocaleIndex('it', records);
          const { set, exact } = narrowRaw(index, filter);
          if (!exact) return;
          const count = set ? set.count() : index.size;
          const page = rawSortedPage(index.raw, set, count, sort, skip, limit, 'walk');
          if (!page) return;
          // Both strategies (walk the order, sort the members by rank) give the same page.
          if (set) expect(rawSortedPage(index.raw, set, count, sort, skip, limit, 'sort')).toEqual(page);
          paged++;
          let cursor = new Query(filter).find(structuredClone(publicOf(records)));
          if (sort) cursor = cursor.sort(sort);
          const expected = cursor.all() as CatalogueRecord[];
          expect(count).toBe(expected.length);
          expect(ids(page, index)).toEqual(expected.slice(skip, skip + limit).map((r) => r.id));
        },
      ),
      { numRuns: 600 },
    );
    expect(paged).toBeGreaterThan(150);
  });
});

describe('raw aggregations answered from the bitsets match mingo', () => {
  it('$match + $count / $group / $sortByCount / $unwind filtri / $facet, with a tail', () => {
    let planned = 0;
    fc.assert(
      fc.property(catalogueArb, pipelineArb, (records, pipeline) => {
        const index = new LocaleIndex('it', records);
        const rows = planAggregate(index, pipeline, 1000, 2_000_000);
        if (!rows) return;
        planned++;
        const expected = new Aggregator([...pipeline, { $limit: 1000 }]).run(
          structuredClone(publicOf(records)),
        );
        expect(rows).toEqual(expected);
      }),
      { numRuns: 600 },
    );
    // Most generated pipelines are of the answered shapes: the property is not vacuous.
    expect(planned).toBeGreaterThan(120);
  });
});
