import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueCsrfToken } from '../../../auth/cookies';
import { csrfResponseSchema } from '../../../content/schemas-local';

// GET /api/public/csrf – sets (or keeps) the oa_csrf cookie and answers its value
export default async function csrf(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/csrf',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'CSRF token for the x-csrf-token header',
        response: { 200: csrfResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueCsrfToken(request, reply) };
    },
  );
}
