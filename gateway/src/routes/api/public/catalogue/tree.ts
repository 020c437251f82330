import { catalogueTreeCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/tree – tree roots from the site option queryAlbero (default top-level ca_objects)
export default async function catalogueTree(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueTreeCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueTreeCall.summary,
      body: catalogueTreeCall.body,
      response: { 200: catalogueTreeCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const { locale, limit, skip } = request.body;
      const queryAlbero = await app.catalogue.queryAlbero(locale);
      // The same roots for every visitor (the home's tree): reused while the records stay the same.
      return app.catalogue.remembered(locale, 'tree', { queryAlbero, limit, skip }, async () => {
        const page = await app.catalogue.store.tree(locale, queryAlbero, limit, skip);
        return {
          data: page.data.map((n) => ({
            ...app.catalogue.card(n.record, locale),
            childrenCount: n.childrenCount,
          })),
          count: page.count,
        };
      });
    },
  });
}
