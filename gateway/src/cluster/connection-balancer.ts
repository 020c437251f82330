import type { Worker } from 'node:cluster';
import { createServer, type Server, type Socket } from 'node:net';
import { type ControlMessage, isControl } from './messages';

/** Connections held while no worker takes any (the first one still starting): past it, refused. */
const WAITING_MAX = 1024;

/**
 * The primary deals the visitors' connections to the workers itself, each new one to the worker
 * holding the fewest open connections (ties in turn), instead of Node's round-robin (issue 22).
 *
 * Why: Node's cluster hands a connection to whichever worker acknowledged its previous one first,
 * so a burst of keep-alive connections lands unevenly (measured: 51 and 37 of 100 under the
 * crawler row), and a keep-alive connection stays where it landed: the fuller worker's line is
 * longer for as long as the clients stay, its visitors waiting ~35% longer (per-connection mean
 * latency 423-448 against 247-253 ms in one run). Counting open connections keeps the split even
 * and sends new visitors to the worker that lost some.
 *
 * The primary listens on PORT with the connections paused and sends each socket over the worker's
 * IPC channel (the worker's HTTP server takes it: serve.ts `takeHandedConnections`); a worker tells
 * how many of its connections closed (`closed`), batched. A worker takes connections once it says
 * `accepting` (a rolling restart's replacement: once ready), and none after `remove` (retiring).
 */
export class ConnectionBalancer {
  private readonly open = new Map<Worker, number>();
  private readonly waiting: Socket[] = [];
  private readonly server: Server;
  /** Where the next tie starts: the workers in turn when their counts are equal. */
  private turn = 0;

  constructor(private readonly onError: (err: unknown) => void) {
    this.server = createServer({ pauseOnConnect: true }, (socket) => this.deal(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen({ port, host }, () => {
        this.server.off('error', reject);
        this.server.on('error', this.onError);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** The worker takes connections from now on (it said `accepting`). */
  add(worker: Worker): void {
    if (this.open.has(worker)) return;
    this.open.set(worker, 0);
    worker.on('message', (message: unknown) => {
      if (!isControl(message, 'closed')) return;
      const closed = (message as { count?: unknown }).count;
      const count = this.open.get(worker);
      if (count !== undefined && typeof closed === 'number')
        this.open.set(worker, Math.max(0, count - closed));
    });
    for (const socket of this.waiting.splice(0)) this.deal(socket);
  }

  /** No new connection for this worker (retiring or gone); its open ones stay with it. */
  remove(worker: Worker): void {
    this.open.delete(worker);
  }

  /**
   * Stops accepting at once; connections already dealt stay with their workers (close's callback,
   * which waits for the server's connections, is not awaited: they are the workers' to drain).
   */
  close(): void {
    for (const socket of this.waiting.splice(0)) socket.destroy();
    if (this.server.listening) this.server.close();
  }

  private deal(socket: Socket): void {
    const worker = this.fewest();
    if (!worker) {
      if (this.waiting.length >= WAITING_MAX) socket.destroy();
      else this.waiting.push(socket);
      return;
    }
    this.open.set(worker, (this.open.get(worker) ?? 0) + 1);
    worker.send({ oa: 'connection' } satisfies ControlMessage, socket, (err) => {
      // The worker's channel closed under it (the worker died): another one takes the visitor.
      if (!err) return;
      this.remove(worker);
      if (!socket.destroyed) this.deal(socket);
    });
  }

  private fewest(): Worker | undefined {
    const workers = [...this.open.keys()].filter((w) => w.isConnected());
    if (!workers.length) return undefined;
    this.turn = (this.turn + 1) % workers.length;
    let best: Worker | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < workers.length; i++) {
      const worker = workers[(this.turn + i) % workers.length] as Worker;
      const count = this.open.get(worker) ?? 0;
      if (count < least) {
        least = count;
        best = worker;
      }
    }
    return best;
  }
}
