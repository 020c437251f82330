import { mongoRelatedCall, relatedParamsSchema } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDER_DIRECT_PAST_FLOOD_CONTROL } from '../../../../site/ssr/direct-calls';
import { mongoRateLimit } from './rate-limit';

// POST /api/public/mongo/related/relations_{locale}/{table}/{id} – relations whose both sides are public
export default async function mongoRelated(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(mongoRelatedCall.path, {
    // Per-address flood control before the body is parsed (rate-limit.ts).
    onRequest: mongoRateLimit(app),
    // A server render calls it by its handler, past the flood control (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT_PAST_FLOOD_CONTROL,
    schema: {
      summary: mongoRelatedCall.summary,
      params: relatedParamsSchema,
      body: mongoRelatedCall.body,
      response: { 200: mongoRelatedCall.response, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      const { collection, table, id } = request.params;
      const locale = collection.slice('relations_'.length) as Parameters<
        typeof app.catalogue.store.related
      >[0];
      return { data: await app.catalogue.store.related(locale, table, id) };
    },
  });
}
