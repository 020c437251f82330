import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/lib/browser';
import { demoSite } from './demo-site';

/**
 * Where a page's main-thread time goes while it loads, on a phone-like CPU (4x slowdown, as
 * Lighthouse's mobile preset): the long tasks (> 50 ms) after the first paint, their blocking sum
 * (what Lighthouse's Total Blocking Time adds up) and the functions with the most self time in a
 * sampled CPU profile. Steadier than Lighthouse for comparing two builds: no network emulation,
 * several runs, medians.
 *
 *   node --import tsx bench/src/main-thread.ts [--url http://localhost:8080] [--runs 5] [--top 15] [--page /cerca] [--callers]
 *
 * --callers adds, under each of the top functions, the call chains (three frames up) that spent its time.
 * --trace records a Chromium trace of the first run and prints, under each long task, what it ran
 * (script evaluations and calls by URL, parsing, style and layout) at 5 ms or more.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    top: { type: 'string', default: '15' },
    page: { type: 'string', multiple: true },
    callers: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const site = await demoSite(values.url);
const { origin } = site;
const pages: Record<string, string> = values.page?.length
  ? Object.fromEntries(values.page.map((p) => [p, p]))
  : site.pages;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
try {
  for (const [name, path] of Object.entries(pages)) {
    const tbts: number[] = [];
    const fcps: number[] = [];
    const selfTime = new Map<string, number>();
    const chains = new Map<string, Map<string, number>>();
    const tasks: string[] = [];
    let traced: string[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'it-IT' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: { start: number; duration: number }[] };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const tracing = values.trace && run === 0;
      if (tracing)
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
        });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      if (tracing) traced = longTaskContents(JSON.parse((await browser.stopTracing()).toString()));
      const measured = await page.evaluate(() => {
        const w = window as unknown as { longTasks: { start: number; duration: number }[] };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return { fcp, tasks: w.longTasks };
      });
      const after = measured.tasks.filter((t) => t.start >= measured.fcp);
      tbts.push(after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
      fcps.push(measured.fcp);
      if (run === 0)
        for (const t of measured.tasks)
          tasks.push(
            `at ${t.start.toFixed(0)} ms for ${t.duration.toFixed(0)} ms${t.start < measured.fcp ? ' (before FCP)' : ''}`,
          );
      addSelfTime(profile, selfTime, chains);
      await context.close();
    }
    console.log(
      `${name.padEnd(7)} | TBT median ${median(tbts).toFixed(0)} ms (runs ${tbts.map((t) => t.toFixed(0)).join(', ')}) | FCP median ${median(fcps).toFixed(0)} ms`,
    );
    for (const t of tasks) console.log(`          long task ${t}`);
    for (const line of traced) console.log(`          ${line}`);
    const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
    const runs = Number(values.runs);
    for (const [where, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
      console.log(
        `          ${(ms / runs).toFixed(1).padStart(7)} ms/run ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${where}`,
      );
      if (!values.callers) continue;
      for (const [chain, chainMs] of [...(chains.get(where) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 3))
        console.log(`                    ${(chainMs / runs).toFixed(1).padStart(6)} ms/run from ${chain}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

/** Adds each sampled function's self time (ms) to `into`, keyed by function and script, and its callers to `chains`. */
function addSelfTime(profile: Profile, into: Map<string, number>, chains: Map<string, Map<string, number>>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (node: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.replace(origin, '').replace(/^.*\/node_modules\//, '');
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const key = label(node);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    into.set(key, (into.get(key) ?? 0) + ms);
    const up: string[] = [];
    for (let p = parent.get(id); p !== undefined && up.length < 3; p = parent.get(p)) {
      const frame = byId.get(p);
      if (frame) up.push(label(frame));
    }
    const chain = up.join(' < ') || '(top)';
    const byChain = chains.get(key) ?? new Map<string, number>();
    byChain.set(chain, (byChain.get(chain) ?? 0) + ms);
    chains.set(key, byChain);
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

/** Each main-thread task of 50 ms or more, with what ran in it for 5 ms or more (trace of one load). */
function longTaskContents(trace: { traceEvents: TraceEvent[] }): string[] {
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  const first = Math.min(...events.map((e) => e.ts));
  const lines: string[] = [];
  const short = (url: string | undefined) => (url ?? '').replace(origin, '').slice(0, 60);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    lines.push(
      `task at ${((task.ts - first) / 1000).toFixed(0)} ms (trace) for ${((task.dur ?? 0) / 1000).toFixed(0)} ms:`,
    );
    const inside = events.filter(
      (e) =>
        e !== task &&
        e.tid === task.tid &&
        e.pid === task.pid &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        (e.dur ?? 0) >= 5_000 &&
        [
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'RunMicrotasks',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'v8.evaluateModule',
          'V8.GCFinalizeMC',
          'MajorGC',
          'MinorGC',
          'Paint',
          'HitTest',
        ].includes(e.name),
    );
    for (const e of inside)
      lines.push(
        `    +${((e.ts - task.ts) / 1000).toFixed(0).padStart(4)} ms ${((e.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms ${e.name} ${short(e.args?.data?.url)} ${e.args?.data?.functionName ?? ''}`,
      );
  }
  return lines;
}
