import { EDITOR_BITS } from '@archive/contracts/access';
import { addLanguageBodySchema, addLanguageResponseSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';

// POST /api/auth/firebase/addLanguage – enable a locale and copy the Italian documents it lacks
export default async function addLanguage(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/addLanguage',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['documents'],
        summary: 'Enable a locale in the site options, seeding its pages from Italian',
        body: addLanguageBodySchema,
        response: { 200: addLanguageResponseSchema },
      },
    },
    async (request) => {
      const { locale } = request.body;
      const copied = await app.content.addLanguage(locale, request.session?.user.email ?? 'unknown');
      return { locale, copied };
    },
  );
}
