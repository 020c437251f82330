import { catalogueChildrenCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/children – a page of a node's public children, by ordine then label
export default async function catalogueChildren(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueChildrenCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueChildrenCall.summary,
      body: catalogueChildrenCall.body,
      response: { 200: catalogueChildrenCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const { table, id, locale, limit, skip } = request.body;
      const page = await app.catalogue.store.children(locale, table, id, limit, skip);
      return {
        data: page.data.map((n) => ({
          ...app.catalogue.card(n.record, locale),
          childrenCount: n.childrenCount,
        })),
        count: page.count,
      };
    },
  });
}
