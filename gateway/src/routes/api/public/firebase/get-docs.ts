import { canEdit } from '@archive/contracts/access';
import { getDocsBodySchema, getDocsResponseSchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeHiddenFromVisitors, publicDocAnswer } from '../../../../content/answers';
import { HttpError } from '../../../../lib/http-error';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/firebase/getDocs – published documents of a collection, newest first
export default async function publicGetDocs(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/firebase/getDocs',
    {
      // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
      config: RENDER_DIRECT,
      schema: {
        tags: ['documents'],
        summary: 'Published documents of a collection in the locale',
        body: getDocsBodySchema,
        response: { 200: getDocsResponseSchema },
      },
    },
    async (request) => {
      const { collection, locale, limit, skip } = request.body;
      // Visitors get nothing of a language kept hidden until complete; managers preview it.
      if (await localeHiddenFromVisitors(app.content, locale)) {
        const session = await request.loadSession();
        if (!(session && canEdit(session.level)))
          throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
      }
      const page = await app.content.list(collection, locale, true, limit, skip);
      return { data: page.data.map(publicDocAnswer), count: page.count };
    },
  );
}
