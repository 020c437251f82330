import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth';
import { issueCsrfToken } from '../../../auth/cookies';
import { sessionUserOutSchema } from '../../../content/schemas-local';
import { toSessionUser } from '../../../identity/users';

// GET /api/auth/profile – the signed-in user: roles, computed level, pins, profile data; refreshes oa_csrf
export default async function profile(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/profile',
    {
      schema: { tags: ['sign-in'], summary: 'The signed-in user', response: { 200: sessionUserOutSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      issueCsrfToken(request, reply);
      // requireSession ran in the scope's hook
      return toSessionUser(sessionOf(request).user);
    },
  );
}
