import { mongoSearchCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/public/mongo/search – seed raw find: whitelisted query, public records only, capped page
export default async function mongoSearch(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(mongoSearchCall.path, {
    schema: {
      summary: mongoSearchCall.summary,
      body: mongoSearchCall.body,
      response: { 200: mongoSearchCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => app.catalogue.rawFind(request.body),
  });
}
