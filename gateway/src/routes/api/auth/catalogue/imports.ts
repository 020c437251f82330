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
        summary:
          'Imports run from Settings, newest first, with their counts and whether each can still be undone (level 8 or 16)',
        response: { 200: catalogueImportsResponseSchema },
      },
    },
    async () => {
      const entries = await listImports(app.content.store);
      // Issue 25: "Annulla" only where the catalogue store still keeps what the import replaced.
      const store = app.catalogue.store;
      const kept = new Set(store.undoableImports ? await store.undoableImports() : []);
      return { data: entries.map((e) => ({ ...e, undoable: !e.undone && kept.has(e.id) })) };
    },
  );
}
