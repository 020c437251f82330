import { mongoAggregateCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/public/mongo/aggregate – seed pipeline: whitelisted stages over public records, rows capped
export default async function mongoAggregate(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(mongoAggregateCall.path, {
    schema: {
      summary: mongoAggregateCall.summary,
      body: mongoAggregateCall.body,
      response: { 200: mongoAggregateCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => ({ data: await app.catalogue.rawAggregate(request.body) }),
  });
}
