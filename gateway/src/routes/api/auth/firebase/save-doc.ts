import { EDITOR_BITS } from '@archive/contracts/access';
import { saveDocBodySchema, saveDocResponseSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';

// POST /api/auth/firebase/saveDoc – create or update; with a revision, 409 STALE_REVISION when stale
export default async function saveDoc(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/saveDoc',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['documents'],
        summary:
          'Save a document; send the revision you loaded (0 to create; none overwrites and is recorded); empty values are stripped',
        body: saveDocBodySchema,
        response: { 200: saveDocResponseSchema },
      },
    },
    async (request) => {
      const { name, collection, data, locale, revision } = request.body;
      const doc = await app.content.save({
        collection,
        name,
        locale,
        data,
        revision,
        editor: request.session?.user.email,
      });
      if (doc.overwrote)
        request.log.warn(
          { doc: `${collection}/${name}`, overwrote: doc.overwrote },
          'saveDoc without revision',
        );
      return {
        name: doc.name,
        revision: doc.revision,
        updatedAt: doc.updatedAt,
        ...(doc.overwrote ? { overwrote: doc.overwrote } : {}),
      };
    },
  );
}
