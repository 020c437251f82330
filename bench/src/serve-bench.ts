import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { type RunningGateway, startGateway } from '../../e2e/lib/gateway';
import { type LoadResult, loadMixed } from './load';

/**
 * Serving under load (issue 22; prints numbers, never a test): the real gateway as `npm start` runs
 * it (NODE_ENV=production, built bundles), loaded over keep-alive HTTP on loopback by the
 * closed-loop generator of load.ts, each row beside `/api/health` as the floor.
 *
 *   npm run bench:serve -- [--seconds 15] [--connections 100] [--records 0|100000] [--saves 50]
 *                          [--rows floor,home,304,crawler,mixed,bytes] [--compare VAR=value[,VAR=value]]
 *
 * Rows: the home page; a crawler over distinct record URLs (every answer a cache miss); 90%
 * anonymous / 10% signed-in pages; a manager's save seen in the anonymous HTML of a second gateway
 * sharing the DATA_DIR (delay over N saves); the page cache's bytes after the crawl.
 * `--records 0` is the demo catalogue `npm start` seeds (3,000 records); a number writes that many
 * demo records first. Bundles must be built (scripts/build.sh). `--rows` runs only the rows named;
 * `--compare` starts a second gateway with those variables changed (B) and runs each row on A then
 * on B, so both see about the same machine load (an A/B on one run; --saves 0 skips the save row).
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '100' },
    records: { type: 'string', default: '0' },
    saves: { type: 'string', default: '50' },
    urls: { type: 'string', default: '10000' },
    /**
     * Seconds of load before the rows, on record URLs kept apart from the crawler's (10% of them
     * signed in): the rows then measure a gateway whose renders V8 has already optimised, as a site
     * that has been up for a while is. 0: the rows start cold (before 2026-11-28, every run did).
     */
    warmup: { type: 'string', default: '10' },
    rows: { type: 'string', default: 'floor,home,304,crawler,mixed,bytes' },
    compare: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
/** Record URLs the warm-up draws (apart from the crawler's). */
const WARM_URLS = 800;
const connections = Number(values.connections);
const records = Number(values.records);
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

