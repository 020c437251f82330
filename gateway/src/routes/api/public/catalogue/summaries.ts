import { catalogueSummariesCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/summaries – summary field lists per table and type
export default async function catalogueSummaries(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueSummariesCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueSummariesCall.summary,
      body: catalogueSummariesCall.body,
      response: { 200: catalogueSummariesCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => ({
      data: await app.catalogue.store.summaries(request.body.locale, request.body.table),
    }),
  });
}
