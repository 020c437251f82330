import { EDITOR_BITS } from '@archive/contracts/access';
import { getAccessTokenCall } from '@archive/contracts/content-api';
import { withLocale } from '@archive/contracts/http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel, sessionOf } from '../../../../auth';

const TTL = 5 * 60;

// POST /api/auth/firebase/getAccessToken – a 5-minute signed token for the back-office link (editors)
export default async function getAccessToken(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/getAccessToken',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['user'],
        summary: getAccessTokenCall.summary,
        body: withLocale({}),
        response: { 200: getAccessTokenCall.response },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        accessToken: app.identity.signer.sign('access', session.uid, TTL, { level: session.level }),
        expiresIn: TTL,
      };
    },
  );
}
