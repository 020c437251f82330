/**
 * Image work is CPU-bound and the gateway shares its cores with every other request: at most
 * `concurrency` renders run at once, at most `queue` wait, and the rest are told to come back
 * (503 with Retry-After) instead of piling up unbounded work. Identical work in flight is shared.
 */
export class BusyError extends Error {}

export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Tasks started since the gateway started (renders and pyramids: /metrics, tests, bench). */
  started = 0;

  /** Whether any work runs or waits: drawing ahead starts only when nothing does. */
  get busy(): boolean {
    return this.running > 0 || this.waiting.length > 0;
  }

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /** Runs `task` under the limits; a second call with the same key while it runs gets the same answer. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<T>;
    const promise = this.slot(task).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async slot<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length >= this.queue) throw new BusyError('image server busy');
    // A finishing task hands its slot straight over: `running` already counts the waiter.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.started++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
