import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The quick brotli copy of a page drawn for one request: a signed-in visitor's page (below) and an
 * anonymous miss (the page cache's first copy). On the event loop: through zlib's thread pool the
 * same work took twice the CPU (0.59 against 0.29 ms a page; handing the work over costs more than
 * the work), and under load every core is drawing pages. Quality 0, brotli's one-pass mode: on the
 * demo's pages 0.15-0.19 ms of a core a page where quality 1 took 0.24 ms (a record page: 16.0
 * against 15.5 KB; quality 4 took 1.8 ms for 14 KB) (issue 22; bench/README.md "Serving").
 */
export const quickBrotli = (html: Buffer | string): Buffer =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 0,
      [constants.BROTLI_PARAM_SIZE_HINT]: typeof html === 'string' ? html.length : html.byteLength,
    },
  });

/** Accept-Encoding names it, without `;q=0`. */
const ACCEPTS = {
  br: /(^|[,\s])br(?!;q=0(?:\.0*)?(?:,|$))/i,
  gzip: /(^|[,\s])gzip(?!;q=0(?:\.0*)?(?:,|$))/i,
};

/**
 * A server-rendered page compressed for the visitor (the static bundles have build-time .br/.gz
 * siblings; a page drawn per request cannot): brotli (`quickBrotli`), else gzip at level 1.
 */
export async function compressHtml(
  html: Buffer | string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  // A Buffer's length is its bytes, a string's its characters: either way a page under 1 KB or so.
  if (html.length < 1024) return { body: html };
  if (ACCEPTS.br.test(acceptEncoding ?? '')) return { body: quickBrotli(html), encoding: 'br' };
  if (ACCEPTS.gzip.test(acceptEncoding ?? ''))
    return { body: gzipSync(html, { level: 1 }), encoding: 'gzip' };
  return { body: html };
}
