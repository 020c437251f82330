import { canEdit } from '@archive/contracts/access';
import { getDocBySlugBodySchema, storedDocumentSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findDoc } from '../../../../content/answers';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/firebase/getDocBySlug – one document in the locale (drafts only for editors)
export default async function getDocBySlug(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/firebase/getDocBySlug',
    {
      // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
      config: RENDER_DIRECT,
      schema: {
        tags: ['documents'],
        summary: 'One document by collection and name (slug); 404 NOT_FOUND',
        body: getDocBySlugBodySchema,
        response: { 200: storedDocumentSchema },
      },
    },
    async (request) => {
      const { name, collection, locale } = request.body;
      const session = await request.loadSession();
      return findDoc(app.content, collection, name, locale, Boolean(session && canEdit(session.level)));
    },
  );
}
