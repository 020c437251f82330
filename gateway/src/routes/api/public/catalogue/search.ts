import { catalogueSearchCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/public/catalogue/search – text + tables + filter tokens, sorted page and facet counts
export default async function catalogueSearch(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueSearchCall.path, {
    schema: {
      summary: catalogueSearchCall.summary,
      body: catalogueSearchCall.body,
      response: { 200: catalogueSearchCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const body = request.body;
      const selection = await app.catalogue.selection(body);
      const page = await app.catalogue.store.search(body.locale, {
        ...selection,
        sort: body.sort,
        limit: body.limit,
        skip: body.skip,
        facets: body.facets,
        facetSize: body.facetSize,
      });
      return {
        data: page.data.map((r) => app.catalogue.card(r, body.locale, body.pins)),
        count: page.count,
        ...(page.facets ? { facets: page.facets } : {}),
      };
    },
  });
}