const dataDir = join(tmpdir(), `oa-serve-bench-${process.pid}`);
if (records > 0) {
  const t = performance.now();
  await writeDemoDataset(join(dataDir, 'catalogue'), records);
  console.log(`generated ${records} records x 3 locales in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const env = {
  DATA_DIR: dataDir,
  CATALOGUE_SEED_RECORDS: records > 0 ? '0' : '3000',
  // Every client of the bench signs in and calls from 127.0.0.x: not the limits under test.
  LOGIN_RATE_LIMIT_IP: '100000',
  // As `npm start` runs the gateway (scripts/start.sh): a larger young generation, fewer scavenges
  // in the tail. Earlier runs of this bench (before 2026-11-26 evening) ran without it.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' '),
};
const gateways: RunningGateway[] = [];
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const json = async (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, answer };
};

/** The three sign-in steps; the cookies and CSRF header a browser would then send. */
async function signIn(origin: string): Promise<Record<string, string>> {
  const login = await json(origin, '/api/public/login', MANAGER);
  const token = await json(origin, '/api/public/token', login.body);
  const session = await json(origin, '/api/public/session', token.body);
  const pairs = session.answer.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const csrf = pairs.find((p) => /^(__Host-)?oa_csrf=/.test(p))?.split('=')[1] ?? '';
  return { cookie: pairs.join('; '), 'x-csrf-token': decodeURIComponent(csrf) };
}

/** Canonical record URLs (a wrong title part answers 301) from the search, in every site locale. */
async function recordUrls(origin: string, max: number): Promise<string[]> {
  const urls: string[] = [];
  for (const locale of ['it', 'en', 'fr']) {
    for (let skip = 0; urls.length < max; skip += 100) {
      const page = await json(origin, '/api/public/catalogue/search', {
        locale,
        filters: [],
        limit: 100,
        skip,
      });
      const cards = (page.body.data ?? []) as { link?: string }[];
      for (const card of cards) if (card.link && urls.length < max) urls.push(card.link);
      if (cards.length < 100) break;
    }
  }
  return urls;
}

/**
 * Pages the gateway sent client-rendered because the server render failed or ran out of time
 * (SERVER_RENDER_BUDGET_MS) or could not wait in line: a 200 all the same, so counted apart.
 */
const fallbacks = async (origin: string) => {
  const text = await (await fetch(`${origin}/metrics`)).text();
  return Number(/^oa_page_render_outcomes_total\{outcome="fallback"\} (\d+)/m.exec(text)?.[1] ?? 0);
};

/**
 * The gateway's own histograms, summed over the workers: the time of the HTML pages it drew
 * (`oa_page_seconds`, cache label miss or none) and of its renders split into waiting in line and
 * drawing (`oa_page_render_line_seconds`). Beside the client's percentiles they say whether a tail
 * is the server's (and there, the line's or the render's) or the load generator's and machine's.
 */
const lineBucket = (labels: string, phase: string, line: string) =>
  labels.startsWith('oa_page_render_line_seconds') &&
  labels.includes(`phase="${phase}"`) &&
  labels.includes(`line="${line}"`);
const HISTOGRAMS = {
  page: (labels: string) => labels.startsWith('oa_page_seconds') && /cache="(miss|none)"/.test(labels),
  'wait (anonymous)': (labels: string) => lineBucket(labels, 'wait', 'shared'),
  'wait (signed-in)': (labels: string) => lineBucket(labels, 'wait', 'personal'),
  'run (anonymous)': (labels: string) => lineBucket(labels, 'run', 'shared'),
  'run (signed-in)': (labels: string) => lineBucket(labels, 'run', 'personal'),
};
type Buckets = Record<keyof typeof HISTOGRAMS, Map<number, number>>;
const serverBuckets = async (origin: string): Promise<Buckets> => {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const buckets = Object.fromEntries(Object.keys(HISTOGRAMS).map((name) => [name, new Map()])) as Buckets;
  for (const m of text.matchAll(/^(oa_[a-z_]+_bucket\{[^}]*\}) (\d+)/gm)) {
    const le = /le="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (!le) continue;
    for (const [name, match] of Object.entries(HISTOGRAMS))
      if (match(m[1] ?? '')) {
        const map = buckets[name as keyof Buckets];
        const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
        map.set(bound, (map.get(bound) ?? 0) + Number(m[2]));
      }
  }
  return buckets;
};
/** The bucket bound (ms) under which a share of the row's observations fell: a coarse percentile. */
const serverPercentiles = (before: Buckets, after: Buckets) =>
  (Object.keys(HISTOGRAMS) as (keyof Buckets)[])
    .map((name) => {
      const bounds = [...after[name].keys()].sort((a, b) => a - b);
      const count = (b: number) => (after[name].get(b) ?? 0) - (before[name].get(b) ?? 0);
      const total = count(Number.POSITIVE_INFINITY);
      if (!total) return '';
      const at = (q: number) => {
        const bound = bounds.find((b) => count(b) >= q * total) ?? Number.POSITIVE_INFINITY;
        return Number.isFinite(bound) ? `<=${Math.round(bound * 1000)}` : '>max';
      };
      return `${name} p50 ${at(0.5)} / p99 ${at(0.99)} ms (n ${total})`;
    })
    .filter(Boolean)
    .join('; ');

const ms = (n: number) => `${n.toFixed(1)} ms`;
const row = (what: string, r: LoadResult | undefined, fellBack: number | string = '') => {
  if (!r) return console.log(`| ${what} | - |`);
  const bad = [...r.statuses].filter(([s]) => s !== 200 && s !== 304);
  console.log(
    `| ${what} | ${connections} | ${Math.round(r.perSecond).toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors}${bad.length ? ` (${bad.map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''} | ${fellBack} |`,
  );
};
const header = () => {
  console.log('| what | connections | answers/s | p50 | p95 | p99 | errors | client-rendered |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
};
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'it-IT,it;q=0.9' };

const rows = new Set(values.rows.split(','));
const compare = Object.fromEntries(
  (values.compare ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const one = await startGateway(env);
gateways.push(one);
try {
  // B: the same gateway with the compared variables changed, its own DATA_DIR (same demo data).
  const sides = [{ name: 'A', gateway: one }];
  if (values.compare) {
    const b = await startGateway({ ...env, DATA_DIR: `${dataDir}-b`, ...compare });
    gateways.push(b);
    sides.push({ name: 'B', gateway: b });
    process.on('exit', () => rmSync(`${dataDir}-b`, { recursive: true, force: true }));
    console.log(`A: as configured; B: ${values.compare}`);
  }
  const manager = await signIn(one.url);
  const managers = new Map<string, Record<string, string>>([[one.url, manager]]);
  for (const side of sides.slice(1)) managers.set(side.gateway.url, await signIn(side.gateway.url));
  const found = await recordUrls(one.url, Number(values.urls));
  const warmup = Number(values.warmup);
  // The warm-up's URLs are never the crawler's: every answer of the crawler row stays a miss. A
  // small catalogue gives the warm-up a fifth of its URLs at most.
  const warmCount = warmup > 0 ? Math.min(WARM_URLS, Math.floor(found.length / 5)) : 0;
  const warmUrls = found.slice(found.length - warmCount);
  const urls = found.slice(0, found.length - warmCount);
  console.log(`gateway ready; ${urls.length} distinct record URLs; ${seconds} s per row`);
  // Warm: the server builds load and the home is drawn once.
  for (const side of sides)
    for (let i = 0; i < 3; i++)
      await fetch(`${side.gateway.url}/`, { headers: BROWSER }).then((a) => a.text());
  // Warm-up (--warmup): V8 optimises the render's code in the first seconds of load (a profile of
  // a worker: its optimising compiler took ~19% of the samples in a cold crawler row's first
  // seconds, none after 40 s), which a 15-second row otherwise measures as part of every figure.
  for (const side of warmUrls.length > 0 ? sides : []) {
    const origin = side.gateway.url;
    const warmed = await loadMixed(
      origin,
      (i) => ({
        // A query of its own: each a miss (the page is drawn) however many times the URLs come round.
        path: `${warmUrls[i % warmUrls.length] ?? '/'}?warm=${i}`,
        headers: i % 10 === 9 ? { ...BROWSER, cookie: managers.get(origin)?.cookie ?? '' } : BROWSER,
      }),
      { connections, seconds: warmup },
    );
    const all = warmed.get('all');
    console.log(
      `(${side.name}, warm-up: ${warmup} s over ${warmUrls.length} other record URLs, 10% signed in: ${Math.round(all?.perSecond ?? 0)} answers/s, p99 ${ms(all?.p99 ?? 0)}, ${all?.errors ?? 0} errors)`,
    );
  }

  header();
  /** Runs a row on every side in turn (A, then B), each a fresh crawl over the same URLs. */
  const each = async (
    what: string,
    next: (origin: string) => Promise<Parameters<typeof loadMixed>[1]>,
    groups: [string, string][] = [['all', what]],
  ) => {
    for (const side of sides) {
      const origin = side.gateway.url;
      const before = await fallbacks(origin);
      const bucketsBefore = await serverBuckets(origin);
      const result = await loadMixed(origin, await next(origin), { connections, seconds });
      const fellBack = (await fallbacks(origin)) - before;
      const server = serverPercentiles(bucketsBefore, await serverBuckets(origin));
      if (server) console.log(`(${side.name}, the gateway's own times: ${server})`);
      const spread = result.get('all')?.connectionMeans;
      if (spread)
        console.log(
          `(${side.name}, each connection's mean latency: lowest ${ms(spread.min)}, median ${ms(spread.p50)}, highest ${ms(spread.max)})`,
        );
      for (const [group, label] of groups)
        row(
          `${sides.length > 1 ? `${side.name}: ` : ''}${label}`,
          result.get(group),
          group === 'all' ? fellBack : '',
        );
    }
  };
  if (rows.has('floor'))
    await each('`GET /api/health` (the floor)', async () => () => ({ path: '/api/health' }));
  if (rows.has('home'))
    await each('home page HTML (anonymous, br)', async () => () => ({ path: '/', headers: BROWSER }));
  if (rows.has('304'))
    await each('home page, browser revalidating (If-None-Match -> 304)', async (origin) => {
      const etag = (await fetch(`${origin}/`, { headers: BROWSER })).headers.get('etag') ?? '';
      return () => ({ path: '/', headers: { ...BROWSER, 'if-none-match': etag } });
    });
  if (rows.has('crawler'))
    await each(`crawler: ${urls.length} distinct record URLs (each a miss)`, async () => (i) => ({
      path: urls[i % urls.length] ?? '/',
      headers: BROWSER,
    }));
  const pages = ['/', '/about', '/news', ...urls.slice(0, 200)];
  if (rows.has('mixed'))
    await each(
      '90/10',
      async (origin) => (i) =>
        i % 10 === 9
          ? {
              path: pages[i % pages.length] ?? '/',
              headers: { ...BROWSER, cookie: managers.get(origin)?.cookie ?? '' },
              group: 'signed-in',
            }
          : { path: pages[i % pages.length] ?? '/', headers: BROWSER, group: 'anonymous' },
      [
        ['anonymous', '90% anonymous pages: the anonymous part'],
        ['signed-in', '90/10: the signed-in part (never cached)'],
        ['all', '90/10: all'],
      ],
    );

  // A manager's save on one gateway, seen by another sharing the DATA_DIR.
  const delays: number[] = [];
  const two = Number(values.saves) > 0 ? await startGateway({ ...env }) : undefined;
  if (two) gateways.push(two);
  if (two) await fetch(`${two.url}/about`).then((a) => a.text());
  for (let n = 0; two && n < Number(values.saves); n++) {
    const marker = `MARK${process.pid}x${n}`;
    const current = await json(one.url, '/api/public/firebase/getDocBySlug', {
      locale: 'it',
      collection: 'pages',
      name: 'about',
    });
    const doc = current.body as { revision: number; data: { summary?: string } };
    await fetch(`${two.url}/about`).then((a) => a.text()); // cached on the second gateway first
    const saved = await json(
      one.url,
      '/api/auth/firebase/saveDoc',
      {
        locale: 'it',
        collection: 'pages',
        name: 'about',
        revision: doc.revision,
        data: { ...doc.data, summary: `Chi siamo ${marker}` },
      },
      manager,
    );
    if (saved.status !== 200) throw new Error(`save ${saved.status}: ${JSON.stringify(saved.body)}`);
    const t = performance.now();
    while (!(await fetch(`${two.url}/about`).then((a) => a.text())).includes(marker)) {
      if (performance.now() - t > 10_000) throw new Error('the save never showed on the second gateway');
      await new Promise((r) => setTimeout(r, 10));
    }
    delays.push(performance.now() - t);
  }
  delays.sort((a, b) => a - b);
  const q = (p: number) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? 0;
  if (delays.length)
    console.log(
      `\nsave on gateway A -> anonymous HTML of gateway B (same DATA_DIR), ${delays.length} saves: p50 ${ms(q(0.5))}, p99 ${ms(q(0.99))}, max ${ms(delays.at(-1) ?? 0)}`,
    );
} finally {
  for (const g of gateways.reverse()) await g.stop();
}

// The cache's bytes: the same pages drawn in this process, where the cache can be asked.
if (rows.has('bytes')) {
  const { buildApp } = await import('@archive/gateway/app');
  const { loadConfig } = await import('@archive/gateway/config/index');
  const dir = join(tmpdir(), `oa-serve-bench-bytes-${process.pid}`);
  const app = await buildApp(
    loadConfig({
      ...process.env,
      ...env,
      CATALOGUE_SEED_RECORDS: '3000',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
  );
  await app.ready();
  try {
    const links = await (async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { locale: 'it', filters: [], limit: 100 },
      });
      return (answer.json().data as { link: string }[]).map((c) => c.link);
    })();
    for (const url of ['/', '/about', '/news', ...links]) {
      await app.inject({ url, headers: BROWSER });
      await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      await app.inject({ url });
    }
    const s = app.pageCache.stats();
    console.log(
      `page cache after ${s.entries} pages (br kept, gzip once asked for): ${(s.bytes / 1024).toFixed(0)} KiB, ${(s.bytes / s.entries / 1024).toFixed(1)} KiB a page; the default ${(s.maxBytes / 1024 ** 2).toFixed(0)} MiB holds about ${Math.floor(s.maxBytes / (s.bytes / s.entries)).toLocaleString('en')} such pages`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(0);
