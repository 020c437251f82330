import { changePasswordBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import { checkNewPassword } from '@archive/contracts/password';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { reopenOwnSession } from '../../../../auth/open-session';
import { okMessageSchema } from '../../../../content/schemas-local';
import { verifyPassword } from '../../../../identity/passwords';
import { HttpError } from '../../../../lib/http-error';

// POST /api/auth/ca/changePassword – the signed-in user's password: 'Password cambiata' / 'Errore nel cambio password'
export default async function changePassword(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/ca/changePassword',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change your password; 400 PASSWORD_POLICY, PASSWORD_MISMATCH or PASSWORD_CHANGE_FAILED (wrong current password)',
        body: changePasswordBodySchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, password, confirmation, locale } = request.body;
      const { user } = sessionOf(request);
      const check = checkNewPassword(
        password,
        confirmation,
        (await app.content.siteOptions()).password,
        locale,
      );
      if (!check.ok)
        throw new HttpError(
          400,
          check.message,
          password === confirmation ? 'PASSWORD_POLICY' : 'PASSWORD_MISMATCH',
        );
      if (currentPassword !== undefined && !(await verifyPassword(currentPassword, user.passwordHash)))
        throw new HttpError(400, t('auth.passwordChangeFailed', locale), 'PASSWORD_CHANGE_FAILED');
      await app.identity.users.setPassword(user, password);
      // Other sessions end with the old password; this one is reopened.
      await reopenOwnSession(request, reply, user.id);
      return { ok: true as const, message: t('auth.passwordChanged', locale) };
    },
  );
}
