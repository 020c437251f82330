import { catalogueMapCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/map – places (/place/ filtri with coordinates) of the matching records
export default async function catalogueMap(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueMapCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueMapCall.summary,
      body: catalogueMapCall.body,
      response: { 200: catalogueMapCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const selection = await app.catalogue.selection(request.body);
      const { locale } = request.body;
      const data = await app.catalogue.remembered(locale, 'map', selection, () =>
        app.catalogue.store.mapPoints(locale, selection),
      );
      return { data };
    },
  });
}
