import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANONYMOUS_LEVEL } from '@archive/contracts/access';
import { LOCALE_COOKIE } from '@archive/contracts/constants';
import { BASE_LOCALES, DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import { REMOTES } from '@archive/contracts/routes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { visitPage } from '../site/cache/cached-pages';
import { PAGE_VARY, PERSONAL_CACHE_CONTROL, sendCachedPage } from '../site/cache/page-answer';
import { assertCanDeploy } from '../site/deploy-auth';
import { rootRedirectPrefix, withLocaleDomainsMeta } from '../site/locale-domains';
import { resolvePage } from '../site/page-resolution';
import { RegistryError } from '../site/remote-registry';
import { spaAnswer } from '../site/spa-entry';
import { serverRenderedPage } from '../site/ssr/answer-page';
import { sendBusyPage } from '../site/ssr/busy-page';
import { checkServerBuild } from '../site/ssr/check-server-build';
import { compressHtml } from '../site/ssr/compress-html';
import { RenderQueueFull } from '../site/ssr/render-queue';
import { signedInShare } from '../site/ssr/signed-in-share';
import { isRefusedPath, registerBundleFiles, sendBundleFile } from '../site/static-files';

const remoteSchema = z.enum(REMOTES).describe('Remote package name, e.g. mf-catalogue');
const versionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,80}$/)
  .describe('Version folder, e.g. 0.1.0-3fa9c1d2e4');
const publicRemoteSchema = z.object({
  name: z.string(),
  entry: z.string(),
  version: z.string(),
  contractsVersion: z.string(),
});

const registryErrorStatus: Record<RegistryError['code'], number> = {
  UNKNOWN_REMOTE: 404,
  MISSING_BUNDLE: 422,
  INCOMPATIBLE_CONTRACTS: 409,
  NO_PREVIOUS_VERSION: 409,
};
const asHttp = (err: unknown) =>
  err instanceof RegistryError ? new HttpError(registryErrorStatus[err.code], err.message, err.code) : err;

/**
 * The site's own routes: the remotes registry, the bundles (remotes in versioned folders, the shell
 * at /), deploy and rollback, and the SPA entry for page URLs. Registered last: the wildcard only
 * gets what no API route claimed.
 */
