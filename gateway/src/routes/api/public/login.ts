import { customTokenResponseSchema } from '@archive/contracts/auth';
import { loginBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooMany } from '../../../content/http';
import { HttpError } from '../../../lib/http-error';

// POST /api/public/login – credentials to a short-lived custom token; growing delays per account, failures per address
export default async function login(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/login',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Check credentials; answers a custom token (step 1 of 3)',
        body: loginBodySchema,
        response: { 200: customTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, locale } = request.body;
      const { identity } = app;
      // Counted before the password is checked (parallel guesses cannot slip past), given back on success.
      const gate = await identity.throttle.begin(email, request.ip);
      if ('wait' in gate) throw tooMany(request, reply, gate.wait);
      const user = await identity.users.authenticate(email, password);
      if (!user) throw new HttpError(401, t('auth.loginFailed', locale), 'LOGIN_FAILED');
      await identity.throttle.succeeded(gate.attempt);
      await identity.users.recordLogin(user);
      return { customToken: await identity.provider.createCustomToken(user.id) };
    },
  );
}
