import { catalogueSearchCall } from '@archive/contracts/catalogue-api';
import { errorResponseSchema } from '@archive/contracts/http';
import type { SearchCorrection } from '@archive/contracts/search-correction';
import { splitSearchText } from '@archive/contracts/search-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tellNamesakesApart } from '../../../../catalogue/namesakes';
import { correctSearch } from '../../../../catalogue/search-correction';
import { RENDER_DIRECT } from '../../../../site/ssr/direct-calls';

// POST /api/public/catalogue/search – text + tables + filter tokens, sorted page and facet counts
export default async function catalogueSearch(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(catalogueSearchCall.path, {
    // A server render calls it by its handler, not inject (site/ssr/direct-calls.ts).
    config: RENDER_DIRECT,
    schema: {
      summary: catalogueSearchCall.summary,
      body: catalogueSearchCall.body,
      response: { 200: catalogueSearchCall.response, 400: errorResponseSchema },
    },
    handler: async (request) => {
      const body = request.body;
      const selection = await app.catalogue.selection(body);
      const query = {
        ...selection,
        sort: body.sort,
        limit: body.limit,
        skip: body.skip,
        facets: body.facets,
        facetSize: body.facetSize,
      };
      // Counts and facets without a page of records (the home's counts, a search teaser) are the
      // same for every visitor: reused while the records stay the same.
      let page =
        body.limit === 0
          ? await app.catalogue.remembered(body.locale, 'counts', query, () =>
              app.catalogue.store.search(body.locale, query),
            )
          : await app.catalogue.store.search(body.locale, query);
      // "Forse cercavi": only a search that can hold a word finding nothing is spelled (with 'and',
      // any result means every word found something); counts-only calls are never corrected.
      let correction: SearchCorrection | undefined;
      // The words the shown page was searched with: the cards' snippets are of those words (a store
      // may read a card only the page its snippet is on, PostgreSQL's card-pages.ts).
      let shownTerms = selection.terms;
      if (body.limit > 0 && selection.terms.length && (page.count === 0 || selection.searchType === 'or')) {
        const found = await correctSearch(app.catalogue.store, body.locale, body.text, selection.terms);
        if (found) {
          let applied = false;
          // Nothing for what was typed: the results of the correction instead, said so in the answer.
          if (page.count === 0) {
            const fixedTerms = splitSearchText(found.text);
            const fixed = await app.catalogue.store.search(body.locale, { ...query, terms: fixedTerms });
            applied = fixed.count > 0;
            if (applied) {
              page = fixed;
              shownTerms = fixedTerms;
            }
          }
          correction = { ...found, applied };
        }
      }
      const facets = page.facets
        ? await tellNamesakesApart(page.facets, body.locale, (locale, table, id) =>
            app.catalogue.store.record(locale, table, id),
          )
        : undefined;
      return {
        data: page.data.map((r) => app.catalogue.card(r, body.locale, body.pins, shownTerms)),
        count: page.count,
        ...(facets ? { facets } : {}),
        ...(correction ? { correction } : {}),
      };
    },
  });
}
