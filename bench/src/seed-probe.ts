import { parseArgs } from 'node:util';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { seedShapes } from './seed-shapes';

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
// The HTTP bench's seed shapes, run on the store: what the route would do with each body (the deep
// skip at 100,000, the bench's cap).
const shapes: [string, (i: number) => Promise<unknown>][] = seedShapes(Number.MAX_SAFE_INTEGER).map(
  (shape) => [
    shape.name.replace(/^seed: /, ''),
    (i: number) => {
      const { table, query, sort, limit, skip } = shape.body(i);
      return shape.path === 'aggregate'
        ? store.rawAggregate(table, query as Record<string, unknown>[], 1000)
        : store.rawFind({
            collection: table,
            query: query as Record<string, unknown>,
            sort,
            limit: limit ?? 20,
            skip: skip ?? 0,
          });
    },
  ],
);
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
