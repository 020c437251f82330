import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { copiesIn, type DrawAhead } from './draw-ahead';

/** How often the data version is compared with the one the home was last drawn from (ms). */
const WATCH_MS = 5_000;
/** The longest the gateway is waited for before drawing the home (the catalogue loads first). */
const READY_WAIT_MS = 120_000;

/**
 * The home, drawn in the background when the gateway is ready and again whenever what pages are
 * drawn from changes (an import, a save, a deploy), as an anonymous visitor on the site's address
 * would get it: the page cache keeps that render (the one the next visitors get, the same shuffle
 * tiles) and drawing ahead cuts the copies it names (draw-ahead.ts), so the first visitor of a
 * fresh site or of a new import finds the page and its pictures made. One process of a cluster
 * does it (they share DATA_DIR, where the copies are kept).
 */
export function drawHomesAhead(
  app: FastifyInstance,
  drawAhead: DrawAhead,
  version: () => Promise<string | undefined>,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
): () => void {
  // One worker of a cluster: the one in the first place (cluster/primary.ts OA_WORKER_SLOT), which
  // its replacement after a crash or in a rolling restart takes over (for the few seconds both
  // run in a restart, the work may be done twice: no harm).
  if (cluster.isWorker && (process.env.OA_WORKER_SLOT ?? '0') !== '0') return () => undefined;
  let drawnFrom: string | undefined;
  let busy = false;
  let stopped = false;
  const started = Date.now();
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : `${config.HOST}:${config.PORT}`;

  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      // Ready as /api/health/ready tells it (every store answers, not draining), read directly:
      // a request every few seconds would show in the request metrics.
      const stores = await app.health.run();
      if (app.health.draining || !Object.values(stores).every(Boolean)) {
        if (Date.now() - started > READY_WAIT_MS) stop();
        return;
      }
      // Taken before the page is drawn: what it names was public under this version or a later one.
      const now = await version();
      if (now === undefined || now === drawnFrom) return;
      const page = await app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
      // A page naming no copy is most likely the client-rendered one (a busy machine spent the
      // render's budget): it is asked for again on the next tick rather than taken as drawn.
      const copies = page.statusCode === 200 ? copiesIn(page.body) : [];
      if (!copies.length) return;
      drawnFrom = now;
      drawAhead.add(copies, now);
    } catch (err) {
      app.log.warn({ err }, 'iiif: drawing the home ahead failed');
    } finally {
      busy = false;
    }
  };

  const timer = setInterval(() => void tick(), WATCH_MS);
  timer.unref();
  const first = setTimeout(() => void tick(), 250);
  first.unref();
  function stop() {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
  }
  return stop;
}
