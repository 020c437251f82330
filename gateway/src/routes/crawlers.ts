import { Readable } from 'node:stream';
import { enabledLocales } from '@archive/contracts/site-options';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';
import { robotsTxt } from '../site/robots';
import { parseSitemapName, sitemapFile, sitemapIndex } from '../site/sitemap';

// Crawlers fetch these rarely; a short shared cache spares the stores and still follows a switch to private.
const CACHE = 'public, max-age=900';

const sendXml = (reply: FastifyReply, xml: string | AsyncIterable<string> | undefined) => {
  if (xml === undefined) throw new HttpError(404, 'Not found', 'NOT_FOUND');
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', CACHE)
    .send(typeof xml === 'string' ? xml : Readable.from(xml));
};

/**
 * robots.txt and the sitemaps (site/robots.ts, site/sitemap.ts). Absolute links come from
 * public-origin.ts (PUBLIC_URL, else an allowed Host): a request from a host no link may name gets
 * sitemaps answering 404 and a robots.txt without the Sitemap line.
 */
export default async function crawlerRoutes(root: FastifyInstance, _opts: { config: AppConfig }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = { catalogue: root.catalogue, content: root.content };

  // GET /robots.txt – crawl rules and the sitemap index; everything closed on a private site
  app.get('/robots.txt', async (request, reply) => {
    const options = await root.content.siteOptions();
    const text = robotsTxt({
      sitePublic: options.public,
      locales: enabledLocales(options),
      origin: publicOrigin(request),
    });
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(text);
  });

  // GET /sitemap.xml – the sitemap index: one file per locale and kind (404 on a private site)
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(request);
    return sendXml(reply, origin ? await sitemapIndex(deps, origin) : undefined);
  });

  // GET /sitemaps/:file – one sitemap file, e.g. /sitemaps/en-ca_objects-2.xml
  app.get(
    '/sitemaps/:file',
    { schema: { params: z.object({ file: z.string().max(60).describe('e.g. en-ca_objects-2.xml') }) } },
    async (request, reply) => {
      const origin = publicOrigin(request);
      const file = parseSitemapName(request.params.file);
      return sendXml(reply, origin && file ? await sitemapFile(deps, file, origin) : undefined);
    },
  );
}
