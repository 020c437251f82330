import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { yearOfSeconds } from '@archive/contracts/record-date';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { readNdjson, writeLines } from '@archive/gateway/catalogue/snapshot';

/**
 * Import benchmark (prints numbers; never a test): the demo catalogue at scale rewritten in
 * CollectiveAccess's export shape (numeric ids, parent and parent_path numbers, years in data,
 * numeric rel_id), so every line goes through the normalisation, then imported twice by the same
 * code as the import command, each time in a fresh process: into an empty store (all inserts) and
 * again over it (all updates, the merge with the existing snapshot), then a third time into a store
 * that is serving (loaded first, as in a gateway; the import ends with its reload, as from
 * Settings). Prints time and peak RSS.
 *
 *   npm run bench:import -- [--records 100000]
 */
const { values } = parseArgs({ options: { records: { type: 'string', default: '100000' } } });
const records = Number(values.records);
const here = dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

const demoDir = join(tmpdir(), `oa-bench-${records}`, 'catalogue');
const exportDir = join(tmpdir(), `oa-import-export-${records}`);
const storeDir = join(tmpdir(), `oa-import-store-${records}`);

if (!existsSync(join(demoDir, 'data_it.ndjson'))) {
  const t = performance.now();
  await writeDemoDataset(demoDir, records);
  console.log(`generated the demo catalogue in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const asNumber = (id: unknown) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);
/** A record as CollectiveAccess exports it: numeric ids, whole years in data. */
function caShape(doc: Record<string, unknown>): Record<string, unknown> {
  doc.id = asNumber(doc.id);
  if (doc.parent != null) doc.parent = asNumber(doc.parent);
  if (Array.isArray(doc.parent_path)) doc.parent_path = doc.parent_path.map(asNumber);
  const data = doc.data as { start?: number; end?: number } | undefined;
  if (data) doc.data = { start: yearOfSeconds(data.start), end: yearOfSeconds(data.end) };
  if ('rel_id' in doc) doc.rel_id = asNumber(doc.rel_id);
  return doc;
}

if (!existsSync(join(exportDir, 'data_it.ndjson'))) {
  await mkdir(exportDir, { recursive: true });
  for (const name of await readdir(demoDir)) {
    if (!name.endsWith('.ndjson')) continue;
    const lines: string[] = [];
    await readNdjson(join(demoDir, name), (line) => {
      lines.push(JSON.stringify(caShape(JSON.parse(line))));
    });
    await writeLines(join(exportDir, name), lines);
  }
}
let bytes = 0;
for (const name of await readdir(exportDir)) bytes += (await stat(join(exportDir, name))).size;
console.log(
  `export: ${records} records x 3 locales, ${(bytes / 1048576).toFixed(0)} MB of NDJSON in ${exportDir}`,
);

async function importOnce(label: string, serving = false) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'import-run.ts'),
      '--from',
      exportDir,
      '--into',
      storeDir,
      ...(serving ? ['--serving'] : []),
    ],
    { maxBuffer: 1 << 20 },
  );
  const r = JSON.parse(stdout.trim().split('\n').at(-1)!);
  console.log(
    `${label.padEnd(26)} ${r.seconds.toFixed(1).padStart(6)} s   peak RSS ${r.peakRssMb.toFixed(0).padStart(5)} MB   ` +
      `${r.inserted} inserted, ${r.updated} updated, ${r.normalised} normalised, ${r.refused} refused` +
      (serving ? `   (after a ${r.loadSeconds.toFixed(1)} s load; includes the reload)` : ''),
  );
}
await rm(storeDir, { recursive: true, force: true });
await importOnce('into an empty store');
await importOnce('again (all updates)');
await importOnce('into a serving store', true);
await rm(storeDir, { recursive: true, force: true });
