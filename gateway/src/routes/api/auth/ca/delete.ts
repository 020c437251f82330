import { deleteUserBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../../auth';
import { LastAdminError } from '../../../../identity/users';
import { HttpError } from '../../../../lib/http-error';
import { assertCanManage, requireUserAdmin } from './user-admin-access';

// POST /api/auth/ca/delete – delete a user (admins; managers up to manager); never oneself, never the last administrator
export default async function deleteUser(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/ca/delete',
    {
      preValidation: requireUserAdmin(app),
      schema: {
        tags: ['users'],
        summary:
          'Delete a user (level 16; level 8 not an administrator, else 403 ADMIN_ONLY); 400 SELF_DELETE, 409 LAST_ADMIN, 404 NOT_FOUND',
        body: deleteUserBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { id, locale } = request.body;
      if (id === sessionOf(request).uid)
        throw new HttpError(400, t('users.selfDelete', locale), 'SELF_DELETE');
      await assertCanManage(app, request, id, locale);
      try {
        if (!(await app.identity.users.remove(id)))
          throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
      } catch (err) {
        if (err instanceof LastAdminError)
          throw new HttpError(409, t('users.lastAdmin', locale), 'LAST_ADMIN');
        throw err;
      }
      return { ok: true as const };
    },
  );
}
