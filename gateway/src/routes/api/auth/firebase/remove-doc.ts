import { EDITOR_BITS } from '@archive/contracts/access';
import { removeDocBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLevel } from '../../../../auth';
import { HttpError } from '../../../../lib/http-error';

// POST /api/auth/firebase/removeDoc – delete a document in the locale (404 NOT_FOUND, 409 STALE_REVISION)
export default async function removeDoc(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/removeDoc',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['documents'],
        summary: 'Delete a document',
        body: removeDocBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { name, collection, locale, revision } = request.body;
      if (!(await app.content.remove(collection, name, locale, revision)))
        throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
      return { ok: true as const };
    },
  );
}
