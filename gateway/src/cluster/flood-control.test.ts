import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from '../lib/token-buckets';
import { ClusterFloodLimiter } from './flood-control';
import type { ControlMessage } from './messages';

/** Two workers' channels wired to one primary's buckets, as node:cluster's IPC does it. */
function cluster(primaryAnswers: () => boolean) {
  const buckets = new TokenBuckets(0.001, 3);
  const worker = () => {
    const channel = new EventEmitter();
    return new ClusterFloodLimiter(
      0.001,
      3,
      {
        send(message: ControlMessage) {
          if (message.oa === 'flood' && primaryAnswers()) {
            const wait = buckets.take(message.address, performance.now());
            setImmediate(() => channel.emit('message', { oa: 'flood-wait', id: message.id, wait }));
          }
          return true;
        },
        on: (event, listener) => channel.on(event, listener),
      },
      30,
    );
  };
  return [worker(), worker()] as const;
}

describe('the raw calls flood control across workers', () => {
  it('gives an address one budget, whichever worker its calls reach', async () => {
    const [a, b] = cluster(() => true);
    const waits = [await a.take('10.0.0.1'), await b.take('10.0.0.1'), await a.take('10.0.0.1')];
    expect(waits).toEqual([0, 0, 0]);
    expect(await b.take('10.0.0.1')).toBeGreaterThan(0);
    expect(await a.take('10.0.0.1')).toBeGreaterThan(0);
    // Another address has its own budget.
    expect(await b.take('10.0.0.2')).toBe(0);
  });

  it('decides with its own buckets when the primary does not answer, never waiting for ever', async () => {
    const [a] = cluster(() => false);
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await a.take('10.0.0.3'));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
  });
});
