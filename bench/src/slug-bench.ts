import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { kebabTitle, recordLink } from '@archive/contracts/routes';

/**
 * Record-link slugs (issue 24: letters of every script kept, accented Latin folded): the cost of
 * kebabTitle and of a whole recordLink per title kind, since every search card, sitemap entry
 * and canonical check makes one. Prints numbers; never a test.
 *
 *   node --import tsx bench/src/slug-bench.ts [--iterations 200000]
 */
const { values } = parseArgs({ options: { iterations: { type: 'string', default: '200000' } } });
const iterations = Number(values.iterations);

const TITLES: [string, string][] = [
  ['ASCII', 'Lettera di G. Rossi al Sindaco di Firenze (1890)'],
  ['accented Latin', 'Città di Castello – Perù, Straße 1890'],
  ['Japanese', '東京 1923 / 関東大震災の記録'],
  ['Cyrillic', 'Фёдор Достоевский, письмо 1871'],
  ['Greek', 'Η Ακρόπολη της Αθήνας, 1890'],
];

function time(fn: () => unknown): number {
  for (let i = 0; i < 10_000; i++) fn(); // warm up
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return ((performance.now() - start) * 1e6) / iterations; // ns per call
}

console.log(`node ${process.version}, ${iterations} calls each`);
console.log('title kind       kebabTitle ns   recordLink ns   slug');
for (const [kind, title] of TITLES) {
  const slug = time(() => kebabTitle(title));
  const link = time(() => recordLink('ca_objects', 291, title));
  console.log(
    `${kind.padEnd(16)} ${slug.toFixed(0).padStart(13)} ${link.toFixed(0).padStart(15)}   ${kebabTitle(title)}`,
  );
}
