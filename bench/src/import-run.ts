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
const { values } = parseArgs({
  options: { from: { type: 'string' }, into: { type: 'string' }, serving: { type: 'boolean' } },
});
if (!values.from || !values.into) {
  console.error('--from EXPORT_DIR --into CATALOGUE_DIR');
  process.exit(2);
}
const files = (await readdir(values.from))
  .filter((f) => f.endsWith('.ndjson'))
  .map((f) => ({ file: join(values.from!, f), ...collectionOfFile(f)! }));
// --serving: the store is loaded first, as a gateway's is, so the import ends with its reload (the
// Settings import); the figures then hold the served indexes, old and new, at once.
const store = new EmbeddedCatalogueStore(values.into);
let loadSeconds = 0;
if (values.serving) {
  const t = performance.now();
  await store.load({ watchMs: 0 });
  loadSeconds = (performance.now() - t) / 1000;
}
const started = performance.now();
const reports = await importFiles(store, files);
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    loadSeconds,
    // resourceUsage().maxRSS is in kilobytes.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    ...totalsOf(reports),
  }),
);
