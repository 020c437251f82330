import { changePasswordBodySchema } from '@archive/contracts/content-api';
import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { checkNewPassword, PASSWORD_MAX_LENGTH } from '@archive/contracts/password';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../../auth';
import { reopenOwnSession } from '../../../../auth/open-session';
import { tooMany } from '../../../../content/http';
import { okMessageSchema } from '../../../../content/schemas-local';
import { HttpError } from '../../../../lib/http-error';

/** A stolen session must not be enough to take the account: the current password is required. */
const body = changePasswordBodySchema.extend({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).describe('Current password (required)'),
});

/** After the spec's 'Errore nel cambio password', what went wrong (mf-auth shows its own words by code). */
const WRONG_CURRENT: Partial<Record<Locale, string>> = {
  it: 'la password attuale non è corretta',
  en: 'the current password is not correct',
  fr: 'le mot de passe actuel est incorrect',
  de: 'das aktuelle Passwort ist falsch',
  es: 'la contraseña actual no es correcta',
  hr: 'trenutna lozinka nije ispravna',
};

// POST /api/auth/ca/changePassword – the signed-in user's password: 'Password cambiata' / 'Errore nel cambio password'
export default async function changePassword(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/ca/changePassword',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change your password (current one required); 400 PASSWORD_POLICY, PASSWORD_MISMATCH or CURRENT_PASSWORD_WRONG, 429 after repeated wrong ones',
        body,
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
      // Guessing the current password here costs what guessing it at the login does.
      const gate = await app.identity.throttle.begin(user.email, request.ip);
      if ('wait' in gate) throw tooMany(request, reply, gate.wait);
      if (!(await app.identity.users.checkPassword(user, currentPassword)))
        throw new HttpError(
          400,
          `${t('auth.passwordChangeFailed', locale)}: ${WRONG_CURRENT[locale] ?? WRONG_CURRENT.en}`,
          'CURRENT_PASSWORD_WRONG',
          [{ field: 'body.currentPassword', message: WRONG_CURRENT[locale] ?? WRONG_CURRENT.en }],
        );
      await app.identity.throttle.succeeded(gate.attempt);
      await app.identity.users.setPassword(user, password);
      // Other sessions and unused sign-in tokens end with the old password; this session is reopened.
      await reopenOwnSession(request, reply, user.id);
      return { ok: true as const, message: t('auth.passwordChanged', locale) };
    },
  );
}
