import { EDITOR_BITS } from '@archive/contracts/access';
import { languageStatusBodySchema, languageStatusResponseSchema } from '@archive/contracts/content-api';
import { DEFAULT_LOCALE, LOCALES } from '@archive/contracts/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';

// POST /api/auth/firebase/languageStatus – what a language lacks before it goes public
export default async function languageStatus(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/languageStatus',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['documents'],
        summary: 'Catalogue records, translated documents and message catalogues of a language',
        body: languageStatusBodySchema,
        response: { 200: languageStatusResponseSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      // Public records only (the port's rule), counted without reading them.
      const count = async (locale: string) =>
        (await app.catalogue.store.rawFind({ collection: `data_${locale}`, query: {}, limit: 1, skip: 0 }))
          .count;
      const [records, italianRecords, progress] = await Promise.all([
        count(language),
        count(DEFAULT_LOCALE),
        app.content.documentProgress(language),
      ]);
      return {
        language,
        records,
        italianRecords,
        documents: progress.documents,
        translated: language === DEFAULT_LOCALE ? progress.documents : progress.translated,
        italianDocuments: progress.italian,
        // Every bundle ships a catalogue for each locale of the contracts (their tests hold them
        // complete), so a known locale has its interface messages.
        messages: LOCALES.includes(language),
      };
    },
  );
}
