import { parseArgs } from 'node:util';
import { writeDemoDataset } from '../catalogue/demo/write-dataset';
import { catalogueDir } from '../catalogue/snapshot';
import { loadConfig } from '../config';

// Writes the deterministic demo catalogue (NDJSON per locale + images).
// Usage: node --import tsx src/cli/catalogue-generate.ts [--records 3000] [--seed 1848] [--out DIR]
// Default out: DATA_DIR/catalogue, which the embedded store loads at start. For MongoDB, import the
// files with catalogue-import.ts.
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '3000' },
    seed: { type: 'string' },
    out: { type: 'string' },
  },
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 1) {
  console.error('--records must be a positive integer');
  process.exit(2);
}
const out = values.out ?? catalogueDir(loadConfig().DATA_DIR);
const started = performance.now();
const result = await writeDemoDataset(out, records, values.seed ? Number(values.seed) : undefined);
console.log(
  `Wrote ${result.records} records x ${result.locales.join('/')} (${result.relations} relations, ${result.images} images) to ${out} in ${Math.round(performance.now() - started)} ms`,
);
