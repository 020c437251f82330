import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../lib/http-error';

/**
 * Pages before raw calls (issue 22): while this process is drawing pages for visitors (server
 * renders running or waiting in line), the seed's raw mongo/search and mongo/aggregate calls go on
 * at most `perSecond` a second; the others wait for their turn, and one that waited `maxWaitMs` is
 * answered 503 BUSY. When no page is being drawn, nothing waits.
 *
 * Why: measured under 16 raw calls at once (bench:cluster's hostile row), the primary's main thread
 * was idle 87% of the time; the workers were 86% busy answering the raw calls themselves (bodies
 * parsed, answers written, the flood control's round trips), and an uncached record page waited
 * behind them (p99 50 ms alone, 176-203 ms beside them). Callers in a loop send the next call as
 * soon as the last one is answered, so making each call cheaper only lets more of them in: what
 * frees the CPU for pages is answering fewer raw calls a second while pages are being drawn. No
 * page of the site uses these calls; they are the seed's API for other programs, which can wait.
 */
export class PagesFirst {
  private tokens: number;
  private last: number;
  private waiting = 0;

  constructor(
    /** True while this process has server renders running or waiting. */
    private readonly drawing: () => boolean,
    readonly perSecond: number,
    readonly maxWaitMs: number,
    /** At most this many calls wait at once; the next is answered 503 at once. */
    readonly maxWaiting = 256,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    // A second's worth at first: a few calls beside a page are never held.
    this.tokens = perSecond;
    this.last = now();
  }

  /** Resolves when the call may go on; false when it waited its longest in vain (answer 503). */
  async admit(): Promise<boolean> {
    if (!this.drawing() && this.waiting === 0) return true;
    if (this.waiting >= this.maxWaiting) return false;
    const deadline = this.now() + this.maxWaitMs;
    this.waiting++;
    try {
      for (;;) {
        // Waiting calls go on as soon as the pages are drawn (in the order their timers fire).
        if (!this.drawing()) return true;
        this.refill();
        if (this.tokens >= 1) {
          this.tokens -= 1;
          return true;
        }
        const left = deadline - this.now();
        if (left <= 0) return false;
        await this.sleep(Math.max(1, Math.min(left, ((1 - this.tokens) * 1000) / this.perSecond)));
      }
    } finally {
      this.waiting--;
    }
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}

/** How long after the last render seen the process still counts as drawing pages. */
export const DRAWING_LINGERS_MS = 250;

/**
 * Drawing pages now or within DRAWING_LINGERS_MS. A visitor's pages come one after another with
 * gaps between the renders (the answer sent, the next request read): without the lingering, every
 * gap let the whole line of waiting raw calls through at once (measured: no gain on the page's p99).
 * The line is looked at on every call and every waiting call's turn, so a render is seen.
 */
export function drawnLately(drawingNow: () => boolean, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (drawingNow()) last = t;
    return t - last < DRAWING_LINGERS_MS;
  };
}

/** One gate per server: mongo/search and mongo/aggregate share it. */
const byServer = new WeakMap<object, PagesFirst | null>();

function gateOf(app: FastifyInstance): PagesFirst | null {
  let gate = byServer.get(app.server);
  if (gate === undefined) {
    const { MONGO_RATE_WHILE_DRAWING: rate, MONGO_WAIT_WHILE_DRAWING_MS: wait } = app.config;
    // Without the site (an API-only gateway) there are no pages to put first.
    const renders = app.hasDecorator('site') ? app.site.renders : undefined;
    gate =
      rate > 0 && renders
        ? new PagesFirst(
            drawnLately(() => {
              const line = renders.stats();
              return line.running > 0 || line.waiting > 0;
            }),
            rate,
            wait,
          )
        : null;
    byServer.set(app.server, gate);
  }
  return gate;
}

/** Waits for the raw call's turn (pages-first.ts); throws 503 BUSY when it did not come in time. */
export async function afterPages(app: FastifyInstance): Promise<void> {
  const gate = gateOf(app);
  if (!gate || (await gate.admit())) return;
  throw new HttpError(503, 'Pages for visitors are being drawn first; try again in a few seconds', 'BUSY');
}
