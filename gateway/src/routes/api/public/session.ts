import { sessionBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openSession } from '../../../auth/open-session';
import { sessionOpenedSchema } from '../../../content/schemas-local';
import { toSessionUser } from '../../../identity/users';
import { HttpError } from '../../../lib/http-error';

// POST /api/public/session – id token to the oa_session cookie (step 3 of 3); answers the user
export default async function session(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/session',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Open a session: sets oa_session (httpOnly, SameSite=Lax) and oa_csrf',
        body: sessionBodySchema,
        response: { 200: sessionOpenedSchema },
      },
    },
    async (request, reply) => {
      const opened = await openSession(request, reply, request.body.idToken);
      const user = opened && (await app.identity.users.get(opened.uid));
      if (!opened || !user)
        throw new HttpError(401, t('auth.tokenInvalid', request.body.locale), 'TOKEN_INVALID');
      return {
        ok: true as const,
        expiresIn: opened.expiresIn,
        csrfToken: opened.csrfToken,
        user: toSessionUser(user),
      };
    },
  );
}
