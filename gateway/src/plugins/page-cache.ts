import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { CATALOGUE_TAG, SITE_TAG, tagsOfChange } from '../site/cache/cache-tags';
import { PageCache } from '../site/cache/page-cache';
import { catalogueVersion, remotesVersion } from '../site/cache/page-versions';
import { PurgeNotifier } from '../site/cache/purge';
import { FrameTemplates } from '../site/ssr/frame-templates';
import { SharedAnswers } from '../site/ssr/shared-answers';

/** How often this gateway looks for imports and deploys made elsewhere, to purge a CDN. */
const WATCH_MS = 1_000;

/**
 * The anonymous page cache (`app.pageCache`: stats() and onRender() for /metrics) and the purges a
 * CDN needs: a content write names its documents (this gateway made it: one precise purge); an
 * import, a deploy or a rollback may come from a command line or another gateway, so each gateway
 * watches the versions and purges `oa-catalogue` or `oa-site` when they move (a purge is
 * idempotent: several gateways sending it cost nothing).
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    const cache = new PageCache({
      maxBytes: config.PAGE_CACHE_MAX_BYTES,
      ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000,
      log: app.log,
    });
    app.decorate('pageCache', cache);
    const answers = new SharedAnswers();
    answers.enabled = config.PAGE_CACHE_SHARE_ANSWERS;
    answers.signedInDocuments = config.PAGE_CACHE_SHARE_SIGNED_IN_DOCUMENTS;
    app.decorate('renderAnswers', answers);
    // Checked against an ordinary draw wherever answers are checked too: development and tests.
    const frames = new FrameTemplates(config.NODE_ENV !== 'production', {
      onMismatch: (url) => app.log.error({ url }, 'page cache: a templated frame differed; drawn anew'),
    });
    frames.enabled = config.PAGE_CACHE_SHARE_FRAME;
    app.decorate('frameTemplates', frames);
    if (app.hasDecorator('metrics'))
      app.metrics.sources.frameTemplates = () => ({
        hits: frames.hits,
        misses: frames.misses,
        mismatches: frames.mismatches,
        kept: frames.size,
      });
    if (!config.PAGE_CACHE || !config.SERVER_RENDERING) return;

    const purges = new PurgeNotifier(app.log, config.PAGE_CACHE_PURGE_URL);
    const stopListening = app.content.onChange((change) =>
      purges.purge(tagsOfChange(change), 'content saved'),
    );
    const sources = { registry: app.site.registry, shellDir: app.site.shellDir };
    let seen = { catalogue: catalogueVersion(app.catalogue.store), remotes: remotesVersion(sources) };
    const watcher = setInterval(() => {
      try {
        const now = { catalogue: catalogueVersion(app.catalogue.store), remotes: remotesVersion(sources) };
        if (now.catalogue !== seen.catalogue) purges.purge([CATALOGUE_TAG], 'catalogue changed');
        if (now.remotes !== seen.remotes) purges.purge([SITE_TAG], 'remote deployed or rolled back');
        seen = now;
      } catch (err) {
        app.log.warn({ err }, 'page cache: version watch failed');
      }
    }, WATCH_MS);
    watcher.unref();
    app.addHook('onClose', async () => {
      clearInterval(watcher);
      stopListening();
      cache.clear();
    });
  },
  { name: 'page-cache', dependencies: ['site-stores'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-rendered pages of visitors without a session (site/cache/). */
    pageCache: PageCache;
    /** API answers shared by the anonymous renders of one set of data versions (site/ssr/shared-answers.ts). */
    renderAnswers: SharedAnswers;
    /** Frames of anonymous pages drawn once per locale, route kind, consent and versions (site/ssr/frame-templates.ts). */
    frameTemplates: FrameTemplates;
  }
}
