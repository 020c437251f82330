import { mongoAggregateCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerBusy } from './busy';
import { afterPages } from './pages-first';
import { mongoRateLimit } from './rate-limit';

// POST /api/public/mongo/aggregate – seed pipeline: whitelisted stages over public records, rows capped,
// evaluated in a raw-query worker within a time, memory and answer budget (400 past it, 503 when busy)
export default async function mongoAggregate(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(mongoAggregateCall.path, {
    // Per-address flood control before the body is parsed (rate-limit.ts).
    onRequest: mongoRateLimit(app),
    schema: {
      summary: mongoAggregateCall.summary,
      body: mongoAggregateCall.body,
      response: {
        200: mongoAggregateCall.response,
        400: errorResponseSchema,
        429: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      answerBusy(
        reply,
        afterPages(app)
          .then(() => app.catalogue.rawAggregate(request.body))
          .then((data) => ({ data })),
      ),
  });
}
