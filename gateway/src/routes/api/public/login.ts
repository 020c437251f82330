import { customTokenResponseSchema } from '@archive/contracts/auth';
import { loginBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooMany } from '../../../content/http';
import { normaliseEmail } from '../../../content/port';
import { HttpError } from '../../../lib/http-error';

// POST /api/public/login – credentials to a short-lived custom token; rate limited per address and account
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
      const { identity, config } = app;
      const window = config.LOGIN_RATE_LIMIT_WINDOW_SECONDS;
      const ipKey = `login-ip:${request.ip}`;
      const accountKey = `login-account:${normaliseEmail(email)}`;
      const wait =
        identity.limiter.blocked(ipKey, config.LOGIN_RATE_LIMIT_IP, window) ||
        identity.limiter.blocked(accountKey, config.LOGIN_RATE_LIMIT_ACCOUNT, window);
      if (wait) throw tooMany(request, reply, wait);
      identity.limiter.hit(ipKey, window);
      const user = await identity.users.authenticate(email, password);
      if (!user) {
        identity.limiter.hit(accountKey, window);
        throw new HttpError(401, t('auth.loginFailed', locale), 'LOGIN_FAILED');
      }
      identity.limiter.reset(accountKey);
      await identity.users.recordLogin(user);
      return { customToken: await identity.provider.createCustomToken(user.id) };
    },
  );
}
