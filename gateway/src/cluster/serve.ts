import cluster from 'node:cluster';
import { rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { privateSocketPath, takeHandedConnections } from './handed-connections';
import type { ControlMessage } from './messages';

/**
 * While draining, a keep-alive connection idle this long is closed (see shutdown). Seconds, not
 * milliseconds: a client on a loaded machine may take a second to send its next request.
 */
const IDLE_GRACE_MS = 4000;
const SWEEP_MS = 250;
/** How long a closed worker stays to refuse connections the primary sent it before the close. */
const HANDOFF_GRACE_MS = 1000;

/** Fastify options for a served app: the shutdown below closes connections itself, gently. */
export const SERVED_OPTIONS = { forceCloseConnections: false, return503OnClosing: false } as const;

/** Resolves once every readiness check passes (the catalogue may still be loading elsewhere). */
export async function whenReady(app: FastifyInstance): Promise<void> {
  await app.ready();
  for (;;) {
    if (Object.values(await app.health.run()).every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Listens and shuts down gracefully, for the single process and for each cluster worker alike.
 * Draining: readiness answers 503, no new connection is accepted, every answer carries
 * `Connection: close` so clients reconnect elsewhere, and in-flight requests finish. A keep-alive
 * connection is closed once it has been idle for a few seconds (closing it the moment it is idle
 * would race a client sending its next request on it); whatever remains after SHUTDOWN_TIMEOUT_MS
 * is cut. Then the stores close and the process exits 0.
 */
export function serve(
  app: FastifyInstance,
  config: AppConfig,
  options: {
    listenWhenReady?: boolean;
    /** A cluster worker: the primary hands it the visitors' connections (handed-connections.ts). */
    handedConnections?: boolean;
    onListening?: (port: number) => void;
    onReady?: () => void;
  } = {},
) {
  let draining = false;
  // Per connection: requests under way and when it last finished one. Node's closeIdleConnections()
  // would also close a connection whose client is sending its next request at that very moment.
  const requests = new Map<Socket, number>();
  const lastDone = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    lastDone.set(socket, performance.now());
    socket.once('close', () => {
      requests.delete(socket);
      lastDone.delete(socket);
    });
  });
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    requests.set(socket, (requests.get(socket) ?? 0) + 1);
    res.once('close', () => {
      requests.set(socket, (requests.get(socket) ?? 1) - 1);
      lastDone.set(socket, performance.now());
    });
  });
  let lastSweep = performance.now();
  const closeLongIdle = () => {
    const late = performance.now() - lastSweep > SWEEP_MS * 2;
    lastSweep = performance.now();
    // After a long turn the timers run before the pending reads: a request waiting in the kernel
    // would look idle. Skip such a sweep, and sweep after this turn's reads (setImmediate).
    if (late) return;
    setImmediate(() => {
      const now = performance.now();
      for (const [socket, at] of lastDone)
        if (!requests.get(socket) && now - at >= IDLE_GRACE_MS) socket.destroy();
    });
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  let closing: Promise<void> | null = null;
  const shutdown = (reason: string): Promise<void> => {
    if (closing) return closing;
    closing = (async () => {
      app.log.info({ reason }, 'draining: finishing in-flight requests');
      draining = true;
      app.health.drain();
      const server = app.server;
      // net.Server's close, not http.Server's: since Node 19 the latter also closes every idle
      // keep-alive connection at once, racing clients that are sending on them (a reset each,
      // measured under a rolling restart). Idle ones are closed by the sweep below instead.
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        NetServer.prototype.close.call(server, () => resolve());
      });
      // Active clients get `Connection: close` with their next answer and leave by themselves;
      // one silent for IDLE_GRACE_MS is not about to send, so closing it loses nothing.
      lastSweep = performance.now();
      const idle = setInterval(closeLongIdle, SWEEP_MS);
      const cut = setTimeout(() => {
        app.log.warn('shutdown timeout: closing the connections still open');
        server.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS);
      idle.unref();
      cut.unref();
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
      // In a cluster worker the primary hands connections over IPC: one it sent just before it
      // stopped dealing to this worker is still on its way. Alive, this process answers it (with
      // `Connection: close`); exited, nobody would ever answer it (a visitor's request hanging,
      // seen under a rolling restart). So stay a moment for such late ones.
      if (cluster.isWorker) await new Promise((resolve) => setTimeout(resolve, HANDOFF_GRACE_MS));
      await app.close();
    })();
    return closing;
  };

  const start = async () => {
    if (options.listenWhenReady) await whenReady(app);
    if (options.handedConnections) {
      const path = privateSocketPath();
      rmSync(path, { force: true });
      process.once('exit', () => rmSync(path, { force: true }));
      await app.listen({ path, exclusive: true });
      takeHandedConnections(app.server);
      process.send?.({ oa: 'accepting' } satisfies ControlMessage);
    } else {
      await app.listen({ port: config.PORT, host: config.HOST });
      const address = app.server.address();
      options.onListening?.(typeof address === 'object' && address ? address.port : config.PORT);
    }
    if (options.onReady) void whenReady(app).then(options.onReady);
  };
  return {
    start,
    shutdown,
    get draining() {
      return draining;
    },
  };
}
