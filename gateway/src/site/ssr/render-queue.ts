/**
 * Admission for server renders: at most `concurrency` renders run at once in a process, the others
 * wait in line (issue 22).
 *
 * Why: a render is a few milliseconds of one core spread over many turns of the event loop (API
 * calls, catalogue calls, React's chunks). Started all at once, 100 renders interleave: each one
 * finishes only when nearly all have, so every visitor waits as long as the slowest, renders pass
 * SERVER_RENDER_BUDGET_MS and are thrown away after the work was done (the client-rendered page is
 * sent: measured under the crawler row, 10% of the renders), and 100 half-drawn pages stay alive
 * for the garbage collector to copy. In line, a render runs from start to end in a few
 * milliseconds, the budget counts its own time only, and the answers leave in arrival order.
 *
 * Personal renders (a signed-in visitor's page, drawn for that visitor alone) go before anonymous
 * misses: a manager at work should not wait behind a crawler's walk through thousands of record
 * pages, and an anonymous visitor of a page already drawn is answered from the cache, outside the
 * line. Not for ever: after PERSONAL_IN_A_ROW personal renders, a waiting anonymous one goes.
 *
 * Bounded: a line of `maxWaiting` refuses at once (RenderQueueFull: the page route answers 503 with
 * Retry-After, busy-page.ts) rather than grow without bound. Concurrent misses of one page wait as
 * one render (the page cache's coalescing, before the line), so a crowd on one new page takes one
 * place; a refused fill is refused to all of them and the next visit tries again. On shutdown the
 * line is not cut: the server stops accepting, and the renders running and waiting finish and are
 * answered before the stores close (cluster/serve.ts; render-line.test.ts).
 */
export type RenderClass = 'personal' | 'shared';

/** Personal renders let in one after another while anonymous ones wait, before one of those. */
export const PERSONAL_IN_A_ROW = 4;

export class RenderQueueFull extends Error {
  constructor(waiting: number) {
    super(`render queue full (${waiting} renders waiting)`);
  }
}

export interface RenderQueueStats {
  running: number;
  waiting: number;
  /** Renders refused because the line was full (total). */
  refused: number;
}

/** Told of each render that ran: seconds it waited in line and seconds it ran (for /metrics). */
export type RenderTimes = (line: RenderClass, waitSeconds: number, runSeconds: number) => void;

export class RenderQueue {
  private running = 0;
  private refused = 0;
  private personalInARow = 0;
  private readonly lines: Record<RenderClass, (() => void)[]> = { personal: [], shared: [] };
  private readonly listeners = new Set<RenderTimes>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get waiting(): number {
    return this.lines.personal.length + this.lines.shared.length;
  }

  stats(): RenderQueueStats {
    return { running: this.running, waiting: this.waiting, refused: this.refused };
  }

  /** Each render's wait and run times (the split of a page's time a tail needs to be read). */
  observe(listener: RenderTimes): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` once a place is free (personal renders first); rejects at once when the line is full. */
  async run<T>(kind: RenderClass, work: () => Promise<T>): Promise<T> {
    const queued = performance.now();
    if (this.running >= this.concurrency) {
      if (this.waiting >= this.maxWaiting) {
        this.refused++;
        throw new RenderQueueFull(this.waiting);
      }
      // The place is handed over by the render that ends (release), never taken back by a newcomer.
      await new Promise<void>((resolve) => this.lines[kind].push(resolve));
    } else this.running++;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.release();
      const ended = performance.now();
      for (const listener of this.listeners)
        listener(kind, (started - queued) / 1000, (ended - started) / 1000);
    }
  }

  private release(): void {
    // Personal first, but after PERSONAL_IN_A_ROW of them an anonymous render that waits goes: a
    // stream of signed-in pages must not hold the anonymous misses back for ever.
    const personal =
      this.lines.personal.length > 0 &&
      (this.personalInARow < PERSONAL_IN_A_ROW || this.lines.shared.length === 0);
    const next = personal ? this.lines.personal.shift() : this.lines.shared.shift();
    if (!next) {
      this.running--;
      return;
    }
    this.personalInARow = personal ? this.personalInARow + 1 : 0;
    next();
  }
}
