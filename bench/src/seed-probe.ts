import { parseArgs } from 'node:util';
import { DEMO_PLACES } from '@archive/gateway/catalogue/demo/places';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';

/**
 * The seed's raw shapes timed in process on the default locale with the answer cache off: what
 * each call costs when computed (the HTTP bench repeats bodies, which the cache then answers).
 *
 *   node --import tsx bench/src/seed-probe.ts --data /tmp/oa-bench-1000000 [--repeat 50]
 */
const { values } = parseArgs({
  options: { data: { type: 'string' }, repeat: { type: 'string', default: '50' } },
});
const store = new EmbeddedCatalogueStore(`${values.data}/catalogue`, { answerCache: 0 });
let t = performance.now();
await store.load({ background: true, watchMs: 0 });
console.log(`default locale indexed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const WORDS = [
  'lettera',
  'fotografia',
  'veduta',
  'progetto',
  'relazione',
  'manifesto',
  'verbale',
  'ritratto',
];
const place = (i: number) => `place-${DEMO_PLACES[i % DEMO_PLACES.length]!.slug}`;
const shapes: [string, (i: number) => Promise<unknown>][] = [
  [
    'label regex /i, 20',
    (i) =>
      store.rawFind({
        collection: 'data_it',
        query: { preferred_label: { $regex: WORDS[i % 8]!, $options: 'i' } },
        limit: 20,
        skip: 0,
      }),
  ],
  [
    '$group over everything',
    () => store.rawAggregate('data_it', [{ $group: { _id: '$table', n: { $sum: 1 } } }], 1000),
  ],
  [
    'every record by label, page 3',
    () =>
      store.rawFind({ collection: 'data_it', query: {}, sort: { preferred_label: 1 }, limit: 20, skip: 40 }),
  ],
  [
    '$facet count/table/type/filtri',
    (i) =>
      store.rawAggregate(
        'data_it',
        [
          { $match: { table: { $in: ['ca_objects', 'ca_entities'] }, 'type_id.id': { $ne: 265 } } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              tables: [{ $sortByCount: '$table' }],
              types: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { n: -1 } }],
              places: [
                { $match: { 'filtri.id': place(i) } },
                { $unwind: '$filtri' },
                { $group: { _id: '$filtri.id', n: { $sum: 1 } } },
                { $sort: { n: -1 } },
                { $limit: 10 },
              ],
            },
          },
        ],
        1000,
      ),
  ],
  [
    'metadati.value regex /i, 20',
    (i) =>
      store.rawFind({
        collection: 'data_it',
        query: { 'metadati.value': { $regex: WORDS[i % 8]!, $options: 'i' } },
        limit: 20,
        skip: 0,
      }),
  ],
  [
    'data.start range, $nin type, by date desc',
    (i) =>
      store.rawFind({
        collection: 'data_it',
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
  ],
  [
    'deep skip (half) by label desc',
    () =>
      store.rawFind({
        collection: 'data_it',
        query: {},
        sort: { preferred_label: -1 },
        limit: 20,
        skip: 100000,
      }),
  ],
];
for (const [name, run] of shapes) {
  t = performance.now();
  await run(0);
  const first = performance.now() - t;
  const times: number[] = [];
  for (let i = 1; i <= Number(values.repeat); i++) {
    t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${name.padEnd(42)} first ${first.toFixed(1)} ms; then p50 ${p(0.5)}, p95 ${p(0.95)} ms`);
}
await store.close();
process.exit(0);
