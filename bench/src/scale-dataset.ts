import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

/**
 * Scales a generated demo catalogue up by copying it N times with shifted ids (records, parents,
 * ancestor paths and relations move together), streaming line by line: the demo generator holds a
 * whole dataset in memory, which at 1M records x 3 locales passes Node's heap. Labels, metadata and
 * facets repeat across copies, as a large archive repeats its vocabulary.
 *
 *   node --import tsx bench/src/scale-dataset.ts --from /tmp/oa-bench-100000 --times 10 --out /tmp/oa-bench-1000000
 */
const { values } = parseArgs({
  options: { from: { type: 'string' }, times: { type: 'string', default: '10' }, out: { type: 'string' } },
});
if (!values.from || !values.out) {
  console.error('--from DIR and --out DIR are required');
  process.exit(2);
}
const from = join(values.from, 'catalogue');
const out = join(values.out, 'catalogue');
const times = Number(values.times);
/** Ids of copy k are shifted by k * SHIFT (the demo's ids stay below it). */
const SHIFT = 1_000_000;
const shift = (id: unknown, k: number) =>
  k === 0 || id == null || id === '' ? id : String(Number(id) + k * SHIFT);

await mkdir(join(out, 'media'), { recursive: true });
for (const file of await readdir(join(from, 'media')))
  await copyFile(join(from, 'media', file), join(out, 'media', file));
const started = performance.now();
for (const file of await readdir(from)) {
  if (!file.endsWith('.ndjson')) continue;
  const kind = file.split('_')[0];
  const writer = createWriteStream(join(out, file));
  const copies = kind === 'summary' ? 1 : times;
  for (let k = 0; k < copies; k++) {
    const lines = createInterface({
      input: createReadStream(join(from, file)),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line) continue;
      const doc = JSON.parse(line) as Record<string, unknown>;
      if (kind === 'data') {
        doc.id = shift(doc.id, k);
        if (doc.parent != null) doc.parent = shift(doc.parent, k);
        if (Array.isArray(doc.parent_path)) doc.parent_path = doc.parent_path.map((a) => shift(a, k));
      } else if (kind === 'relations') {
        doc.id = shift(doc.id, k);
        doc.rel_id = shift(doc.rel_id, k);
      }
      if (!writer.write(`${JSON.stringify(doc)}\n`)) await once(writer, 'drain');
    }
  }
  writer.end();
  await once(writer, 'finish');
  console.log(
    `${file}: ${copies} cop${copies === 1 ? 'y' : 'ies'} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}
