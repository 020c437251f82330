import { upsertUserBodySchema, upsertUserCall } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import { checkPassword } from '@archive/contracts/password';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { reopenOwnSession } from '../../../../auth/open-session';
import { EmailTakenError, isKnownRole, LastAdminError, UnknownUserError } from '../../../../identity/users';
import { HttpError } from '../../../../lib/http-error';
import { assertCanGrant, assertCanManage, requireUserAdmin } from './user-admin-access';

// POST /api/auth/ca/upsert – create (no id) or edit a user (admins; managers up to manager); password policy from site options
export default async function upsert(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/ca/upsert',
    {
      preValidation: requireUserAdmin(app),
      schema: {
        tags: ['users'],
        summary:
          'Create (no id) or update a user (level 16; level 8 only users and roles without the admin bit, else 403 ADMIN_ONLY); 404 NOT_FOUND for an unknown id, 409 EMAIL_TAKEN or LAST_ADMIN',
        body: upsertUserBodySchema,
        response: { 200: upsertUserCall.response },
      },
    },
    async (request, reply) => {
      const { locale, ...form } = request.body;
      if (!isKnownRole(form.role))
        throw new HttpError(400, t('users.unknownRole', locale), 'VALIDATION', [
          { field: 'body.role', message: t('users.unknownRole', locale) },
        ]);
      assertCanGrant(request, form.role, locale);
      if (form.id) await assertCanManage(app, request, form.id, locale);
      if (form.password) {
        const check = checkPassword(form.password, (await app.content.siteOptions()).password, locale);
        if (!check.ok) throw new HttpError(400, check.message, 'PASSWORD_POLICY');
      }
      try {
        const result = await app.identity.users.upsert(form);
        const me = sessionOf(request);
        if (result.id === me.uid) {
          const after = await app.identity.users.get(me.uid);
          if (after && after.sessionVersion !== me.user.sessionVersion)
            await reopenOwnSession(request, reply, me.uid);
        }
        return result;
      } catch (err) {
        if (err instanceof EmailTakenError)
          throw new HttpError(409, t('users.emailTaken', locale), 'EMAIL_TAKEN');
        if (err instanceof LastAdminError)
          throw new HttpError(409, t('users.lastAdmin', locale), 'LAST_ADMIN');
        // An edit of a user deleted meanwhile (or a made-up id) must not create an account.
        if (err instanceof UnknownUserError)
          throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
        throw err;
      }
    },
  );
}
