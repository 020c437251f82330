import { CATALOGUE_TABLES } from '@archive/contracts/constants';
import { FULLTEXT_LIMITS } from '@archive/contracts/fulltext';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { RECORD_ID_PATTERN, safeRecordLink } from '@archive/contracts/routes';
import { absoluteUrl } from '@archive/contracts/seo/links';
import { enabledLocales } from '@archive/contracts/site-options';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchRecordText } from '../catalogue/fulltext/search-record';
import { notFound } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';
import { searchAnswer, searchServiceOf } from './content-search';
import { openToAll } from './image-routes';
import type { ImageRoots } from './image-source';
import { manifestPath } from './presentation-routes';
import { manifestImages } from './record-images';

const SEARCH_TYPE = 'application/ld+json;profile="http://iiif.io/api/search/2/context.json"';

/**
 * GET /iiif/:table/:id/search?q= – IIIF Content Search 2.0 over a public record's page text, in the
 * first enabled language (default first) whose record has text: the same hits as the viewer's
 * search box, as highlighting annotations on the manifest's canvases (page N = canvas N).
 */
export function contentSearchRoute(root: FastifyInstance, roots: ImageRoots) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/iiif/:table/:id/search',
    {
      schema: {
        params: z.object({
          table: z.enum(CATALOGUE_TABLES),
          id: z.string().max(120).regex(RECORD_ID_PATTERN, 'not a record id'),
        }),
        // Search 2.0 also defines motivation, date and user: they select nothing here (one kind of
        // annotation, no dates or users), so they are accepted and have no effect.
        querystring: z.object({
          q: z.string().max(FULLTEXT_LIMITS.maxQueryChars).default(''),
          motivation: z.string().max(200).optional(),
          date: z.string().max(200).optional(),
          user: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { table, id } = request.params;
      const origin = publicOrigin(request);
      if (!origin) throw notFound('No public URL for this host');
      const options = await root.content.siteOptions();
      const held = new Set(root.catalogue.store.locales());
      const locales = enabledLocales(options)
        .filter((l) => held.has(l))
        .sort((a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE));
      const manifestId = origin + manifestPath(table, id);
      const base = searchServiceOf(manifestId).id;
      for (const locale of locales) {
        const found = await root.catalogue.store.record(locale, table, id);
        if (!found?.record.fulltext?.length) continue;
        const answer = await searchRecordText(root.catalogue.store, locale, table, id, request.query.q);
        if (!answer) continue;
        const link = safeRecordLink(table, id, found.record.preferred_label, locale);
        const images = await manifestImages(
          [{ locale, record: found.record, ...(link ? { homepage: absoluteUrl(link, origin) } : {}) }],
          roots,
          origin,
        );
        const canvasBase = manifestId.replace(/\/manifest$/, '');
        const body = searchAnswer({
          id: `${base}?q=${encodeURIComponent(request.query.q)}`,
          base,
          hits: answer.hits,
          canvases: images.map((image, n) => ({
            id: `${canvasBase}/canvas/${n + 1}`,
            width: image.width,
            height: image.height,
          })),
        });
        return openToAll(reply)
          .header('content-type', SEARCH_TYPE)
          .header('cache-control', 'public, max-age=300')
          .send(body);
      }
      throw notFound(`No public record with page text ${table}/${id}`);
    },
  );
}
