import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { type ControlMessage, isControl } from './messages';
import { SERVED_OPTIONS, serve } from './serve';

/**
 * A cluster worker: the whole gateway (routes, rendering, the content store opened by itself) with
 * the catalogue answered by the primary (CATALOGUE_IPC_SOCKET), the visitors' connections handed
 * over by the primary (connection-balancer.ts). A replacement in a rolling restart says it accepts
 * connections only once ready, so the primary never hands it a visitor it cannot answer; the first
 * workers accept at once, so /api/health answers while the primary still loads the indexes.
 */
export async function runWorker(config: AppConfig): Promise<void> {
  let served: ReturnType<typeof serve> | null = null;
  // Installed before the app is built: a shutdown asked during a slow start must not be lost.
  const stop = (reason: string) => {
    if (!served) process.exit(0); // not listening yet: nothing in flight
    void served.shutdown(reason).then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('message', (message) => {
    if (isControl(message, 'shutdown')) stop('asked by the primary');
  });
  // The primary is gone (killed): nobody will route to this worker again.
  process.once('disconnect', () => stop('primary disconnected'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const app = await buildApp(config, SERVED_OPTIONS);
  served = serve(app, config, {
    listenWhenReady: process.env.OA_LISTEN_WHEN_READY === '1',
    handedConnections: process.env.OA_HANDED_CONNECTIONS === '1',
    onReady: () => process.send?.({ oa: 'ready' } satisfies ControlMessage),
  });
  await served.start();
  // Its place among the workers (primary.ts OA_WORKER_SLOT), kept by its replacements.
  app.log.info({ slot: Number(process.env.OA_WORKER_SLOT ?? 0) }, 'worker in its place');
}
