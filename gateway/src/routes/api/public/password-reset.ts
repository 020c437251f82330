import { randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_SECONDS } from '@archive/contracts/constants';
import {
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
} from '@archive/contracts/content-api';
import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { checkNewPassword, PASSWORD_MAX_LENGTH } from '@archive/contracts/password';
import { localePrefix } from '@archive/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitForms } from '../../../content/http';
import { okMessageSchema } from '../../../content/schemas-local';
import { HttpError } from '../../../lib/http-error';
import { absoluteUrl } from '../../../site/public-origin';

const confirmBody = passwordResetConfirmBodySchema.extend({
  confirmation: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .optional()
    .describe('New password again; checked when sent'),
});

/**
 * Mails the reset link, after the answer has gone: looking the address up, signing and sending
 * take time only for known addresses, and the caller must not be able to tell which it asked
 * about. The link's origin comes from configuration (site/public-origin.ts): a request naming a
 * Host that is not allowed gets no mail at all.
 */
async function mailResetLink(app: FastifyInstance, request: FastifyRequest, email: string, locale: Locale) {
  const user = await app.identity.users.findByEmail(email);
  if (!user || user.disabled) return;
  const token = app.identity.signer.sign('reset', user.id, RESET_TOKEN_TTL_SECONDS, {
    email: user.email,
    purpose: 'password-reset',
    jti: randomBytes(12).toString('base64url'),
    v: user.sessionVersion,
  });
  const link = absoluteUrl(request, `${localePrefix(locale)}/reset_password/${token}`);
  if (!link) {
    request.log.warn({ host: request.host }, 'password reset not mailed: Host not allowed (set PUBLIC_URL)');
    return;
  }
  const site = (await app.content.siteOptions()).title || 'Archivio';
  await app.mail.send({
    to: user.email,
    subject: `${site}: reimposta la password / reset your password`,
    text: [
      `Per reimpostare la password apri questo link (valido 24 ore, utilizzabile una volta):`,
      link,
      '',
      'To reset your password open the link above (valid for 24 hours, usable once).',
      '',
      'Se non hai chiesto tu il cambio, ignora questo messaggio. If you did not ask for it, ignore this message.',
    ].join('\n'),
  });
  request.log.info({ uid: user.id }, 'password reset link sent');
}

// POST /api/public/password-reset/request (alias /api/public/password/reset-request) – mails a 1-day link
// POST /api/public/password-reset/confirm (alias /api/public/password/reset) – sets the password, token used once
export default async function passwordReset(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mails still on their way are awaited on close, so a shutdown does not lose them.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  for (const url of ['/api/public/password-reset/request', '/api/public/password/reset-request']) {
    api.post(
      url,
      {
        schema: {
          tags: ['password'],
          summary:
            'Mail a reset link to /reset_password/{token}; same answer, in the same time, whether the address exists',
          body: passwordResetRequestBodySchema,
          response: { 200: okMessageSchema },
        },
      },
      async (request, reply) => {
        await limitForms(request, reply, 'reset');
        const { email, locale } = request.body;
        reply.raw.once('finish', () => {
          const job = mailResetLink(app, request, email, locale)
            .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'))
            .finally(() => sending.delete(job));
          sending.add(job);
        });
        return { ok: true as const, message: t('auth.resetRequested', locale) };
      },
    );
  }

  for (const url of ['/api/public/password-reset/confirm', '/api/public/password/reset']) {
    api.post(
      url,
      {
        schema: {
          tags: ['password'],
          summary:
            'Set a new password with a reset token; 400 RESET_TOKEN_INVALID (details.reason) or PASSWORD_POLICY',
          body: confirmBody,
          response: { 200: okMessageSchema },
        },
      },
      async (request) => {
        const { token, password, confirmation, locale } = request.body;
        const invalid = (reason: 'invalid' | 'expired' | 'used') =>
          new HttpError(400, t('auth.resetTokenInvalid', locale), 'RESET_TOKEN_INVALID', { reason });
        const claims = app.identity.signer.verify('reset', token);
        if (claims === 'expired') throw invalid('expired');
        if (!claims || typeof claims.jti !== 'string') throw invalid('invalid');
        const user = await app.identity.users.get(claims.sub);
        // A password changed since the mail (v moved on) retires the link too.
        if (!user || user.disabled || claims.v !== user.sessionVersion) throw invalid('used');
        const check = checkNewPassword(
          password,
          confirmation ?? password,
          (await app.content.siteOptions()).password,
          locale,
        );
        if (!check.ok)
          throw new HttpError(
            400,
            check.message,
            confirmation !== undefined && confirmation !== password ? 'PASSWORD_MISMATCH' : 'PASSWORD_POLICY',
          );
        // Single use, atomically: the first request to record the token id wins.
        const first = await app.content.store.insertRecord('reset-tokens-used', {
          id: claims.jti,
          value: { uid: user.id, at: new Date().toISOString() },
          expiresAt: claims.exp,
        });
        if (!first) throw invalid('used');
        await app.identity.users.setPassword(user, password);
        return { ok: true as const, message: t('auth.passwordChanged', locale) };
      },
    );
  }
}
