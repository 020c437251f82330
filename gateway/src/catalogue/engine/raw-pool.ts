import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RawQueryError } from '../raw/guard';
import { type RawBudget, type RawJob, type RawOutcome, tooCostlyMessage } from './raw-evaluate';
import type { JobMessage } from './raw-worker';
import type { CodecDictionary, SharedBlob } from './record-codec';

/**
 * Runs raw mongo/* jobs in worker threads so no pipeline or scan ever holds the gateway's event loop
 * (a nested $map over literals measured 1.76 s a record on the main thread). Bounds, each answered
 * with a status the caller can act on:
 * - time: the job checks its budget as records stream in; a job still running budget + grace ms
 *   later (stuck inside one record's expression) has its worker terminated: 400 QUERY_TOO_COSTLY;
 * - memory: each worker's heap is capped (resourceLimits); running out ends the worker: 400;
 * - answer size: checked in the worker before anything is sent back: 400 ANSWER_TOO_LARGE;
 * - queue: at most `queueLimit` jobs wait for a worker; more are refused with 503 BUSY at once
  (so no job waits much more than queueLimit budgets).
 * Workers start on the first raw call and read records from the store's shared memory (no copy).
 */

export interface RawSource {
  id: number;
  blob: SharedBlob;
  dictionary: CodecDictionary | null;
}

export interface RawPoolOptions {
  workers: number;
  queueLimit: number;
  budget: RawBudget;
  /** Extra ms after the budget before a worker stuck in one record is terminated. */
  graceMs: number;
  heapMb: number;
}

export const RAW_POOL_DEFAULTS: RawPoolOptions = {
  // One worker (at the lowest CPU priority): on two cores the other stays with the event loop.
  workers: 1,
  // Few waiting jobs: each may take the whole budget, and a caller should not wait minutes.
  queueLimit: 4,
  budget: { ms: 3000, maxAnswerChars: 2_000_000 },
  graceMs: 1000,
  heapMb: 160,
};

interface Pending {
  message: Omit<JobMessage, 'jobId' | 'source'>;
  source: RawSource;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening (a cold start takes ~0.1-1 s, not counted in any job's budget). */
  ready: boolean;
  sent: Set<number>;
  job: (Pending & { jobId: number; timer: NodeJS.Timeout | null }) | null;
}

// The gateway runs from TypeScript sources through tsx. Node 20 applies no --import hooks to a
// worker's own entry, so a small script registers tsx in the worker, then loads raw-worker.ts.
const tsxApi = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx')), 'esm', 'api', 'index.mjs'),
).href;
const workerEntry = new URL('./raw-worker.ts', import.meta.url).href;
// The thread takes the lowest CPU priority before anything else (raw-worker.ts says why): a worker
// replaced after a runaway query spends a few hundred ms of CPU compiling its modules, and the
// loader thread tsx starts for it inherits the priority only if it is set first.
const lowestPriority = `try { const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()); if (tid > 0) require('node:os').setPriority(tid, 19); } catch {}`;
const bootstrap = `${lowestPriority} import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerEntry)}); });`;

export class RawQueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextJob = 1;
  private closed = false;

  constructor(readonly options: RawPoolOptions = RAW_POOL_DEFAULTS) {}

  /** Jobs running or waiting (for tests and the bench). */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  run(source: RawSource, job: RawJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('raw query pool closed'));
    while (this.slots.length < this.options.workers) this.slots.push(this.spawn());
    const idle = this.slots.find((s) => !s.job);
    if (!idle && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(
        new RawQueryError('Too many raw queries are running; try again in a few seconds', 'BUSY', 503),
      );
    }
    return new Promise((resolve, reject) => {
      const pending: Pending = { message: { job, budget: this.options.budget }, source, resolve, reject };
      if (idle) this.start(idle, pending);
      else this.queue.push(pending);
    });
  }

  private spawn(): Slot {
    const worker = new Worker(bootstrap, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, sent: new Set(), job: null };
    worker.on(
      'message',
      (reply: {
        ready?: true;
        jobId: number;
        outcome: RawOutcome | { ok: false; status: 500; message: string };
        /** Sources the worker no longer holds (it keeps a few): sent again when named. */
        dropped?: number[];
      }) => {
        if (reply.ready) {
          slot.ready = true;
          if (slot.job) this.post(slot);
          return;
        }
        for (const id of reply.dropped ?? []) slot.sent.delete(id);
        const job = slot.job;
        if (!job || job.jobId !== reply.jobId) return;
        this.finish(slot);
        const { outcome } = reply;
        if (outcome.ok) job.resolve(outcome.value);
        else if (outcome.status === 400) job.reject(new RawQueryError(outcome.message, outcome.code));
        else job.reject(new Error(outcome.message));
      },
    );
    worker.on('error', (err: Error & { code?: string }) => {
      const memory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.replace(
        slot,
        memory
          ? new RawQueryError('The query needs more memory than a raw query may use', 'QUERY_TOO_COSTLY')
          : err,
      );
    });
    worker.on('exit', () => this.replace(slot, new Error('raw query worker stopped')));
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    slot.job = { ...pending, jobId: this.nextJob++, timer: null };
    if (slot.ready) this.post(slot);
  }

  /** Sends the slot's job to its (ready) worker and starts the job's hard timer. */
  private post(slot: Slot): void {
    const pending = slot.job!;
    const jobId = pending.jobId;
    const first = !slot.sent.has(pending.source.id);
    slot.sent.add(pending.source.id);
    const source = first
      ? { id: pending.source.id, blob: pending.source.blob, dictionary: pending.source.dictionary }
      : { id: pending.source.id };
    const timer = setTimeout(() => {
      // Stuck between two budget checks (one record's expression, a sort, a $group's end).
      this.replace(slot, new RawQueryError(tooCostlyMessage(this.options.budget.ms), 'QUERY_TOO_COSTLY'));
    }, this.options.budget.ms + this.options.graceMs);
    pending.timer = timer;
    slot.worker.postMessage({ jobId, source, ...pending.message } satisfies JobMessage);
  }

  private finish(slot: Slot): void {
    if (slot.job?.timer) clearTimeout(slot.job.timer);
    slot.job = null;
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  /** Ends a slot's worker (failing its job with `reason`) and starts a fresh one in its place. */
  private replace(slot: Slot, reason: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    const job = slot.job;
    if (job?.timer) clearTimeout(job.timer);
    slot.job = null;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (this.closed) {
      this.slots.splice(index, 1);
    } else {
      const fresh = this.spawn();
      this.slots[index] = fresh;
      const next = this.queue.shift();
      if (next) this.start(fresh, next);
    }
    job?.reject(reason);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('raw query pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }
}
