import { EDITOR_BITS } from '@archive/contracts/access';
import {
  CATALOGUE_IMPORTS_PATH,
  catalogueImportsResponseSchema,
} from '@archive/contracts/catalogue-import-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { listImports } from '../../../../catalogue/import-history';

// GET /api/auth/catalogue/imports – the imports run from Settings, newest first, with their counts
export default async function catalogueImports(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    CATALOGUE_IMPORTS_PATH,
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['catalogue'],
        summary: 'Imports run from Settings, newest first, with their counts (level 8 or 16)',
        response: { 200: catalogueImportsResponseSchema },
      },
    },
    async () => ({ data: await listImports(app.content.store) }),
  );
}
