import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../../../auth/cookies';
import { judgeSameOrigin } from '../../../auth/same-origin';
import { localeOf } from '../../../identity/locale';
import { HttpError } from '../../../lib/http-error';

const ok = z.object({ ok: z.literal(true) });

/** Ends the caller's session and its unused sign-in tokens, and clears the cookies; 401 without one. */
async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const session = await request.loadSession();
  // Cleared even when the session no longer works, so a stale cookie goes too.
  clearSessionCookie(request, reply);
  if (!session) throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
  await app.identity.provider.revokeSession(session.cookie);
  // An id or custom token minted before this logout (a second tab, a leaked log) opens nothing now.
  await app.identity.ledger.retire(session.uid);
  return { ok: true as const };
}

// POST /api/auth/logout – ends the session and its unused sign-in tokens, clears the cookies (CSRF token required)
// GET /api/auth/logout – the seed's call: the same, only for a request from the site's own pages (auth/same-origin.ts)
export default async function logout(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Close the session (send x-csrf-token); 401 when there was none',
        response: { 200: ok },
      },
    },
    // Registered outside the session hook so a stale cookie is cleared even when it no longer works.
    // The app's CSRF hook has already checked x-csrf-token against the session cookie.
    (request, reply) => signOut(app, request, reply),
  );
  api.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary:
          "The seed's sign-out: closes the session when the request comes from the site's own pages (Sec-Fetch-Site: same-origin, x-csrf-token, or an Origin/Referer of the site), else 403 CROSS_SITE; 401 without a session",
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const verdict = judgeSameOrigin(request);
      if (!verdict.sameOrigin) {
        // A link or an image on another site must not sign anyone out: nothing changes, cookies stay.
        throw new HttpError(
          403,
          `${t('error.forbidden', localeOf(request))}: GET /api/auth/logout signs out only from this site's own pages (${verdict.reason}); use POST /api/auth/logout with x-csrf-token`,
          'CROSS_SITE',
        );
      }
      return signOut(app, request, reply);
    },
  );
}
