import { describe, expect, it } from 'vitest';
import { PERSONAL_IN_A_ROW, RenderQueue, RenderQueueFull } from './render-queue';

/** A render the test ends by hand: which ones run, and in what order they were let in. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('the line server renders wait in', () => {
  it('runs at most `concurrency` renders at once, the rest in arrival order', async () => {
    const queue = new RenderQueue(2, 100);
    const gates = Array.from({ length: 6 }, gate);
    const started: number[] = [];
    const done = gates.map((g, i) =>
      queue.run('shared', async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await turns();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 4, refused: 0 });
    gates[1]!.open();
    await turns();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 0 });
  });

  it("lets a signed-in visitor's render in before anonymous ones that came earlier", async () => {
    const queue = new RenderQueue(1, 100);
    const first = gate();
    const order: string[] = [];
    const runs = [
      queue.run('shared', async () => {
        order.push('anonymous 1');
        await first.opened;
      }),
      queue.run('shared', async () => {
        order.push('anonymous 2');
      }),
      queue.run('shared', async () => {
        order.push('anonymous 3');
      }),
      queue.run('personal', async () => {
        order.push('manager');
      }),
    ];
    await turns();
    first.open();
    await Promise.all(runs);
    expect(order).toEqual(['anonymous 1', 'manager', 'anonymous 2', 'anonymous 3']);
  });

  it('lets an anonymous render through after a few signed-in ones, however many keep coming', async () => {
    const queue = new RenderQueue(1, 100);
    const first = gate();
    const order: string[] = [];
    const runs = [
      queue.run('shared', async () => {
        order.push('anonymous 1');
        await first.opened;
      }),
      queue.run('shared', async () => {
        order.push('anonymous 2');
      }),
      ...Array.from({ length: PERSONAL_IN_A_ROW + 2 }, (_, i) =>
        queue.run('personal', async () => {
          order.push(`signed-in ${i + 1}`);
        }),
      ),
    ];
    await turns();
    first.open();
    await Promise.all(runs);
    expect(order.indexOf('anonymous 2')).toBe(PERSONAL_IN_A_ROW + 1);
    expect(order.slice(-2)).toEqual([
      `signed-in ${PERSONAL_IN_A_ROW + 1}`,
      `signed-in ${PERSONAL_IN_A_ROW + 2}`,
    ]);
  });

  it('refuses at once when the line is full, and counts it', async () => {
    const queue = new RenderQueue(1, 1);
    const g = gate();
    const running = queue.run('shared', () => g.opened);
    const waiting = queue.run('shared', async () => 'waited');
    await expect(queue.run('personal', async () => 'never')).rejects.toBeInstanceOf(RenderQueueFull);
    expect(queue.stats()).toEqual({ running: 1, waiting: 1, refused: 1 });
    g.open();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('frees the place of a render that throws', async () => {
    const queue = new RenderQueue(1, 10);
    const failing = queue.run('shared', async () => {
      throw new Error('broken build');
    });
    const next = queue.run('shared', async () => 'drawn');
    await expect(failing).rejects.toThrow('broken build');
    expect(await next).toBe('drawn');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 0 });
  });
});
