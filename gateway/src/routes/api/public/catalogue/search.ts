import { catalogueSearchCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tellNamesakesApart } from '../../../../catalogue/namesakes';

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
      const query = {
        ...selection,
        sort: body.sort,
        limit: body.limit,
        skip: body.skip,
        facets: body.facets,
        facetSize: body.facetSize,
      };
      // Counts and facets without a page of records (the home's counts, a search teaser) are the
      // same for every visitor: reused while the records stay the same.
      const page =
        body.limit === 0
          ? await app.catalogue.remembered(body.locale, 'counts', query, () =>
              app.catalogue.store.search(body.locale, query),
            )
          : await app.catalogue.store.search(body.locale, query);
      const facets = page.facets
        ? await tellNamesakesApart(page.facets, body.locale, (locale, table, id) =>
            app.catalogue.store.record(locale, table, id),
          )
        : undefined;
      return {
        data: page.data.map((r) => app.catalogue.card(r, body.locale, body.pins, selection.terms)),
        count: page.count,
        ...(facets ? { facets } : {}),
      };
    },
  });
}
