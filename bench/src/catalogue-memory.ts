import { parseArgs } from 'node:util';
import { collectGarbage } from '@archive/gateway/catalogue/engine/collect-garbage';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';

/**
 * Memory of the embedded catalogue store, step by step: after each locale is indexed (and a full
 * GC), resident size, V8 heap and off-heap buffers (the records' compact text lives there).
 *
 *   node --import tsx bench/src/catalogue-memory.ts --data /tmp/oa-bench-100000
 */
const { values } = parseArgs({ options: { data: { type: 'string' } } });
if (!values.data) {
  console.error('--data DIR (a DATA_DIR with catalogue/ snapshots, e.g. one catalogue-bench.ts made)');
  process.exit(2);
}
const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`.padStart(7);
const show = (step: string) => {
  collectGarbage();
  const m = process.memoryUsage();
  console.log(
    `${step.padEnd(28)} rss ${mb(m.rss)}  heap used ${mb(m.heapUsed)}  heap total ${mb(m.heapTotal)}  buffers ${mb(m.arrayBuffers)}`,
  );
};
show('start');
const started = performance.now();
const store = new EmbeddedCatalogueStore(`${values.data}/catalogue`);
await store.load({
  log: (msg, data) => {
    if (msg === 'catalogue locale loaded') {
      const d = data as { locale: string; public: number; ms: number; steps?: Record<string, number> };
      show(`${d.locale} indexed (${d.public} public, ${(d.ms / 1000).toFixed(1)} s)`);
      if (d.steps) console.log(`  steps (ms): ${JSON.stringify(d.steps)}`);
    }
    if (msg === 'catalogue relations loaded') {
      const d = data as { locale: string; relations: number; ms: number };
      show(`${d.locale} + relations (${d.relations}, ${(d.ms / 1000).toFixed(1)} s)`);
    }
  },
});
console.log(`all locales in ${((performance.now() - started) / 1000).toFixed(1)} s`);
show('end');
