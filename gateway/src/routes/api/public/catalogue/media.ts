import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_MEDIA_PATH } from '@archive/contracts/catalogue-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoPictureDrawer } from '../../../../catalogue/demo/demo-picture-guard';
import { notFound } from '../../../../lib/http-error';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

// GET /api/public/catalogue/media/:file – the catalogue's locally stored images (demo pictures drawn on first request)
export default async function catalogueMedia(app: FastifyInstance) {
  const drawDemo = demoPictureDrawer(app.catalogueMediaDir, () =>
    app.hasDecorator('catalogue') ? app.catalogue.store : undefined,
  );
  app.withTypeProvider<ZodTypeProvider>().get(`${CATALOGUE_MEDIA_PATH}/:file`, {
    schema: {
      // A plain file name: no slashes, no dot-dot, a known image extension.
      params: z.object({
        file: z
          .string()
          .regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}\.(png|jpe?g|webp)$/, 'not an image file name'),
      }),
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      // The demo catalogue's pictures are drawn on first request (catalogue/demo/images.ts).
      await drawDemo(file).catch((err: unknown) =>
        request.log.warn({ err, file }, 'demo picture could not be drawn'),
      );
      let body: Buffer;
      try {
        body = await readFile(join(app.catalogueMediaDir, file));
      } catch {
        throw notFound(`No image ${file}`);
      }
      const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
      return reply
        .header('content-type', TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    },
  });
}
