import { CATALOGUE_TABLES } from '@archive/contracts/constants';
import { DEFAULT_LOCALE, LOCALES } from '@archive/contracts/locales';
import { RECORD_ID_PATTERN } from '@archive/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/http-error';
import { dublinCore } from '../../../../oai/dublin-core';
import { publicOrigin } from '../../../../site/public-origin';

export const recordDcPath = (table: string, id: string, locale: string) =>
  `/api/public/catalogue/record/${table}/${id}/dc.xml${locale === DEFAULT_LOCALE ? '' : `?locale=${locale}`}`;

// GET /api/public/catalogue/record/:table/:id/dc.xml – one public record as simple Dublin Core
// (the OAI-PMH module's oai_dc builder, so the download and a harvest say the same thing)
export default async function recordDc(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/catalogue/record/:table/:id/dc.xml',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A public record as Dublin Core XML (oai_dc), for download',
        params: z.object({
          table: z.enum(CATALOGUE_TABLES),
          id: z.string().max(120).regex(RECORD_ID_PATTERN, 'not a record id'),
        }),
        querystring: z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) }),
      },
    },
    async (request, reply) => {
      const { table, id } = request.params;
      const { locale } = request.query;
      const origin = publicOrigin(request);
      const found = await app.catalogue.store.record(locale, table, id);
      // Private and missing records answer the same 404; so does a host no link may be made for.
      if (!found || !origin) throw notFound(`No public record ${table}/${id}`);
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${dublinCore(found.record, locale, origin, found.parents)}\n`;
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${id}-${locale}.dc.xml"`)
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );
}
