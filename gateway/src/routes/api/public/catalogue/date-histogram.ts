import { catalogueDateHistogramCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMPTY_HISTOGRAM } from '../../../../catalogue/date-histogram';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/date-histogram – a search's results by century, decade, year or month
export default async function catalogueDateHistogram(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueDateHistogramCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueDateHistogramCall.summary,
      body: catalogueDateHistogramCall.body,
      response: { 200: catalogueDateHistogramCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const store = app.catalogue.store;
      // A store without it (MongoDB) answers no bars: the page then shows only the typed date filter.
      if (!store.dateHistogram) return EMPTY_HISTOGRAM;
      const selection = await app.catalogue.selection(request.body);
      // The same for every visitor asking the same search: remembered while the records stay the same.
      return app.catalogue.remembered(request.body.locale, 'date-histogram', selection, () =>
        store.dateHistogram!(request.body.locale, selection),
      );
    },
  });
}
