import type { Worker } from 'node:cluster';
import { TokenBuckets } from '../lib/token-buckets';
import { type ControlMessage, isControl } from './messages';

/**
 * The raw mongo/* flood control counted across the workers (issue 22): each worker would otherwise
 * let an address through MONGO_RATE_LIMIT times a second on its own, N times the budget with N
 * workers. The primary keeps the one set of token buckets and each worker asks it per call over the
 * cluster channel (a small message each way; the calls it guards cost far more). The primary must
 * stay responsive for this: a worker that gets no answer within ASK_TIMEOUT_MS decides with its own
 * buckets instead, so a busy primary slows no visitor and never lets an address through unbounded.
 */
const ASK_TIMEOUT_MS = 250;

export interface FloodLimiter {
  readonly rate: number;
  /** 0 when the call may go ahead, else the seconds until the address has a token again. */
  take(address: string): Promise<number> | number;
}

/** The primary's side: answers every worker's question from one set of buckets. */
export function answerFloodChecks(worker: Worker, buckets: TokenBuckets): void {
  worker.on('message', (message: unknown) => {
    if (!isControl(message, 'flood')) return;
    const { id, address } = message as Extract<ControlMessage, { oa: 'flood' }>;
    if (typeof id !== 'number' || typeof address !== 'string') return;
    const wait = buckets.take(address, performance.now());
    if (worker.isConnected())
      worker.send({ oa: 'flood-wait', id, wait } satisfies ControlMessage, undefined, () => {});
  });
}

/** A worker's side: asks the primary, falls back on local buckets when it does not answer in time. */
export class ClusterFloodLimiter implements FloodLimiter {
  private readonly local: TokenBuckets;
  private readonly pending = new Map<number, (wait: number) => void>();
  private nextId = 1;

  constructor(
    readonly rate: number,
    burst: number,
    private readonly channel: {
      send(message: ControlMessage): boolean;
      on(event: 'message', listener: (message: unknown) => void): unknown;
    },
    private readonly timeoutMs = ASK_TIMEOUT_MS,
  ) {
    this.local = new TokenBuckets(rate, burst);
    channel.on('message', (message) => {
      if (!isControl(message, 'flood-wait')) return;
      const { id, wait } = message as Extract<ControlMessage, { oa: 'flood-wait' }>;
      this.pending.get(id)?.(wait);
    });
  }

  take(address: string): Promise<number> {
    // Every call also takes from the local buckets: they are what decides when the primary is slow,
    // and they should know this worker's recent calls when they do.
    const localWait = this.local.take(address, performance.now());
    const id = this.nextId++;
    return new Promise<number>((resolve) => {
      const timer = setTimeout(() => settle(localWait), this.timeoutMs);
      const settle = (wait: number) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(wait);
      };
      this.pending.set(id, settle);
      try {
        if (!this.channel.send({ oa: 'flood', id, address })) settle(localWait);
      } catch {
        settle(localWait); // the channel is closed (the primary is gone): decide here
      }
    });
  }
}
