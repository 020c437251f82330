import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { Aggregator } from 'mingo';
import { describe, expect, it } from 'vitest';
import { LocaleIndex } from './locale-index';
import { planAggregate } from './raw-aggregate-plan';
import { testRecord } from './test-records';

/** Records with dates as a real catalogue holds them: epoch seconds, before 1970 and before year 1000 too. */
const seconds = (iso: string) => Date.parse(iso) / 1000;
const record = (id: string, start: number | null | undefined): CatalogueRecord =>
  testRecord(id, start === undefined ? {} : ({ data: { start, end: start } } as Partial<CatalogueRecord>));

const BY_YEAR = [
  { $group: { _id: { $year: { $toDate: { $multiply: ['$data.start', 1000] } } }, count: { $sum: 1 } } },
];

describe('counts per year from the date index', () => {
  const dated = [
    record('1', seconds('1789-07-14T00:00:00Z')),
    record('2', seconds('1799-12-31T23:59:59Z')),
    record('3', seconds('1789-01-01T00:00:00Z')),
    record('4', seconds('0950-06-01T00:00:00Z')),
    record('5', 0),
    record('6', seconds('1969-12-31T23:59:59Z')),
  ];

  it('groups by UTC year as mingo does, in order of first appearance, without decoding a record', () => {
    const index = new LocaleIndex('it', dated);
    const rows = planAggregate(index, BY_YEAR, 1000, 1_000_000);
    expect(rows).toEqual([
      { _id: 1789, count: 2 },
      { _id: 1799, count: 1 },
      { _id: 950, count: 1 },
      { _id: 1970, count: 1 },
      { _id: 1969, count: 1 },
    ]);
    expect(rows).toEqual(new Aggregator(BY_YEAR).run(structuredClone(dated)));
  });

  it('answers $sortByCount and the factors in either order, after a $match', () => {
    const index = new LocaleIndex('it', dated);
    const pipeline = [
      { $match: { table: 'ca_objects' } },
      { $sortByCount: { $year: { $toDate: { $multiply: [1000, '$data.start'] } } } },
    ];
    expect(planAggregate(index, pipeline, 1000, 1_000_000)).toEqual(
      new Aggregator(pipeline).run(structuredClone(dated)),
    );
  });

  it('leaves a set with an undated record to the general path (mingo refuses a date of nothing)', () => {
    for (const undated of [record('7', null), record('8', undefined)]) {
      const index = new LocaleIndex('it', [...dated, undated]);
      expect(planAggregate(index, BY_YEAR, 1000, 1_000_000)).toBeNull();
      expect(() => new Aggregator(BY_YEAR).run(structuredClone([...dated, undated]))).toThrow();
    }
  });

  it('does not take other year shapes for this one', () => {
    const index = new LocaleIndex('it', dated);
    for (const key of [
      { $year: { $toDate: { $multiply: ['$data.start', 100] } } },
      { $year: { $toDate: '$data.start' } },
      { $year: { $toDate: { $multiply: ['$ordine', 1000] } } },
      { $year: { $toDate: { $multiply: ['$data.start', 1000] } }, extra: 1 },
    ])
      expect(planAggregate(index, [{ $group: { _id: key, n: { $sum: 1 } } }], 1000, 1_000_000)).toBeNull();
  });
});
