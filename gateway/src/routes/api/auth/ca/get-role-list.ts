import { ADMIN_BIT } from '@archive/contracts/access';
import { getRoleListCall } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { ROLE_LIST } from '../../../../identity/users';

// GET /api/auth/ca/getRoleList – roles a user can be given (admins)
export default async function getRoleList(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/ca/getRoleList',
    {
      preValidation: requireLevel(ADMIN_BIT),
      schema: {
        tags: ['users'],
        summary: 'Assignable roles (level 16)',
        response: { 200: getRoleListCall.response },
      },
    },
    async () => ({ data: ROLE_LIST }),
  );
}
