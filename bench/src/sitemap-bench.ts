import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@archive/gateway/app';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { testConfig } from '@archive/gateway/config/index';

/**
 * Sitemap generation at scale (prints numbers; never a test): the real gateway app in this process
 * on a demo catalogue (generated when --data has none), GET /sitemap.xml and then every file it
 * names through app.inject, as a crawler would fetch them.
 *
 *   node --import tsx bench/src/sitemap-bench.ts [--records 100000] [--data DIR]
 */
const { values } = parseArgs({
  options: { records: { type: 'string', default: '100000' }, data: { type: 'string' } },
});
const records = Number(values.records);
const dataDir = values.data ?? join(tmpdir(), `oa-sitemap-${records}`);
if (!existsSync(join(dataDir, 'catalogue', 'data_it.ndjson'))) {
  const t = performance.now();
  await writeDemoDataset(join(dataDir, 'catalogue'), records);
  console.log(`generated ${records} records x 3 locales in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const app = await buildApp(
  testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'https://archivio.example.org' }),
  { pluginTimeout: 0 },
);
await app.ready();
// Every locale indexed before timing (the store loads the others in the background).
for (const locale of ['it', 'en', 'fr'] as const) await app.catalogue.store.record(locale, 'ca_objects', '0');

const ms = (t: number) => Math.round(performance.now() - t);
let t = performance.now();
let index = await app.inject('/sitemap.xml');
console.log(`GET /sitemap.xml: ${index.statusCode}, ${ms(t)} ms (first: sort orders of each locale built)`);
t = performance.now();
index = await app.inject('/sitemap.xml');
console.log(`GET /sitemap.xml again: ${ms(t)} ms`);
const files = [...index.body.matchAll(/<loc>https:\/\/archivio\.example\.org([^<]+)<\/loc>/g)].map(
  (m) => m[1] ?? '',
);
let urls = 0;
let bytes = 0;
let slowest = { file: '', ms: 0 };
const all = performance.now();
for (const file of files) {
  t = performance.now();
  const res = await app.inject(file);
  const took = ms(t);
  if (res.statusCode !== 200) console.log(`${file}: ${res.statusCode}`);
  urls += res.body.split('<url>').length - 1;
  bytes += res.rawPayload.length;
  if (took > slowest.ms) slowest = { file, ms: took };
}
const total = ms(all);
console.log(
  `${files.length} files, ${urls} URLs, ${(bytes / 1e6).toFixed(1)} MB in ${total} ms ` +
    `(${Math.round((total / Math.max(urls, 1)) * 1000)} µs per URL; slowest ${slowest.file} ${slowest.ms} ms)`,
);
await app.close();
