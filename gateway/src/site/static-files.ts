import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Sends built bundle files through @fastify/static (path checks, precompressed .br/.gz siblings
 * chosen by Accept-Encoding, weak ETag + 304); this file only adds our rules:
 *
 * - cache headers by kind: remoteEntry.js, mf-manifest.json, meta.json, index.html `no-cache`
 *   (always revalidated: they name the current chunks, so a deploy is visible on the next load);
 *   files with a content hash in their name a year, immutable; anything else an hour;
 * - never served: a release's server build (`server/` beside the browser files, run by the gateway
 *   only) and the encoded siblings themselves (an implementation detail of the build);
 * - our content types (text/javascript), the same whether the sibling or the file is sent.
 *
 * The roots change while the gateway runs (a deploy adds a version folder, a build rewrites the
 * shell), so nothing is listed at start: routes call `sendBundleFile` with the root and the path.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'meta.json', 'index.html', 'latest.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ENCODED = /\.(gz|br)$/i;

export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The folder of a release holding its Node build (scripts/rspack/server-config.ts). */
export const SERVER_BUILD_DIR = 'server';

/**
 * Whether a path inside a release (or the shell's dist) may be sent to a browser: never its server
 * build, never an encoded sibling asked for by name. @fastify/static asks for the requested path
 * and again for the file it picked.
 */
export function isServableBundlePath(pathname: string): boolean {
  const segments = pathname.split(/[\\/]/).filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return false;
  if (segments[0]?.toLowerCase() === SERVER_BUILD_DIR) return false;
  return !ENCODED.test(pathname);
}

/** Content type by our table, else @fastify/static's own (from the name without .br/.gz). */
const typeOf = new WeakMap<FastifyReply, string>();

/**
 * Registers @fastify/static in the caller's scope without routes of its own (`serve: false`):
 * `reply.sendFile` with our rules. Call it from an encapsulated plugin (the site routes).
 */
export async function registerBundleFiles(scope: FastifyInstance) {
  await scope.register(fastifyStatic, {
    serve: false,
    decorateReply: true,
    preCompressed: true,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    acceptRanges: false,
    lastModified: false,
    cacheControl: false,
    allowedPath: (pathname) => isServableBundlePath(pathname),
    setHeaders(reply, file) {
      // `file` is the encoded sibling when one was chosen: the headers follow the file asked for.
      const logical = file.replace(ENCODED, '');
      reply.header('cache-control', cacheControlFor(logical));
      const type = TYPES[path.extname(logical).toLowerCase()];
      if (type) typeOf.set(reply, type);
    },
  });
  // @fastify/static sets its own content type after setHeaders when it sends a sibling.
  scope.addHook('onSend', async (_request, reply, payload) => {
    const type = typeOf.get(reply);
    if (type) reply.header('content-type', type);
    return payload;
  });
}

/**
 * Sends `relative` (decoded, as in the route's params) from `root`; a missing or refused file
 * answers the app's 404. `status` other than 200 (the SPA entry of an unknown page) is kept, and
 * then no validator is sent, so no conditional request can turn it into a 304.
 */
export function sendBundleFile(
  reply: FastifyReply,
  root: string,
  relative: string,
  options: { status?: number } = {},
) {
  const status = options.status ?? 200;
  reply.code(status);
  const pathname = `/${relative}`;
  if (!isServableBundlePath(pathname)) return reply.callNotFound();
  return status === 200
    ? reply.sendFile(pathname, root)
    : reply.sendFile(pathname, root, { etag: false, lastModified: false });
}

/** Path errors @fastify/static and @fastify/send answer (traversal, non-canonical, NUL): a 404 here. */
export function isRefusedPath(err: { code?: string; statusCode?: number; status?: number }): boolean {
  return (
    err.code === 'FST_STATIC_FORBIDDEN_PATH' ||
    err.statusCode === 403 ||
    err.status === 403 ||
    err.status === 400
  );
}
