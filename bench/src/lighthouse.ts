import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/lib/browser';
import { demoSite } from './demo-site';

/**
 * Lighthouse (mobile preset: emulated mid-range phone, slow 4G, 4x CPU slowdown) on the home page, a
 * search page and a record page of the composed site, in Debian's chromium. Prints the four
 * category scores and the main metrics; never a test (scores move with the machine's load).
 *
 *   node --import tsx bench/src/lighthouse.ts [--url http://localhost:8080] [--runs 1] [--details]
 *     [--pages home,record] [--cold]
 *
 * --details adds, under each row, where the main thread's time went: the scripts with the most
 * evaluation time and the long tasks (what Total Blocking Time is made of), and the pictures the
 * image audits (responsive sizes, modern formats) name, with the bytes they would save.
 * --pages measures only the pages named (home, search, record).
 * --cold starts the gateway without drawing ahead (its pictures are drawn on their first request).
 * --block 'a*.woff2,b*' makes the browser refuse the requests matching those patterns (Lighthouse's
 *   blockedUrlPatterns): what a page would gain without a file, measured before building without it.
 *
 * Without --url it starts a gateway with the demo catalogue (bundles must be built).
 * Targets (issue 14): performance >= 95, SEO 100, accessibility 100, best practices 100, CLS <= 0.05.
 * With several runs it ends with each page's median, as Lighthouse's own documentation advises for
 * a score that moves from run to run (its variability guide: the median of 5 runs).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    details: { type: 'boolean', default: false },
    pages: { type: 'string' },
    cold: { type: 'boolean', default: false },
    block: { type: 'string' },
  },
});
// --cold: a fresh site whose pictures nobody has drawn yet (no drawing ahead): the first run of
// each page then waits for its pictures to be drawn and cut, as before issue 26's drawing ahead.
const site = await demoSite(values.url, { drawAhead: !values.cold });
const { origin } = site;
const only = values.pages?.split(',');
const pages = Object.fromEntries(Object.entries(site.pages).filter(([name]) => !only || only.includes(name)));

const profile = mkdtempSync(join(tmpdir(), 'oa-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  userDataDir: profile,
  // The e2e suite's flags (headless, no sandbox as root, none of Chromium's background networking).
  chromeFlags: [...CHROMIUM_ARGS],
});
const rows: string[] = [];
const scores = new Map<string, { perf: number[]; tbt: number[]; lcp: number[]; cls: number[] }>();
try {
  for (const [name, path] of Object.entries(pages)) {
    for (let run = 0; run < Number(values.runs); run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(values.block ? { blockedUrlPatterns: values.block.split(',') } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no report for ${path}`);
      if (lhr.runtimeError) {
        // Lighthouse could not measure this run (a protocol time-out on a loaded machine): say so.
        console.log(`${name.padEnd(7)} | run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a?.id);
      rows.push(
        `${name.padEnd(7)} | perf ${String(score('performance')).padStart(3)} | a11y ${String(score('accessibility')).padStart(3)} | bp ${String(score('best-practices')).padStart(3)} | seo ${String(score('seo')).padStart(3)} | LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s | CLS ${metric('cumulative-layout-shift').toFixed(3)} | TBT ${metric('total-blocking-time').toFixed(0)} ms | below 1: ${[...new Set(failing)].join(', ') || '-'}`,
      );
      console.log(rows.at(-1));
      const page = scores.get(name) ?? { perf: [], tbt: [], lcp: [], cls: [] };
      page.perf.push(score('performance'));
      page.tbt.push(metric('total-blocking-time'));
      page.lcp.push(metric('largest-contentful-paint'));
      page.cls.push(metric('cumulative-layout-shift'));
      scores.set(name, page);
      if (values.details) printDetails(lhr);
    }
  }
  if (Number(values.runs) > 1)
    for (const [name, page] of scores)
      console.log(
        `${name.padEnd(7)} | median of ${page.perf.length}: perf ${median(page.perf)} (runs ${page.perf.join(', ')}) | TBT ${median(page.tbt).toFixed(0)} ms | LCP ${(median(page.lcp) / 1000).toFixed(2)} s | CLS max ${Math.max(...page.cls).toFixed(3)}`,
      );
} finally {
  await chrome.kill();
  rmSync(profile, { recursive: true, force: true });
  await site.stop();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Items = { items?: Record<string, unknown>[] } | undefined;

/** The scripts that cost the main thread most, and the long tasks, as Lighthouse measured them. */
function printDetails(lhr: Lhr) {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as Items)?.items ?? []) as Record<string, unknown>[];
  const short = (url: unknown) => String(url).replace(origin, '').slice(0, 70);
  for (const item of items('bootup-time').slice(0, 6))
    console.log(
      `          script ${short(item.url).padEnd(70)} total ${Number(item.total).toFixed(0)} ms, eval ${Number(item.scripting).toFixed(0)} ms, parse ${Number(item.scriptParseCompile).toFixed(0)} ms`,
    );
  // The largest paint's element (a table of one item whose node names it).
  const lcp = items('largest-contentful-paint-element').flatMap((table) =>
    ((table as Items)?.items ?? []).map((row) => {
      const node = row.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
      return node ? `${node.selector} "${node.nodeLabel}"` : undefined;
    }),
  );
  if (lcp[0]) console.log(`          largest paint: ${String(lcp[0]).slice(0, 120)}`);
  // What the largest paint waited for (Lighthouse's second table: TTFB, load delay, load time,
  // render delay), and the picture's request as the trace saw it.
  const phases = items('largest-contentful-paint-element').flatMap((table) =>
    ((table as Items)?.items ?? []).flatMap((row) =>
      typeof row.phase === 'string' ? [`${row.phase} ${Number(row.timing).toFixed(0)} ms`] : [],
    ),
  );
  if (phases.length) console.log(`          largest paint phases: ${phases.join(', ')}`);
  // The page as it loaded unthrottled (what the simulation starts from): when it painted and when
  // the deferred script ran, in ms from navigation.
  const observed = items('metrics')[0];
  if (observed)
    console.log(
      `          observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, DOMContentLoaded ${observed.observedDomContentLoaded} ms, load ${observed.observedLoad} ms`,
    );
  const lcpImage = items('network-requests').find((r) => r.resourceType === 'Image' && r.priority === 'High');
  if (lcpImage)
    console.log(
      `          high-priority image ${short(lcpImage.url)}: ${Math.round(Number(lcpImage.transferSize) / 1024)} KB, requested at ${Number(lcpImage.networkRequestTime).toFixed(0)} ms, done at ${Number(lcpImage.networkEndTime).toFixed(0)} ms`,
    );
  // What the LCP estimate counts: Lighthouse's simulation replays on a slow phone every request that
  // ended before the largest paint observed unthrottled (low-priority pictures aside), so these
  // bytes are what the hero's simulated paint waits for, however early the real paint came.
  const observedLcp = Number(observed?.observedLargestContentfulPaint ?? Number.NaN);
  const counted = items('network-requests').filter(
    (r) =>
      Number(r.networkEndTime) <= observedLcp &&
      !(r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')),
  );
  if (counted.length)
    console.log(
      `          before the observed paint (${counted.reduce((sum, r) => sum + Number(r.transferSize), 0) >> 10} KB): ${counted
        .map(
          (r) =>
            `${short(r.url).replace(/^.*\//, '').slice(0, 28) || '/'} ${Number(r.transferSize) >> 10} KB`,
        )
        .join(', ')}`,
    );
  const late = items('network-requests').filter(
    (r) => Number(r.networkEndTime) > observedLcp && Number(r.networkRequestTime) <= observedLcp + 50,
  );
  if (late.length)
    console.log(
      `          ended after it: ${late.map((r) => `${short(r.url).replace(/^.*\//, '').slice(0, 28)} ${Number(r.networkEndTime).toFixed(0)} ms`).join(', ')}`,
    );
  // What moved, when anything did (the layout-shift audit's elements and their scores).
  for (const item of items('layout-shifts').slice(0, 4)) {
    const node = item.node as { selector?: string } | undefined;
    console.log(
      `          layout shift ${Number(item.score).toFixed(3)}: ${String(node?.selector).slice(0, 100)}`,
    );
    // Lighthouse's guess at the cause (a web font, an unsized image, injected content).
    for (const cause of ((item.subItems as Items)?.items ?? []).slice(0, 3)) {
      const extra = cause.extra as { value?: unknown } | undefined;
      console.log(`            cause: ${String(cause.cause)} ${short(extra?.value ?? '')}`);
    }
  }
  // Accessibility findings, when any (the elements axe named).
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    for (const item of items(ref.id).slice(0, 3)) {
      const node = item.node as { selector?: string; explanation?: string } | undefined;
      console.log(
        `          a11y ${ref.id}: ${String(node?.selector).slice(0, 90)} ${String(node?.explanation ?? '').slice(0, 120)}`,
      );
    }
  }
  for (const item of items('render-blocking-resources').slice(0, 4))
    console.log(`          render-blocking: ${short(item.url)} ${Number(item.wastedMs).toFixed(0)} ms`);
  for (const id of ['uses-responsive-images', 'modern-image-formats'])
    for (const item of items(id).slice(0, 4))
      console.log(
        `          ${id}: ${short(item.url)} could save ${Math.round(Number(item.wastedBytes) / 1024)} KB`,
      );
  for (const item of items('long-tasks').slice(0, 8))
    console.log(
      `          long task at ${Number(item.startTime).toFixed(0)} ms for ${Number(item.duration).toFixed(0)} ms (${short(item.url)})`,
    );
}
