import { join } from 'node:path';
import { routeRequirement, sharesBit } from '@archive/contracts/access';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoPictureDrawer } from '../catalogue/demo/demo-picture-guard';
import type { AppConfig } from '../config';
import { uploadsDir } from '../files/local-store';
import { HttpError } from '../lib/http-error';
import { catalogueVersion } from '../site/cache/page-versions';
import { contentSearchRoute } from './content-search-route';
import { DiskCache } from './disk-cache';
import { DrawAhead } from './draw-ahead';
import { drawHomesAhead } from './draw-homes-ahead';
import { imageRoutes } from './image-routes';
import { Limiter } from './limiter';
import { presentationRoutes } from './presentation-routes';

/** Waiting renders per render slot before callers are told to come back (503). */
const QUEUE_PER_SLOT = 32;

/**
 * IIIF (issue 15): Presentation 3.0 manifests and collections of public records, and the Image API
 * 3.0 over the images the site stores itself. See README.md here. On a private site everything
 * here is closed to visitors without the level its pages need, like the public API.
 */
async function iiifRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const roots = {
    media: app.catalogueMediaDir,
    uploads: app.files.kind === 'local' ? uploadsDir(config) : undefined,
    drawDemo: demoPictureDrawer(app.catalogueMediaDir, () =>
      app.hasDecorator('catalogue') ? app.catalogue.store : undefined,
    ),
  };
  const cache = new DiskCache(join(config.DATA_DIR, 'iiif-cache'), config.IIIF_CACHE_MAX_MB * 1024 * 1024);
  const limiter = new Limiter(
    config.IIIF_RENDER_CONCURRENCY,
    config.IIIF_RENDER_CONCURRENCY * QUEUE_PER_SLOT,
  );
  // The data anonymous pages are drawn from now (the catalogue's and the content's versions, as in
  // the page cache's fingerprint): a copy named under other data is not drawn ahead (a record may
  // have turned private since). Deploys are left out: they make no picture private.
  const version = async () => {
    const catalogue = catalogueVersion(app.catalogue.store);
    return catalogue === undefined ? undefined : `${catalogue}|${await app.content.revision.current()}`;
  };
  const drawAhead = new DrawAhead({
    roots,
    cache,
    limiter,
    version,
    log: app.log,
    delayMs: config.IIIF_DRAW_AHEAD_DELAY_MS,
  });
  app.decorate('iiifImages', { drawAhead, renders: () => limiter.started });
  if (app.hasDecorator('metrics'))
    app.metrics.sources.drawAhead = () => ({
      ...drawAhead.stats(),
      // Every render the image server ran, ahead or on a request: a visit that finds its copies
      // drawn adds none.
      renders: limiter.started,
    });
  if (config.IIIF_DRAW_AHEAD && config.SERVER_RENDERING) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = drawHomesAhead(app, drawAhead, version, config);
    });
    app.addHook('onClose', async () => stop?.());
  }
  app.addHook('onClose', async () => drawAhead.close());
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if ((await app.content.siteOptions()).public) return;
      const session = await request.loadSession();
      if (!session) throw new HttpError(401, 'Sign in to see this site', 'SESSION_REQUIRED');
      if (!sharesBit(session.level, routeRequirement(undefined, false)))
        throw new HttpError(403, 'Forbidden', 'FORBIDDEN');
    });
    imageRoutes(scope, { roots, cache, limiter });
    presentationRoutes(scope, roots);
    contentSearchRoute(scope, roots);
  });
}

export default fp(iiifRoutes, {
  name: 'iiif',
  dependencies: ['site-stores'],
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The IIIF image server's drawing ahead, and how many renders it has run (tests, bench). */
    iiifImages: { drawAhead: DrawAhead; renders: () => number };
  }
}
