import { canEdit } from '@archive/contracts/access';
import { getDocsBodySchema, getDocsResponseSchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { editorDocAnswer } from '../../../../content/answers';
import { assertSiteAccess } from '../../../../plugins/private-site';

// POST /api/auth/firebase/getDocs – a collection's documents for any signed-in user (spec section 6:
// listing uses the auth path when logged in): drafts too for managers and admins, published ones for others
export default async function getDocs(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/getDocs',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Documents of a collection: published or not for level 8 or 16, published only for other signed-in users (403 for them on a private site)',
        body: getDocsBodySchema,
        response: { 200: getDocsResponseSchema },
      },
    },
    async (request) => {
      const { collection, locale, limit, skip } = request.body;
      const editor = canEdit(sessionOf(request).level);
      // A signed-in user without the level of a private site's pages reads no more here than at
      // the public path, which refuses them (plugins/private-site.ts).
      if (!editor) await assertSiteAccess(app, request);
      const page = await app.content.list(collection, locale, !editor, limit, skip);
      return { data: page.data.map(editorDocAnswer), count: page.count };
    },
  );
}
