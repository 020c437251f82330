import './production-react';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp } from '@archive/gateway/app';
import { loadConfig } from '@archive/gateway/config/index';
import { directCalls } from '@archive/gateway/site/ssr/direct-calls';
import { sessionHandOver } from '@archive/gateway/site/ssr/transport';

/**
 * What one uncached page costs the gateway, in process (prints numbers; never a test): the real
 * app (NODE_ENV=production, built bundles, the demo catalogue) answering through app.inject, one
 * request at a time, so the figures are CPU per page without HTTP or concurrency. Rows: record pages
 * each asked once (the crawler: every one a cache miss), the home signed in (never cached), a
 * record page signed in. Run it under `node --cpu-prof` to see where the time goes:
 *
 *   node --import tsx bench/src/render-cost.ts [--pages 400] [--records 3000] [--compare direct]
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/src/render-cost.ts
 */
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '400' },
    records: { type: 'string', default: '3000' },
    profile: { type: 'string' },
    /** Which groups of rows run: anonymous (the A/B rows of uncached record pages), signed-in, compress. */
    rows: { type: 'string', default: 'anonymous,signed-in,compress' },
    /**
     * Which A/B switches the interleaved rows compare (comma separated): direct (the render's read
     * calls by their handler, site/ssr/direct-calls.ts, against app.inject), answers (their answers
     * written without, against with, their zod answer schemas), shared, documents (signed-in
     * renders sharing the document reads, against asking them anew; with --rows signed-in), frame
     * (anonymous pages' frame from a template, against drawn by React).
     */
    compare: { type: 'string', default: 'direct,shared' },
  },
});
const rows = new Set(values.rows.split(','));
const pages = Number(values.pages);
const brotliAsync = promisify(brotliCompress);
const quick = (html: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength },
});
const dir = join(tmpdir(), `oa-render-cost-${process.pid}`);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'it-IT,it;q=0.9' };
const app = await buildApp(
  loadConfig({
    ...process.env,
    DATA_DIR: dir,
    CATALOGUE_SEED_RECORDS: values.records,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    LOGIN_RATE_LIMIT_IP: '100000',
  }),
);
await app.ready();
try {
  const links: string[] = [];
  for (const locale of ['it', 'en', 'fr'])
    for (let skip = 0; links.length < pages * 6 + 50; skip += 100) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/search',
        payload: { locale, filters: [], limit: 100, skip },
      });
      const cards = answer.json().data as { link: string }[];
      links.push(...cards.map((c) => c.link));
      if (cards.length < 100) break;
    }
  const post = async (url: string, payload: unknown, cookie = '') =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const login = await post('/api/public/login', {
    email: 'manager@example.org',
    password: 'Archivio-Manager-1',
  });
  const token = await post('/api/public/token', login.json());
  const session = await post('/api/public/session', token.json());
  const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  if (values.profile) mkdirSync(values.profile, { recursive: true });
  const time = async (what: string, urls: string[], headers: Record<string, string>) => {
    if (values.profile) await inspector.post('Profiler.start');
    const took: number[] = [];
    const statuses = new Map<string, number>();
    // CPU the process spent (every thread: zlib's, the collector's), which a busy machine inflates
    // far less than the wall time: other processes' work delays a page without adding to this.
    const cpu = process.cpuUsage();
    for (const url of urls) {
      const t = performance.now();
      const answer = await app.inject({ url, headers });
      took.push(performance.now() - t);
      const key = `${answer.statusCode} ${answer.headers['x-cache'] ?? '-'}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / urls.length;
    if (values.profile) {
      const { profile } = await inspector.post('Profiler.stop');
      const file = join(values.profile, `${what.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
    took.sort((a, b) => a - b);
    const q = (p: number) => (took[Math.min(took.length - 1, Math.floor(p * took.length))] ?? 0).toFixed(2);
    const mean = took.reduce((a, b) => a + b, 0) / took.length;
    console.log(
      `| ${what} | ${took.length} | ${cpuMs.toFixed(2)} | ${mean.toFixed(2)} | ${q(0.5)} | ${q(0.95)} | ${q(0.99)} | ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')} |`,
    );
  };
  // Warm-up: the server builds load, the first renders compile.
  await time('warm-up', ['/about', '/news', ...links.slice(-50)], BROWSER);
  console.log(
    '| pages (in process, one at a time) | n | CPU ms a page | mean ms | p50 | p95 | p99 | statuses |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  /** What compressing a drawn page costs, per brotli quality, on the real pages (plain HTML). */
  async function compressRows(): Promise<void> {
    const samples: Buffer[] = [];
    for (const url of ['/', ...links.slice(0, 40)]) samples.push((await app.inject({ url })).rawPayload);
    const bytes = samples.reduce((n, b) => n + b.byteLength, 0);
    console.log(
      `\n| compressing ${samples.length} drawn pages (${Math.round(bytes / samples.length / 1024)} KB each) | ms a page (one core) | bytes a page |`,
    );
    console.log('| --- | --- | --- |');
    for (const quality of [1, 2, 3, 4, 5]) {
      const t = performance.now();
      let out = 0;
      for (let round = 0; round < 5; round++)
        for (const html of samples)
          out += brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
            },
          }).byteLength;
      const n = samples.length * 5;
      console.log(
        `| brotli quality ${quality} | ${((performance.now() - t) / n).toFixed(2)} | ${Math.round(out / n).toLocaleString('en')} |`,
      );
    }
    // The same quality 1 through zlib's thread pool (as the page cache stored misses before):
    // the process's CPU, every thread, and the part the event loop itself spent starting each.
    for (const [name, run] of [
      ['brotli quality 1, thread pool', (html: Buffer) => brotliAsync(html, quick(html))],
      ['brotli quality 1, on the event loop', async (html: Buffer) => brotliCompressSync(html, quick(html))],
    ] as const) {
      const cpu = process.cpuUsage();
      let loop = 0;
      let out = 0;
      for (let round = 0; round < 5; round++)
        for (const html of samples) {
          const t = performance.now();
          const compressed = run(html);
          loop += performance.now() - t;
          out += (await compressed).byteLength;
        }
      const used = process.cpuUsage(cpu);
      const n = samples.length * 5;
      console.log(
        `| ${name} | CPU ${((used.user + used.system) / 1000 / n).toFixed(2)}, event loop ${(loop / n).toFixed(2)} | ${Math.round(out / n).toLocaleString('en')} |`,
      );
    }
    for (const level of [1, 6]) {
      const t = performance.now();
      let out = 0;
      for (let round = 0; round < 5; round++)
        for (const html of samples) out += gzipSync(html, { level }).byteLength;
      const n = samples.length * 5;
      console.log(
        `| gzip level ${level} | ${((performance.now() - t) / n).toFixed(2)} | ${Math.round(out / n).toLocaleString('en')} |`,
      );
    }
  }

  const shared = app.renderAnswers;
  /** Signed-in pages (never cached): answers shared or not, the session handed over or not. */
  async function signedInRows(): Promise<void> {
    shared.enabled = false;
    await time('home, signed in, answers not shared', Array(Math.ceil(pages / 4)).fill('/'), {
      ...BROWSER,
      cookie,
    });
    shared.enabled = true;
    // A against B: the session resolved once per render and handed to its API calls, or per call.
    const signedIn = { ...BROWSER, cookie };
    const homes = Array(Math.ceil(pages / 4)).fill('/');
    const records = links.slice(0, Math.ceil(pages / 4));
    for (const round of [1, 2]) {
      sessionHandOver.enabled = false;
      await time(`home, signed in, session per call (B${round})`, homes, signedIn);
      sessionHandOver.enabled = true;
      await time(`home, signed in (A${round})`, homes, signedIn);
      sessionHandOver.enabled = false;
      await time(`record page, signed in, session per call (B${round})`, records, signedIn);
      sessionHandOver.enabled = true;
      await time(`record page, signed in (A${round})`, records, signedIn);
    }
    // A against B page by page, signed in: each switch on, then off, for the record pages and homes.
    const signedInSwitches: Record<string, { label: string; set: (on: boolean) => void }> = {
      // Signed-in renders share the document reads (site options, menus, footer) with other renders
      // of the same level, or ask them anew (before).
      documents: {
        label: 'documents shared',
        set: (on) => {
          app.renderAnswers.signedInDocuments = on;
        },
      },
      // The signed-in frame from the visitor's own template, or drawn.
      frame: {
        label: 'frame from a template',
        set: (on) => {
          app.frameTemplates.enabled = on;
        },
      },
    };
    for (const name of values.compare.split(',')) {
      const compared = signedInSwitches[name];
      if (!compared) continue;
      console.log(
        '\n| signed-in pages, alternately with and without | n | CPU ms mean | CPU p50 | wall ms mean | wall p50 |',
      );
      console.log('| --- | --- | --- | --- | --- | --- |');
      await interleaved(
        `${compared.label}, record page signed in`,
        compared.set,
        links.slice(0, pages),
        signedIn,
      );
      await interleaved(
        `${compared.label}, home signed in`,
        compared.set,
        Array(Math.ceil(pages / 2)).fill('/'),
        signedIn,
      );
    }
    await time('home, anonymous, cached', Array(pages).fill('/'), BROWSER);
  }
  // A against B in one run, each pair twice in turns (B, A, B, A) so neither side has the machine's
  // quieter minute to itself; every row on records not asked before (each a cache miss).
  const fresh = (() => {
    let next = 0;
    return (n: number) => {
      // More rows than records (a small catalogue): pages asked again, still misses after the clear.
      if (next + n > links.length) next = 0;
      const chunk = links.slice(next, next + n);
      next += n;
      app.pageCache.clear();
      return chunk;
    };
  })();
  const comparisons: { key: string; name: string; set: (on: boolean) => void }[] = [
    {
      key: 'direct',
      name: 'read calls direct (no inject)',
      set: (on) => {
        directCalls.enabled = on;
      },
    },
    {
      // Production's default (SERVER_RENDER_CHECK_ANSWERS unset): the direct calls' answers are
      // written as the handler returned them; without: through their zod answer schemas.
      key: 'answers',
      name: 'direct answers without their zod schema',
      set: (on) => {
        app.directRoutes.checkAnswers = !on;
      },
    },
    {
      // The frame of anonymous pages from a template (shell/src/frame-template.tsx), against drawn.
      key: 'frame',
      name: 'frame from a template',
      set: (on) => {
        app.frameTemplates.enabled = on;
      },
    },
    {
      key: 'shared',
      name: 'answers shared',
      set: (on) => {
        shared.enabled = on;
      },
    },
  ];
  /**
   * A against B page by page: each record page is drawn with the change on, the next with it off,
   * alternately, so both sides share every minute of the machine's load (on a busy machine, rows
   * run one after the other differed by 30% with nothing changed). CPU is the process's, per page.
   */
  const interleaved = async (
    name: string,
    set: (on: boolean) => void,
    urls: string[],
    headers: Record<string, string> = BROWSER,
  ) => {
    const sides = [
      { on: true, cpu: [] as number[], wall: [] as number[] },
      { on: false, cpu: [] as number[], wall: [] as number[] },
    ];
    for (const [i, url] of urls.entries()) {
      const side = sides[i % 2] as (typeof sides)[number];
      set(side.on);
      const cpu = process.cpuUsage();
      const t = performance.now();
      const answer = await app.inject({ url, headers });
      side.wall.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      side.cpu.push((used.user + used.system) / 1000);
      // Anonymous pages must be drawn (a miss); signed-in ones are never cached (no x-cache).
      const drawn = headers.cookie
        ? answer.headers['x-cache'] === undefined
        : answer.headers['x-cache'] === 'MISS';
      if (answer.statusCode !== 200 || !drawn)
        throw new Error(`${url}: ${answer.statusCode} ${answer.headers['x-cache']}, not a drawn page`);
    }
    set(true);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const side of sides)
      console.log(
        `| ${side.on ? 'with' : 'without'}: ${name} | ${side.cpu.length} | ${mean(side.cpu).toFixed(2)} | ${median(side.cpu).toFixed(2)} | ${mean(side.wall).toFixed(2)} | ${median(side.wall).toFixed(2)} |`,
      );
  };
  if (rows.has('anonymous')) {
    await time('record page, anonymous, each a miss (all on)', fresh(pages), BROWSER);
    console.log(`(shared render answers: ${shared.hits} hits, ${shared.misses} misses, ${shared.size} kept)`);
    console.log(
      '\n| record pages, each a miss, alternately with and without | n | CPU ms mean | CPU p50 | wall ms mean | wall p50 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    const compare = new Set(values.compare.split(','));
    for (const { key, name, set } of comparisons)
      if (compare.has(key)) await interleaved(name, set, fresh(pages));
    if (compare.has('direct')) {
      const signedIn = { ...BROWSER, cookie };
      const set = (on: boolean) => {
        directCalls.enabled = on;
      };
      await interleaved(
        'read calls direct, home signed in',
        set,
        Array(Math.ceil(pages / 2)).fill('/'),
        signedIn,
      );
      // The same home in batches taken in turns (B, A, B, A): page by page, the collector's work
      // for one side's garbage may land on the other side's next page.
      const homes = Array(Math.ceil(pages / 4)).fill('/');
      console.log(
        '\n| pages (in process, one at a time) | n | CPU ms a page | mean ms | p50 | p95 | p99 | statuses |',
      );
      console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
      for (const round of [1, 2]) {
        directCalls.enabled = false;
        await time(`home, signed in, read calls by inject (B${round})`, homes, signedIn);
        directCalls.enabled = true;
        await time(`home, signed in, read calls direct (A${round})`, homes, signedIn);
      }
      await interleaved(
        'read calls direct, record page signed in',
        set,
        fresh(Math.ceil(pages / 2)),
        signedIn,
      );
    }
    const frames = app.frameTemplates;
    console.log(`(frame templates: ${frames.hits} used, ${frames.misses} drawn, ${frames.size} kept)`);
    console.log(
      `(direct calls: ${directCalls.calls} answered, ${directCalls.fallbacks} fell back to inject)`,
    );
  }
  if (rows.has('signed-in')) await signedInRows();
  if (rows.has('compress')) await compressRows();
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
