import { ADMIN_BIT } from '@archive/contracts/access';
import { getUserListCall } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { toListItem } from '../../../../identity/users';

// GET /api/auth/ca/getUserList – every user, without password data (admins)
export default async function getUserList(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/ca/getUserList',
    {
      preValidation: requireLevel(ADMIN_BIT),
      schema: {
        tags: ['users'],
        summary: 'All users (level 16)',
        response: { 200: getUserListCall.response },
      },
    },
    async () => ({ data: (await app.identity.users.list()).map(toListItem) }),
  );
}
