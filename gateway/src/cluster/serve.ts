import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Keep-alive connections idle this long after draining began are closed (see shutdown). */
const IDLE_GRACE_MS = 1000;

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
 * `Connection: close` so clients reconnect elsewhere, in-flight requests finish; keep-alive
 * connections left idle are closed after a short grace (a client that was mid-send on one would
 * otherwise see it vanish), and whatever remains after SHUTDOWN_TIMEOUT_MS is cut. Then the stores
 * close and the process exits 0.
 */
export function serve(
  app: FastifyInstance,
  config: AppConfig,
  options: { listenWhenReady?: boolean; onListening?: (port: number) => void; onReady?: () => void } = {},
) {
  let draining = false;
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
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      });
      const idle = setInterval(() => server.closeIdleConnections(), 250);
      const cut = setTimeout(() => {
        app.log.warn('shutdown timeout: closing the connections still open');
        server.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS);
      idle.unref();
      cut.unref();
      await new Promise((r) => setTimeout(r, IDLE_GRACE_MS).unref());
      server.closeIdleConnections();
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
      await app.close();
    })();
    return closing;
  };

  const start = async () => {
    if (options.listenWhenReady) await whenReady(app);
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    options.onListening?.(typeof address === 'object' && address ? address.port : config.PORT);
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
