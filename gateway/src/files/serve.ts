import { mkdirSync } from 'node:fs';
import { basename, extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MIME_BY_EXT } from './sniff';

/**
 * GET /files/... – local uploads with safe headers: the content type comes from our own extension
 * table (never guessed from content), nosniff, images inline, anything else as an attachment, and a
 * sandboxing CSP so a stored file can never run script on the site's origin.
 */
export async function serveLocalFiles(app: FastifyInstance, root: string) {
  mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const ext = extname(path).slice(1).toLowerCase();
        const type = MIME_BY_EXT[ext] ?? 'application/octet-stream';
        reply.header('content-type', type);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        // Names are random and never reused: the bytes behind a URL never change. A private site
        // has already said `private` (plugins/private-site.ts): that one stays.
        if (!reply.hasHeader('cache-control'))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        if (!type.startsWith('image/'))
          reply.header(
            'content-disposition',
            `attachment; filename="${basename(path).replace(/[^\w.-]/g, '_')}"`,
          );
      },
    });
  });
}
