import { EDITOR_BITS } from '@archive/contracts/access';
import {
  CATALOGUE_IMPORT_UNDO_PATH,
  catalogueImportUndoParamsSchema,
  catalogueImportUndoResponseSchema,
} from '@archive/contracts/catalogue-import-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { findImport, markUndone } from '../../../../catalogue/import-history';
import { HttpError } from '../../../../lib/http-error';
import { releaseImportTurn, takeImportTurn } from './import';

// POST /api/auth/catalogue/imports/:id/undo – issue 25: undo one import of the list (managers, admins)
export default async function catalogueImportUndo(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    CATALOGUE_IMPORT_UNDO_PATH,
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['catalogue'],
        summary:
          'Undo an import run from Settings: remove what it inserted, restore what it updated. 409 UNDO_LATER when a later import touched the same records, UNDO_UNAVAILABLE when no longer kept, UNDO_UNSUPPORTED on MongoDB (level 8 or 16)',
        params: catalogueImportUndoParamsSchema,
        response: { 200: catalogueImportUndoResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const store = app.catalogue.store;
      // The list is the gateway's own: an id it never listed is not undone, whatever the store keeps.
      const entry = await findImport(app.content.store, id);
      if (!entry) throw new HttpError(404, 'no import with that id in the list', 'NOT_FOUND');
      if (entry.undone) throw new HttpError(409, 'this import was already undone', 'UNDO_DONE');
      if (!store.undoImport)
        throw new HttpError(
          409,
          `the ${store.name} catalogue store cannot undo imports: re-import the previous files instead`,
          'UNDO_UNSUPPORTED',
        );
      // Undoing rewrites snapshots like an import: never beside one on this gateway.
      if (!takeImportTurn())
        throw new HttpError(
          409,
          'an import is running on this gateway: try again after its report',
          'IMPORT_RUNNING',
        );
      try {
        const result = await store.undoImport(id);
        if (!result.ok && result.reason === 'later')
          throw new HttpError(
            409,
            `a later import changed ${result.records} of the same records: undo that one first`,
            'UNDO_LATER',
            { records: result.records },
          );
        if (!result.ok)
          throw new HttpError(
            409,
            'what this import changed is no longer kept: it cannot be undone',
            'UNDO_UNAVAILABLE',
          );
        const by = request.session?.user.email ?? 'unknown';
        await markUndone(app.content.store, entry, {
          at: new Date().toISOString(),
          by,
          removed: result.removed,
          restored: result.restored,
        });
        request.log.info({ id, ...result }, 'catalogue import undone');
        return { removed: result.removed, restored: result.restored };
      } finally {
        releaseImportTurn();
      }
    },
  );
}
