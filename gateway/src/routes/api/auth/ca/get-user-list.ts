import { getUserListCall } from '@archive/contracts/content-api';
import { canManageUser } from '@archive/contracts/user-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { toListItem } from '../../../../identity/users';
import { requireUserAdmin } from './user-admin-access';

// GET /api/auth/ca/getUserList – the users the caller manages (admins: all; managers: up to manager), no password data
export default async function getUserList(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/ca/getUserList',
    {
      preValidation: requireUserAdmin(app),
      schema: {
        tags: ['users'],
        summary: 'Users the caller manages: all for level 16, those without the admin bit for level 8',
        response: { 200: getUserListCall.response },
      },
    },
    async (request) => {
      const me = sessionOf(request).level;
      // A manager never edits an administrator, so is not shown them either.
      const data = (await app.identity.users.list())
        .map(toListItem)
        .filter((u) => canManageUser(me, u.level));
      return { data };
    },
  );
}
