import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import bodyLimits from './plugins/body-limits';
import catalogueStores from './plugins/catalogue';
import compress from './plugins/compress';
import contentStores from './plugins/content';
import errorHandler from './plugins/error-handler';
import external from './plugins/external';
import health from './plugins/health';
import metrics from './plugins/metrics';
import pageCache from './plugins/page-cache';
import privateSite from './plugins/private-site';
import proxyWarning from './plugins/proxy-warning';
import siteStores from './plugins/site';
import catalogueRoutes from './routes/catalogue';
import consentFormRoutes from './routes/consent-form';
import contentRoutes from './routes/content';
import crawlerRoutes from './routes/crawlers';
import siteRoutes from './routes/site';
import renderDirectCalls from './site/ssr/direct-calls';

/**
 * Builds the gateway: third-party plugins, then the stores (one plugin per feature, decorating the
 * instance), then the routes. Tests call buildApp(testConfig()) and app.inject().
 */
export async function buildApp(
  config: AppConfig,
  options: FastifyServerOptions = {},
  /** catalogueInBackground: resolve before the embedded catalogue is loaded (server.ts, one process). */
  start: { catalogueInBackground?: boolean } = {},
) {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The embedded catalogue indexes its default locale before the app is ready: ~6-10 s at 100k
    // records, ~1-2 min at 1M (bench/README.md); Fastify's default 10 s would fail the start.
    pluginTimeout: 300_000,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(external, { config });
  // Says so when the gateway sits behind a proxy while TRUST_PROXY is unset (issue 24).
  await app.register(proxyWarning);
  // Before any route: both apply to the routes registered after them.
  await app.register(bodyLimits);
  // Collects the routes a server render may call by their handler (issue 22); before compress, so
  // that it sees a route's own hooks, not the ones compress adds to every /api route.
  await app.register(renderDirectCalls, {
    checkAnswers: config.SERVER_RENDER_CHECK_ANSWERS ?? config.NODE_ENV !== 'production',
  });
  await app.register(compress);
  await app.register(errorHandler);
  await app.register(health);
  // Before the stores: they add their sources to it and the catalogue's calls are timed by it.
  await app.register(metrics, { config });
  await app.register((await import('./plugins/openapi')).default);
  await app.register(catalogueStores, { config, inBackground: start.catalogueInBackground });
  await app.register(contentStores, { config });
  await app.register(siteStores, { config });
  await app.register(pageCache, { config });
  // Before the routes: a private site closes the public API to anonymous callers.
  await app.register(privateSite);
  await app.register(catalogueRoutes, { config });
  await app.register(contentRoutes, { config });
  await app.register(crawlerRoutes, { config });
  await app.register(consentFormRoutes);
  await app.register((await import('./oai/routes')).default, { config });
  await app.register((await import('./iiif')).default, { config });
  // Last: the site routes own the SPA fallback for page URLs.
  await app.register(siteRoutes, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