export default async function siteRoutes(root: FastifyInstance, opts: { config: AppConfig }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { registry, shellDir } = root.site;
  await registerBundleFiles(root);
  // A path @fastify/static refuses (traversal, non-canonical, NUL) is a missing file to a visitor.
  const fileErrors = (err: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    root.errorHandler(
      isRefusedPath(err) ? new HttpError(404, 'File not found', 'NOT_FOUND') : err,
      request,
      reply,
    );

  // GET /remotes.json – the live version of every deployed remote (the shell reads it at start)
  app.get(
    '/remotes.json',
    { schema: { response: { 200: z.object({ remotes: z.array(publicRemoteSchema) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { remotes: registry.publicList() };
    },
  );

  // GET /remotes/:remote/:version/* – a remote's built files
  app.get('/remotes/:remote/:version/*', { errorHandler: fileErrors }, async (request, reply) => {
    const params = request.params as { remote: string; version: string; '*': string };
    const remote = remoteSchema.safeParse(params.remote);
    const version = versionSchema.safeParse(params.version);
    if (!remote.success || !version.success) throw new HttpError(404, 'File not found', 'NOT_FOUND');
    return sendBundleFile(reply, registry.versionDir(remote.data, version.data), params['*']);
  });

  // POST /api/auth/remotes/deploy – make a built version live (default: the newest build)
  app.post(
    '/api/auth/remotes/deploy',
    {
      schema: {
        body: z.object({ remote: remoteSchema, version: versionSchema.optional() }),
        response: {
          200: z.object({ remote: remoteSchema, version: z.string(), previous: z.string().optional() }),
        },
      },
    },
    async (request) => {
      await assertCanDeploy(request, opts.config);
      const { remote } = request.body;
      const version = request.body.version ?? registry.builtVersions(remote)[0]?.version;
      if (!version) throw new HttpError(422, `${remote} has no build in its dist folder`, 'MISSING_BUNDLE');
      try {
        registry.verify(remote, version);
        await checkServerBuild(registry, root.site.builds, shellDir, remote, version);
        const result = await registry.deploy(remote, version);
        request.log.info({ remote, ...result }, 'remote deployed');
        return { remote, ...result };
      } catch (err) {
        throw asHttp(err);
      }
    },
  );

  // POST /api/auth/remotes/rollback – re-point a remote to its previous version
  app.post(
    '/api/auth/remotes/rollback',
    {
      schema: {
        body: z.object({ remote: remoteSchema }),
        response: { 200: z.object({ remote: remoteSchema, from: z.string(), to: z.string() }) },
      },
    },
    async (request) => {
      await assertCanDeploy(request, opts.config);
      try {
        const result = await registry.rollback(request.body.remote);
        request.log.info({ remote: request.body.remote, ...result }, 'remote rolled back');
        return { remote: request.body.remote, ...result };
      } catch (err) {
        throw asHttp(err);
      }
    },
  );

  // GET /* – the shell's files for file-like paths (a missing one is a plain 404, never a page),
  // else the SPA entry for page URLs (404 status for unknown pages)
  app.get('/*', { errorHandler: fileErrors }, async (request, reply) => {
    const url = request.url;
    const pathname = url.split(/[?#]/)[0] ?? '/';
    const spa = spaAnswer(url);
    if (!spa.serve) {
      const relative = (request.params as { '*': string })['*'];
      // The entry is only sent as a page (with its status), never as /index.html.
      if (pathname === '/api' || pathname.startsWith('/api/') || relative === 'index.html')
        throw new HttpError(404, 'Not found', 'NOT_FOUND');
      return sendBundleFile(reply, shellDir, relative);
    }
    const domains = opts.config.LOCALE_DOMAINS;
    if (pathname === '/' && (opts.config.ROOT_LOCALE_REDIRECT || Object.keys(domains).length)) {
      const target = rootRedirectPrefix({
        host: request.hostname,
        cookie: request.cookies?.[LOCALE_COOKIE.name],
        acceptLanguage: request.headers['accept-language'],
        domains,
        browser: opts.config.ROOT_LOCALE_REDIRECT,
        enabled: await enabledLocales(root),
      });
      if (target) {
        // The answer depends on the cookie and the host: no shared cache may keep it.
        reply.header('cache-control', 'no-store').header('vary', 'cookie, accept-language');
        return reply.redirect(target + (url.includes('?') ? url.slice(url.indexOf('?')) : ''), 302);
      }
    }
    // An anonymous visitor's page from the cache (site/cache/): before any store lookup.
    const visit = await visitPage(root, root.pageCache, request, url, opts.config);
    if (visit.kind === 'hit')
      return sendCachedPage(
        root.pageCache,
        visit.key,
        visit.entry,
        visit.stale ? 'STALE' : 'HIT',
        request,
        reply,
        opts.config,
      );
    // The page's status, or a redirect (canonical record URL, login), from the route table and stores.
    const level = (await request.loadSession())?.level ?? ANONYMOUS_LEVEL;
    const page = await resolvePage(
      { catalogue: root.catalogue.store, content: root.content },
      { url, level },
    );
    if (page.kind === 'redirect') {
      return reply.header('cache-control', 'no-store').redirect(page.location, page.status);
    }
    // The page drawn on the server by the remote that owns it (site/ssr/), else the shell's entry:
    // drawn once for every anonymous visitor with the same key, or for this visitor alone.
    let rendered: Buffer | undefined;
    try {
      if (visit.kind === 'miss') {
        const filled = await root.pageCache.fill(visit.key, visit.fingerprint, page.status, visit.render);
        if ('entry' in filled)
          return sendCachedPage(root.pageCache, visit.key, filled.entry, 'MISS', request, reply, opts.config);
        // Not shareable (a part left to the browser, a cookie set): this visitor's alone.
        if ('uncached' in filled) rendered = filled.uncached.body;
      } else
        rendered = await serverRenderedPage(
          root,
          request,
          url,
          opts.config,
          await signedInShare(root, level),
        );
    } catch (err) {
      // The render line is full (site/ssr/render-queue.ts): come back shortly, in the page's language.
      if (err instanceof RenderQueueFull) return sendBusyPage(reply, page.route.locale);
      throw err;
    }
    if (rendered !== undefined) {
      const encoded = await compressHtml(rendered, request.headers['accept-encoding']);
      if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', PERSONAL_CACHE_CONTROL)
        .header('vary', PAGE_VARY)
        .send(encoded.body);
    }
    const entry = path.join(shellDir, 'index.html');
    if (!existsSync(entry))
      throw new HttpError(404, 'The site is not built (run scripts/build.sh)', 'NOT_FOUND');
    if (Object.keys(domains).length) {
      // The shell reads the same domain map from its HTML (a few hundred bytes: sent uncompressed).
      const html = withLocaleDomainsMeta(readFileSync(entry, 'utf8'), domains);
      const etag = `W/"${createHash('sha1').update(html).digest('hex').slice(0, 16)}"`;
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (page.status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.code(page.status).header('etag', etag).send(html);
    }
    return sendBundleFile(reply, shellDir, 'index.html', { status: page.status });
  });
}

/** Locales the site options enable (Italian always); every base locale when they cannot be read. */
async function enabledLocales(app: FastifyInstance): Promise<Locale[]> {
  try {
    const map = ((await app.content.siteOptions()) as { multilanguage?: Record<string, boolean> })
      .multilanguage;
    if (!map) return [...BASE_LOCALES];
    return LOCALES.filter((l) => l === DEFAULT_LOCALE || map[l] === true);
  } catch {
    return [...BASE_LOCALES];
  }
}
