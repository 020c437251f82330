import { tokenExchangeResponseSchema } from '@archive/contracts/auth';
import { tokenExchangeBody } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../lib/http-error';

// POST /api/public/token (alias /api/public/identity/token) – local provider: custom token to id token
export default async function token(app: FastifyInstance) {
  for (const url of ['/api/public/token', '/api/public/identity/token']) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        schema: {
          tags: ['sign-in'],
          summary:
            "Exchange a custom token for an id token (step 2 of 3; the local provider's signInWithCustomToken)",
          body: tokenExchangeBody,
          response: { 200: tokenExchangeResponseSchema },
        },
      },
      async (request) => {
        const { provider } = app.identity;
        if (!provider.exchangeCustomToken)
          throw new HttpError(
            404,
            'With IDENTITY_PROVIDER=firebase the browser calls signInWithCustomToken',
            'NOT_FOUND',
          );
        const exchanged = await provider.exchangeCustomToken(request.body.customToken);
        if (!exchanged)
          throw new HttpError(401, t('auth.tokenInvalid', request.body.locale), 'TOKEN_INVALID');
        return exchanged;
      },
    );
  }
}
