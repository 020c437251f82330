import { EDITOR_BITS } from '@archive/contracts/access';
import {
  HIDE_RECORD_PATH,
  hideRecordBodySchema,
  hideRecordResponseSchema,
} from '@archive/contracts/record-visibility';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { HttpError } from '../../../../lib/http-error';
import { releaseImportTurn, takeImportTurn } from './import';

// POST /api/auth/catalogue/hideRecord – one record to access 0 in every language (managers, admins)
export default async function hideRecord(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    HIDE_RECORD_PATH,
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['catalogue'],
        summary:
          'Hide one record from visitors (access 0) in every language; 404 when no language holds it publicly',
        body: hideRecordBodySchema,
        response: { 200: hideRecordResponseSchema },
      },
    },
    async (request) => {
      const { table, id } = request.body;
      // The embedded store rewrites a locale's snapshot for any write: never beside an import.
      if (!takeImportTurn())
        throw new HttpError(
          409,
          'an import is running on this gateway: try again after its report',
          'IMPORT_RUNNING',
        );
      try {
        return await hideEverywhere(table, id);
      } finally {
        releaseImportTurn();
      }
    },
  );

  async function hideEverywhere(table: string, id: string) {
    const store = app.catalogue.store;
    let hidden = 0;
    for (const locale of store.locales()) {
      // The port answers public records only: what it finds is exactly what visitors can see.
      const found = await store.record(locale, table, id);
      if (!found) continue;
      // The same record, written back as the import would, with access 0: stores keep it out of
      // every visitor answer, and the anonymous page cache follows the store's data version.
      await store.upsert({ locale, kind: 'data', docs: [{ ...found.record, access: 0 }] });
      hidden++;
    }
    if (hidden === 0) throw new HttpError(404, 'no public record with that table and id', 'NOT_FOUND');
    // Stores that stage writes (the embedded one) serve them once published, as an import ends.
    await store.publish?.();
    app.log.info({ table, id, hidden }, 'catalogue record hidden');
    return { hidden };
  }
}
