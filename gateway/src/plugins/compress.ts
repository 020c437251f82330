import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * gzip or brotli (by Accept-Encoding) for the /api answers only. The bundles and the SPA entry are
 * compressed once at build time and sent as their .br/.gz siblings (site/static-files.ts), and
 * uploads are images and audio, so every other route opts out. Request bodies are not inflated:
 * no client of ours sends them compressed, and a small gzip body could inflate to far more than
 * the body limit judges.
 */
export default fp(
  async (app: FastifyInstance) => {
    // Runs before the compress plugin's own onRoute hook (hooks run in the order they were added).
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') && route.config?.compress === undefined) route.compress = false;
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
