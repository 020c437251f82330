import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@archive/gateway/app';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { testConfig } from '@archive/gateway/config/index';

/**
 * OAI-PMH ListRecords at scale (prints numbers; never a test): the real gateway app in this process
 * on a demo catalogue (generated when --data has none), a full harvest of oai_dc through app.inject
 * following the resumption tokens, as a harvester would. The first request scans the catalogue for
 * the datestamp ledger (timed apart); a second ledger-warm harvest of one language set follows.
 *
 *   node --import tsx bench/src/oai-bench.ts [--records 100000] [--data DIR] [--set language:it]
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    data: { type: 'string' },
    set: { type: 'string', default: 'language:it' },
  },
});
const records = Number(values.records);
const dataDir = values.data ?? join(tmpdir(), `oa-oai-${records}`);
if (!existsSync(join(dataDir, 'catalogue', 'data_it.ndjson'))) {
  const t = performance.now();
  await writeDemoDataset(join(dataDir, 'catalogue'), records);
  console.log(`generated ${records} records x 3 locales in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const app = await buildApp(
  testConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://archivio.example.org',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  }),
  { pluginTimeout: 0 },
);
await app.ready();
for (const locale of ['it', 'en', 'fr'] as const) await app.catalogue.store.record(locale, 'ca_objects', '0');

const ms = (t: number) => performance.now() - t;
let t = performance.now();
await app.inject('/oai?verb=Identify');
console.log(`Identify, first (datestamp ledger scan of every locale): ${Math.round(ms(t))} ms`);
t = performance.now();
await app.inject('/oai?verb=Identify');
console.log(`Identify again: ${ms(t).toFixed(1)} ms`);

async function harvest(query: string) {
  const times: number[] = [];
  let items = 0;
  let bytes = 0;
  let url = `/oai?verb=ListRecords&metadataPrefix=oai_dc${query}`;
  const all = performance.now();
  for (;;) {
    const t0 = performance.now();
    const res = await app.inject(url);
    times.push(ms(t0));
    if (res.statusCode !== 200 || res.body.includes('<error')) throw new Error(res.body.slice(0, 500));
    items += res.body.split('<record>').length - 1;
    bytes += res.rawPayload.length;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(res.body)?.[1];
    if (!token) break;
    url = `/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const total = ms(all);
  times.sort((a, b) => a - b);
  const q = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
  console.log(
    `ListRecords${query || ' (everything)'}: ${items} records in ${times.length} pages of 100, ` +
      `${(bytes / 1e6).toFixed(1)} MB, total ${(total / 1000).toFixed(1)} s; per page p50 ${q(0.5)} ms, ` +
      `p95 ${q(0.95)} ms, max ${q(1)} ms`,
  );
}

await harvest('');
await harvest(`&set=${values.set}`);
await harvest('&set=table:ca_entities');
await app.close();
