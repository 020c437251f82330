import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../../../auth/cookies';
import { localeOf } from '../../../identity/locale';
import { HttpError } from '../../../lib/http-error';

// POST /api/auth/logout – ends the session and its unused sign-in tokens, clears the cookies (CSRF token required)
// GET /api/auth/logout – the seed's path ends nothing (405), so a link or an <img> on another site cannot sign anyone out
export default async function logout(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Close the session (send x-csrf-token); 401 when there was none',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // Registered outside the session hook so a stale cookie is cleared even when it no longer works.
      // The app's CSRF hook has already checked x-csrf-token against the session cookie.
      const session = await request.loadSession();
      clearSessionCookie(request, reply);
      if (!session)
        throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
      await app.identity.provider.revokeSession(session.cookie);
      // An id or custom token minted before this logout (a second tab, a leaked log) opens nothing now.
      await app.identity.ledger.retire(session.uid);
      return { ok: true as const };
    },
  );
  api.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Signs nobody out: 401 without a session (as every /api/auth call), else 405 (use POST)',
      },
    },
    async (request, reply) => {
      if (!(await request.loadSession()))
        throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
      reply.header('allow', 'POST');
      throw new HttpError(
        405,
        `${t('error.forbidden', localeOf(request))} (POST /api/auth/logout)`,
        'METHOD_NOT_ALLOWED',
      );
    },
  );
}
