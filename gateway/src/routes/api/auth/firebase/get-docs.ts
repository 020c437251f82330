import { EDITOR_BITS } from '@archive/contracts/access';
import { getDocsBodySchema, getDocsResponseSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { docAnswer } from '../../../../content/answers';

// POST /api/auth/firebase/getDocs – every document of a collection, drafts included (managers, admins)
export default async function getDocs(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/getDocs',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['documents'],
        summary: 'Documents of a collection, published or not (level 8 or 16)',
        body: getDocsBodySchema,
        response: { 200: getDocsResponseSchema },
      },
    },
    async (request) => {
      const { collection, locale, limit, skip } = request.body;
      const page = await app.content.list(collection, locale, false, limit, skip);
      return { data: page.data.map(docAnswer), count: page.count };
    },
  );
}
