import { catalogueTimelineCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/timeline – matching records per year, every year from first to last
export default async function catalogueTimeline(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueTimelineCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueTimelineCall.summary,
      body: catalogueTimelineCall.body,
      response: { 200: catalogueTimelineCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const { from, to, ...query } = request.body;
      const selection = await app.catalogue.selection(query);
      const data = await app.catalogue.remembered(query.locale, 'timeline', { selection, from, to }, () =>
        app.catalogue.store.timeline(query.locale, selection, from, to),
      );
      return { data };
    },
  });
}
