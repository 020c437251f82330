import { catalogueSuggestCall } from '@archive/contracts/catalogue-suggest';
import { serializeFilterToken } from '@archive/contracts/filters';
import { errorResponseSchema } from '@archive/contracts/http';
import { catalogueRecordPath } from '@archive/contracts/record-link';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/public/catalogue/suggest – titles and facet values of public records for the text typed so far
export default async function catalogueSuggest(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueSuggestCall.path, {
    schema: {
      summary: catalogueSuggestCall.summary,
      body: catalogueSuggestCall.body,
      response: { 200: catalogueSuggestCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const { locale, text, limit } = request.body;
      const store = app.catalogue.store;
      // A store without suggestions (MongoDB) answers empty lists: the field still searches on Enter.
      if (!store.suggest) return { titles: [], facets: [] };
      const tables = app.catalogue.defaultTables;
      // Every visitor typing "lett" asks the same: remembered while the records stay the same, unless
      // partial (the titles still being indexed after a load or an import).
      const found = await app.catalogue.remembered(
        locale,
        'suggest',
        { text, limit },
        () => store.suggest!(locale, { text, limit, tables }),
        (answer) => !answer.partial,
      );
      return {
        titles: found.titles.map((t) => ({
          ...t,
          link: catalogueRecordPath(t.table, t.id, t.label, locale),
        })),
        facets: found.facets.map(({ filtro, kind, docs }) => ({
          kind,
          id: filtro.id,
          name: filtro.name,
          path: filtro.path,
          count: docs,
          filter: serializeFilterToken(
            kind === 'collection'
              ? { type: 'collection', id: filtro.id, name: filtro.name }
              : { type: 'common', id: filtro.id, name: filtro.name, path: filtro.path },
          ),
        })),
      };
    },
  });
}
