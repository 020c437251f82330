import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { collectionOfFile, importFiles, totalsOf } from '@archive/gateway/catalogue/import';

/**
 * One import in a fresh process (import-bench.ts spawns it, so its peak RSS is the import's alone):
 * every NDJSON file of --from into the embedded store at --into, as the import command does.
 * Prints one JSON line: seconds, peak RSS, totals.
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, into: { type: 'string' } } });
if (!values.from || !values.into) {
  console.error('--from EXPORT_DIR --into CATALOGUE_DIR');
  process.exit(2);
}
const files = (await readdir(values.from))
  .filter((f) => f.endsWith('.ndjson'))
  .map((f) => ({ file: join(values.from!, f), ...collectionOfFile(f)! }));
const started = performance.now();
const reports = await importFiles(new EmbeddedCatalogueStore(values.into), files);
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    // resourceUsage().maxRSS is in kilobytes.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    ...totalsOf(reports),
  }),
);
