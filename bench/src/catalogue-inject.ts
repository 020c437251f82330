import { constants, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { serializeFilterToken } from '@archive/contracts/filters';
import { buildApp } from '@archive/gateway/app';
import { DEMO_PLACES } from '@archive/gateway/catalogue/demo/places';
import { readNdjson } from '@archive/gateway/catalogue/snapshot';
import { testConfig } from '@archive/gateway/config/index';
import { pick, placeId } from './seed-shapes';

/**
 * Server-side time of the catalogue calls, without sockets or an HTTP client: the real gateway app
 * in this process, requests through app.inject (routing, zod validation, handler, serialisation),
 * and the garbage-collection pauses seen meanwhile. Complements catalogue-bench.ts, whose figures
 * include the client and the kernel (and so the load other processes put on the machine).
 *
 *   node --import tsx bench/src/catalogue-inject.ts --data /tmp/oa-bench-100000 [--requests 2000]
 */
const { values } = parseArgs({
  options: { data: { type: 'string' }, requests: { type: 'string', default: '2000' } },
});
if (!values.data) {
  console.error('--data DIR (a DATA_DIR with catalogue/ snapshots, e.g. one catalogue-bench.ts made)');
  process.exit(2);
}
const requests = Number(values.requests);
const ids: string[] = [];
const parents = new Set<string>();
await readNdjson(`${values.data}/catalogue/data_it.ndjson`, (line) => {
  const r = JSON.parse(line) as { id: string; table: string; access: number; parent?: string | null };
  if (r.access !== 1 || r.table !== 'ca_objects') return;
  ids.push(r.id);
  if (r.parent) parents.add(r.parent);
});
const nodes = [...parents];

const started = performance.now();
const app = await buildApp(testConfig({ DATA_DIR: values.data, LOG_LEVEL: 'warn' }));
await app.ready();
console.log(`app ready (default locale indexed) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const pauses: { ms: number; major: boolean }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    pauses.push({ ms: entry.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
  }
}).observe({ entryTypes: ['gc'] });

async function measure(name: string, url: string, body: (i: number) => unknown) {
  const times: number[] = [];
  const gcBefore = pauses.length;
  for (let i = 0; i < requests + 200; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url, payload: body(i) as object });
    if (i >= 200) times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  const gc = pauses.slice(gcBefore);
  return {
    name,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    gc: `${gc.length}/${gc.filter((g) => g.major).length}`,
    gcMax: Math.max(0, ...gc.map((g) => g.ms)).toFixed(1),
  };
}

const base = '/api/public/catalogue';
const rows = [
  await measure('record by id', `${base}/record`, (i) => ({ table: 'ca_objects', id: pick(ids, i) })),
  await measure('search: text + 2 filters + facets + page 1', `${base}/search`, (i) => {
    const place = pick(DEMO_PLACES, i);
    return {
      text: 'lettera',
      filters: [
        serializeFilterToken({
          type: 'common',
          id: `place-${place.slug}`,
          name: place.it,
          path: `/place/italia/${place.region}/${place.slug}`,
        }),
        serializeFilterToken({ type: 'date', from: String(1850 + (i % 60)), to: String(1900 + (i % 60)) }),
      ],
    };
  }),
  await measure('hierarchy children (50)', `${base}/children`, (i) => ({
    table: 'ca_objects',
    id: pick(nodes, i),
    limit: 50,
  })),
  await measure('raw search: filtri.id + table, 20', '/api/public/mongo/search', (i) => ({
    table: 'data_it',
    query: { 'filtri.id': placeId(i), table: 'ca_objects' },
    limit: 20,
    skip: 0,
  })),
];
console.log(
  `\nin-process (app.inject), ${requests} requests per row; gc = collections during the row (all/major) and the longest pause\n`,
);
console.log(
  `${'call'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  gc (max ms)`,
);
for (const r of rows)
  console.log(
    `${r.name.padEnd(44)} ${r.p50.padStart(7)} ${r.p95.padStart(7)} ${r.p99.padStart(7)}  ${r.gc} (${r.gcMax})`,
  );
console.log(`RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
await app.close();
process.exit(0);
