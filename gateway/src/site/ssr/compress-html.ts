import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A server-rendered page compressed for the visitor (the static bundles have build-time .br/.gz
 * siblings; a page drawn per request cannot). Brotli at quality 4, a usual setting for dynamic
 * answers (about as fast as gzip, smaller), else gzip; off the event loop (zlib's thread pool).
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(?!;q=0(?:\\.0*)?(?:,|$))`, 'i').test(acceptEncoding ?? '');
  if (html.length < 1024) return { body: html };
  if (accepts('br'))
    return {
      body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  if (accepts('gzip')) return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html };
}
