import { catalogueRandomImagesCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/random-images – public images for the shuffle (vertical/horizontal variants)
export default async function catalogueRandomImages(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueRandomImagesCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueRandomImagesCall.summary,
      body: catalogueRandomImagesCall.body,
      response: { 200: catalogueRandomImagesCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const { locale, ...options } = request.body;
      const records = await app.catalogue.store.randomImages(locale, options);
      return {
        data: records.flatMap((r) => {
          const img = r.primaryImg;
          const url = img?.url.medium ?? img?.url.large ?? img?.url.original;
          if (!img || !url) return [];
          return [
            {
              id: r.id,
              table: r.table,
              preferred_label: r.preferred_label,
              link: app.catalogue.card(r, locale).link,
              image: {
                url,
                ...(img.url.large ? { large: img.url.large } : {}),
                ...(img.url.original ? { original: img.url.original } : {}),
                width: img.size.width,
                height: img.size.height,
              },
            },
          ];
        }),
      };
    },
  });
}
