import { catalogueRecordCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import { catalogueRecordPath } from '@archive/contracts/record-link';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/http-error';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/record – one public record, its public parent chain and children count
export default async function catalogueRecord(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueRecordCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueRecordCall.summary,
      body: catalogueRecordCall.body,
      response: { 200: catalogueRecordCall.response, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const { table, id, locale, pins } = request.body;
      const found = await app.catalogue.store.record(locale, table, id);
      // Private and missing records answer the same 404: a private id is not confirmed to exist.
      if (!found) throw notFound(`No public record ${table}/${id}`);
      return {
        record: app.catalogue.view(found.record, locale, pins),
        parents: found.parents.map((p) => ({
          id: p.id,
          table: p.table,
          preferred_label: p.preferred_label,
          link: catalogueRecordPath(p.table, p.id, p.preferred_label, locale),
        })),
        childrenCount: found.childrenCount,
      };
    },
  });
}
