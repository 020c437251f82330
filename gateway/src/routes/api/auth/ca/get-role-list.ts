import { getRoleListCall } from '@archive/contracts/content-api';
import { grantableRoles } from '@archive/contracts/user-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { ROLE_LIST } from '../../../../identity/users';
import { requireUserAdmin } from './user-admin-access';

// GET /api/auth/ca/getRoleList – roles the caller may give (managers: none carrying the admin bit)
export default async function getRoleList(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/ca/getRoleList',
    {
      preValidation: requireUserAdmin(app),
      schema: {
        tags: ['users'],
        summary: 'Roles the caller may give (level 16: all; level 8: those without the admin bit)',
        response: { 200: getRoleListCall.response },
      },
    },
    async (request) => ({ data: grantableRoles(sessionOf(request).level, ROLE_LIST) }),
  );
}
