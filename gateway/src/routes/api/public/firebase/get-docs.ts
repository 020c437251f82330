import { getDocsBodySchema, getDocsResponseSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docAnswer } from '../../../../content/answers';

// POST /api/public/firebase/getDocs – published documents of a collection, newest first
export default async function publicGetDocs(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/firebase/getDocs',
    {
      schema: {
        tags: ['documents'],
        summary: 'Published documents of a collection in the locale',
        body: getDocsBodySchema,
        response: { 200: getDocsResponseSchema },
      },
    },
    async (request) => {
      const { collection, locale, limit, skip } = request.body;
      const page = await app.content.list(collection, locale, true, limit, skip);
      return { data: page.data.map(docAnswer), count: page.count };
    },
  );
}
