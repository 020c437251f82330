import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { CachedPage, Encoding, PageCache } from './page-cache';

/**
 * HTTP caching of pages (issue 22): what browsers, proxies and CDNs are told.
 *
 * - Anonymous pages: `public, max-age=0, s-maxage=N, stale-while-revalidate=M`. A browser checks
 *   back every time (cheap: a strong ETag, 304 when it still holds the page); a shared cache may
 *   keep the page N seconds and serve it M more while fetching a new one. `Cache-Tag` (comma
 *   separated, Cloudflare and others) and `Surrogate-Key` (space separated, Fastly, Varnish
 *   modules) name what the page shows, so a purge by tag drops it at once (cache-tags.ts).
 * - Signed-in pages, and any answer that sets a cookie: `private, no-store`.
 * - `Vary: Accept-Encoding, Cookie`: the HTML depends on the consent cookie and on whether a
 *   session cookie is present, which HTTP can only say as "Cookie". A cache that follows Vary to
 *   the letter stays correct; one keyed on the consent cookie alone and bypassed on the session
 *   cookie keeps one copy per consent choice (README "Serving under load" gives the rules).
 *
 * The ETag is one per representation: the HTML's hash, with `-br` / `-gz` for compressed copies
 * (a strong validator names exact bytes). If-None-Match matching any of a page's copies is a 304.
 */
export const PAGE_VARY = 'Accept-Encoding, Cookie';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };
const etagOf = (entry: CachedPage, encoding: Encoding | undefined) =>
  `"${entry.etag}${encoding ? SUFFIX[encoding] : ''}"`;

/** The encoding to send: brotli, else gzip, when the client takes it (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(?!;q=0(?:\\.0*)?(?:,|$))`, 'i').test(acceptEncoding ?? '');
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names one of the page's copies (or is `*`). */
function matches(ifNoneMatch: string | undefined, entry: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const mine = new Set([etagOf(entry, undefined), etagOf(entry, 'br'), etagOf(entry, 'gzip')]);
  return ifNoneMatch.split(',').some((tag) => mine.has(tag.trim().replace(/^W\//, '')));
}

export type CacheOutcome = 'HIT' | 'STALE' | 'MISS';

/** Sends a cached page with its validators and shared-cache headers, or 304. */
export async function sendCachedPage(
  cache: PageCache,
  key: string,
  entry: CachedPage,
  outcome: CacheOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'PAGE_CACHE_S_MAXAGE' | 'PAGE_CACHE_STALE_SECONDS'>,
) {
  const encoding = entry.plainBytes >= 1024 ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', PAGE_VARY)
    .header('x-cache', outcome)
    .header('cache-tag', entry.cacheTag)
    .header('surrogate-key', entry.surrogateKey);
  // A hook that set a cookie on this answer (none does today) makes it personal after all.
  if (reply.hasHeader('set-cookie')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  else
    reply.header(
      'cache-control',
      `public, max-age=0, s-maxage=${config.PAGE_CACHE_S_MAXAGE}, stale-while-revalidate=${config.PAGE_CACHE_STALE_SECONDS}`,
    );
  if (entry.status === 200) {
    reply.header('etag', etagOf(entry, encoding));
    if (matches(request.headers['if-none-match'], entry)) return reply.code(304).send();
  }
  const body = await cache.body(key, entry, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(entry.status).send(body);
}
