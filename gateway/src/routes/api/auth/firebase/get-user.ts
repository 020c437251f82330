import { withLocale } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { userDocResponseSchema } from '../../../../content/schemas-local';
import { toSessionUser } from '../../../../identity/users';

// POST /api/auth/firebase/getUser – the signed-in user's profile document (pins, profile data)
export default async function getUser(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/getUser',
    {
      schema: {
        tags: ['user'],
        summary: 'Profile document',
        body: withLocale({}),
        response: { 200: userDocResponseSchema },
      },
    },
    async (request) => {
      const user = toSessionUser(sessionOf(request).user);
      return { pins: user.pins, profile: user.profile };
    },
  );
}
