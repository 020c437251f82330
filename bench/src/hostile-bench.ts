import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { HOSTILE } from './hostile-shapes';

/**
 * Hostile raw calls benchmark (issue 17; prints numbers, never a test): starts the real gateway on
 * the demo catalogue, keeps 4 concurrent copies of each hostile raw request running over and over,
 * and measures GET /api/health and a record call (p50/p95/p99/max) meanwhile, next to the same
 * probes with no attack. Target: probe p99 <= 50 ms under attack.
 *
 *   node --import tsx bench/src/hostile-bench.ts [--records 100000] [--seconds 30] [--data DIR]
 *     [--pause MS]
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '30' },
    data: { type: 'string' },
    // Milliseconds each attack loop waits between an answer and its next send (0: at once).
    pause: { type: 'string', default: '0' },
  },
});
const pause = Number(values.pause);
const records = Number(values.records);
const seconds = Number(values.seconds);
const here = dirname(fileURLToPath(import.meta.url));
const gatewayDir = join(here, '..', '..', 'gateway');
const dataDir = values.data ?? join(tmpdir(), `oa-bench-${records}`);
const catalogue = join(dataDir, 'catalogue');
if (!existsSync(join(catalogue, 'data_it.ndjson'))) {
  await writeDemoDataset(catalogue, records);
  console.log(`generated ${records} records x 3 locales into ${dataDir}`);
} else console.log(`reusing the dataset in ${dataDir}`);

// A few public object ids for the record probe (the first ones in the snapshot are enough).
const ids: string[] = [];
const lines = createInterface({ input: createReadStream(join(catalogue, 'data_it.ndjson')) });
for await (const line of lines) {
  const r = JSON.parse(line) as { id: string; table: string; access: number };
  if (r.access === 1 && r.table === 'ca_objects') ids.push(r.id);
  if (ids.length >= 200) break;
}
lines.close();

const aggregateUrl = '/api/public/mongo/aggregate';

const port = 19000 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request over keep-alive HTTP; resolves with the status (the body is read and dropped). */
function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    // Strings are sent as they are (the hostile bodies are serialised once, not on every send).
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function startGateway(): ChildProcess {
  const start = (
    JSON.parse(readFileSync(join(gatewayDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start
    .split(/\s+/)
    .slice(1);
  return spawn(process.execPath, start, {
    cwd: gatewayDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // One process, as these figures were first taken (bench:cluster measures the workers).
      WORKERS: process.env.WORKERS ?? '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Health and record probes, one after the other, for `ms`: their latencies. */
async function probe(ms: number) {
  const health: number[] = [];
  const record: number[] = [];
  const end = performance.now() + ms;
  for (let i = 0; performance.now() < end; i++) {
    let t = performance.now();
    await send('GET', '/api/health');
    health.push(performance.now() - t);
    t = performance.now();
    await send('POST', '/api/public/catalogue/record', {
      locale: 'it',
      table: 'ca_objects',
      id: ids[i % ids.length],
    });
    record.push(performance.now() - t);
    // About 50 probes a second: a visitor's pace, not a second attack.
    await new Promise((r) => setTimeout(r, 20));
  }
  return { health: health.sort((a, b) => a - b), record: record.sort((a, b) => a - b) };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const gateway = startGateway();
for (;;) {
  try {
    if ((await send('GET', '/api/health/ready')) === 200) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
// Warm up: the locale indexes, the raw worker's first start, the JIT.
await send('POST', '/api/public/catalogue/summaries', { locale: 'fr' });
await send('POST', aggregateUrl, { locale: 'it', table: 'data_it', query: [{ $count: 'n' }] });
await probe(2000);

const quiet = await probe(seconds * 1000);

// The attack: 4 loops per hostile request, each sending it again as soon as it is answered.
let attacking = true;
const outcomes = HOSTILE.map(() => new Map<number, number>());
const hostileMs = HOSTILE.map(() => [] as number[]);
const loops = HOSTILE.flatMap((h, k) =>
  Array.from({ length: 4 }, async () => {
    const payload = JSON.stringify(h.body);
    while (attacking) {
      const t = performance.now();
      const status = await send('POST', h.url, payload).catch(() => 0);
      hostileMs[k]!.push(performance.now() - t);
      outcomes[k]!.set(status, (outcomes[k]!.get(status) ?? 0) + 1);
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    }
  }),
);
const attacked = await probe(seconds * 1000);
const rssAttack = await rssMb(gateway.pid!);
attacking = false;
await Promise.all(loops);
gateway.kill('SIGTERM');
agent.destroy();

const fmt = (n: number) => n.toFixed(2).padStart(8);
const sent = hostileMs.reduce((n, list) => n + list.length, 0);
console.log(
  `\n${records} records, ${seconds} s per phase, ${HOSTILE.length} hostile kinds x 4 concurrent loops, pause ${pause} ms: ${(sent / seconds).toFixed(0)} hostile requests/s`,
);
console.log('probe                       |   n   |   p50    |   p95    |   p99    |   max');
for (const [label, s] of [
  ['health, no attack', quiet.health],
  ['record, no attack', quiet.record],
  ['health, under attack', attacked.health],
  ['record, under attack', attacked.record],
] as const) {
  console.log(
    `${label.padEnd(27)} | ${String(s.length).padStart(5)} | ${fmt(pct(s, 50))} | ${fmt(pct(s, 95))} | ${fmt(pct(s, 99))} | ${fmt(s[s.length - 1] ?? Number.NaN)}`,
  );
}
console.log('\nhostile request                                   | answers (status x count) | p50 ms');
HOSTILE.forEach((h, k) => {
  const statuses = [...outcomes[k]!.entries()].map(([s, n]) => `${s}x${n}`).join(' ');
  const sorted = hostileMs[k]!.sort((a, b) => a - b);
  console.log(`${h.name.padEnd(49)} | ${statuses.padEnd(24)} | ${pct(sorted, 50).toFixed(0)}`);
});
const p99 = Math.max(pct(attacked.health, 99), pct(attacked.record, 99));
console.log(
  `\nRSS under attack ${rssAttack.toFixed(0)} MB; probe p99 under attack ${p99.toFixed(1)} ms (target <= 50): ${p99 <= 50 ? 'met' : 'missed'}`,
);
