import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../../../auth/cookies';
import { localeOf } from '../../../identity/locale';
import { HttpError } from '../../../lib/http-error';

// GET /api/auth/logout – ends the session server-side and clears the cookie (401 when there was none)
export default async function logout(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Close the session',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // Registered outside the session hook so a stale cookie is cleared even when it no longer works.
      const session = await request.loadSession();
      clearSessionCookie(request, reply);
      if (!session)
        throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
      await app.identity.provider.revokeSession(session.cookie);
      return { ok: true as const };
    },
  );
}
