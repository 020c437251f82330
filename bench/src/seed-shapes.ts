import { DEMO_PLACES } from '@archive/gateway/catalogue/demo/places';

/**
 * The seed's raw call shapes of issue 16, as the bodies of `POST /api/public/mongo/{path}`: the HTTP
 * bench (catalogue-bench.ts) sends them, the in-process probe (seed-probe.ts) runs the same ones on
 * the store with the answer cache off. `i` varies the words, places and years between calls.
 */
export const WORDS = [
  'lettera',
  'fotografia',
  'veduta',
  'progetto',
  'relazione',
  'manifesto',
  'verbale',
  'ritratto',
  'ponte',
  'stazione',
];

/** A spread choice of `items` for call `i`. */
export const pick = <T>(items: readonly T[], i: number) => items[(i * 7919) % items.length] as T;
export const placeId = (i: number) => `place-${pick(DEMO_PLACES, i).slug}`;

export interface SeedShape {
  name: string;
  path: 'search' | 'aggregate';
  body: (i: number) => {
    table: string;
    query: unknown;
    sort?: Record<string, 1 | -1>;
    limit?: number;
    skip?: number;
  };
}

/** Every seed shape; the first four are also the load rows. `records` sets the deep skip (half). */
export function seedShapes(records: number): SeedShape[] {
  return [
    {
      name: 'seed: label regex /i, 20',
      path: 'search',
      body: (i) => ({
        table: 'data_it',
        query: { preferred_label: { $regex: pick(WORDS, i), $options: 'i' } },
        limit: 20,
        skip: 0,
      }),
    },
    {
      name: 'seed: $group over everything',
      path: 'aggregate',
      body: () => ({ table: 'data_it', query: [{ $group: { _id: '$table', n: { $sum: 1 } } }] }),
    },
    {
      name: 'seed: every record by label, page 3',
      path: 'search',
      body: () => ({ table: 'data_it', query: {}, sort: { preferred_label: 1 }, limit: 20, skip: 40 }),
    },
    {
      name: 'seed: $facet count/table/type/filtri',
      path: 'aggregate',
      body: (i) => ({
        table: 'data_it',
        query: [
          { $match: { table: { $in: ['ca_objects', 'ca_entities'] }, 'type_id.id': { $ne: 265 } } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              tables: [{ $sortByCount: '$table' }],
              types: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { n: -1 } }],
              places: [
                { $match: { 'filtri.id': placeId(i) } },
                { $unwind: '$filtri' },
                { $group: { _id: '$filtri.id', n: { $sum: 1 } } },
                { $sort: { n: -1 } },
                { $limit: 10 },
              ],
            },
          },
        ],
      }),
    },
    {
      name: 'seed: metadati.value regex /i, 20',
      path: 'search',
      body: (i) => ({
        table: 'data_it',
        query: { 'metadati.value': { $regex: pick(WORDS, i), $options: 'i' } },
        limit: 20,
        skip: 0,
      }),
    },
    {
      name: 'seed: data.start range, $nin type, by date desc',
      path: 'search',
      body: (i) => ({
        table: 'data_it',
        query: {
          'data.start': {
            $gte: Date.UTC(1850 + (i % 40), 0) / 1000,
            $lt: Date.UTC(1900 + (i % 40), 0) / 1000,
          },
          'type_id.id': { $nin: [265, 10] },
        },
        sort: { 'data.start': -1 },
        limit: 20,
        skip: 0,
      }),
    },
    {
      name: 'seed: deep skip (half the records) by label',
      path: 'search',
      body: () => ({
        table: 'data_it',
        query: {},
        sort: { preferred_label: -1 },
        limit: 20,
        skip: Math.min(100_000, Math.floor(records / 2)),
      }),
    },
  ];
}
