import { createReadStream, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends built bundle files: precompressed .br/.gz siblings when the client accepts them (the
 * build writes them, so nothing is compressed per request), cache headers by kind, ETag + 304.
 *
 * - remoteEntry.js, mf-manifest.json, meta.json, index.html: `no-cache` (always revalidated: they
 *   name the current chunks, so a deploy is visible on the next load);
 * - files with a content hash in their name: a year, immutable;
 * - anything else: an hour.
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

export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Resolves `relative` inside `root`; undefined for traversal attempts or anything not a file. */
/** The folder of a release holding its Node build (scripts/rspack/server-config.ts). */
export const SERVER_BUILD_DIR = 'server';

export function resolveInside(root: string, relative: string): { file: string; stats: Stats } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  if (/\.(gz|br)$/.test(file)) return undefined; // the encoded siblings are an implementation detail
  // A release's server build (server/ beside the browser files) runs in the gateway; it is never
  // sent to a browser.
  if (path.relative(root, file).split(path.sep)[0] === SERVER_BUILD_DIR) return undefined;
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : undefined;
  } catch {
    return undefined;
  }
}

const statIfFile = (file: string): Stats | undefined => {
  try {
    const s = statSync(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
};

export function sendBundleFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: { file: string; stats: Stats },
  options: { status?: number; cacheControl?: string } = {},
) {
  const { file, stats } = found;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('cache-control', options.cacheControl ?? cacheControlFor(file))
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  const status = options.status ?? 200;
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepts)) continue;
    const encoded = statIfFile(file + ext);
    if (!encoded) continue;
    return reply
      .code(status)
      .header('content-encoding', encoding)
      .header('content-length', encoded.size)
      .send(createReadStream(file + ext));
  }
  return reply.code(status).header('content-length', stats.size).send(createReadStream(file));
}
