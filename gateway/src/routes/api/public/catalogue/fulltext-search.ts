import { fulltextSearchCall } from '@archive/contracts/fulltext';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchRecordText } from '../../../../catalogue/fulltext/search-record';
import { notFound } from '../../../../lib/http-error';

// POST /api/public/catalogue/fulltext-search – hits of a query in one public record's page text
export default async function catalogueFulltextSearch(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(fulltextSearchCall.path, {
    schema: {
      summary: fulltextSearchCall.summary,
      body: fulltextSearchCall.body,
      response: { 200: fulltextSearchCall.response, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const { table, id, locale, q } = request.body;
      const answer = await searchRecordText(app.catalogue.store, locale, table, id, q);
      // Private and missing records answer the same 404, as the record call does.
      if (!answer) throw notFound(`No public record ${table}/${id}`);
      return answer;
    },
  });
}
