import { mongoSearchCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerBusy } from './busy';
import { afterPages } from './pages-first';
import { mongoRateLimit } from './rate-limit';

// POST /api/public/mongo/search – seed raw find: whitelisted query, public records only, capped page;
// scans and large sorts run in a raw-query worker within a budget (400 past it, 503 when busy)
export default async function mongoSearch(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(mongoSearchCall.path, {
    // Per-address flood control before the body is parsed (rate-limit.ts).
    onRequest: mongoRateLimit(app),
    schema: {
      summary: mongoSearchCall.summary,
      body: mongoSearchCall.body,
      response: {
        200: mongoSearchCall.response,
        400: errorResponseSchema,
        429: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      answerBusy(
        reply,
        afterPages(app).then(() => app.catalogue.rawFind(request.body)),
      ),
  });
}
