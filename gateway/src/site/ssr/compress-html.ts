import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A server-rendered page compressed for the visitor (the static bundles have build-time .br/.gz
 * siblings; a page drawn per request cannot). Brotli at quality 1, else gzip at level 1, on the
 * event loop: through zlib's thread pool quality 1 took twice the CPU (0.59 against 0.29 ms a
 * page; handing the work over costs more than the work; issue 22). Such a page is a signed-in visitor's, drawn and compressed per
 * request: on the demo's 67 KB pages quality 1 takes 0.3 ms of a core for 16 KB where quality 4
 * took 1.8 ms for 14 KB (bench/README.md, render-cost.ts), and under load those cores are the ones
 * drawing the pages.
 */
export async function compressHtml(
  html: Buffer | string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(?!;q=0(?:\\.0*)?(?:,|$))`, 'i').test(acceptEncoding ?? '');
  // A Buffer's length is its bytes, a string's its characters: either way a page under 1 KB or so.
  if (html.length < 1024) return { body: html };
  if (accepts('br'))
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      encoding: 'br',
    };
  if (accepts('gzip')) return { body: gzipSync(html, { level: 1 }), encoding: 'gzip' };
  return { body: html };
}
