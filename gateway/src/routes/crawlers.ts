import { enabledLocales } from '@archive/contracts/site-options';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { crawlOrigin } from '../site/crawl-origin';
import { robotsTxt } from '../site/robots';
import { parseSitemapName, sitemapFile, sitemapIndex } from '../site/sitemap';

// Crawlers fetch these rarely; a short shared cache spares the stores and still follows a switch to private.
const CACHE = 'public, max-age=900';

const sendXml = (reply: FastifyReply, xml: string | undefined) => {
  if (xml === undefined) throw new HttpError(404, 'Not found', 'NOT_FOUND');
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', CACHE)
    .send(xml);
};

/** robots.txt and the sitemaps (site/robots.ts, site/sitemap.ts); absolute links from PUBLIC_URL only. */
export default async function crawlerRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const origin = crawlOrigin(opts.config);
  const deps = { catalogue: app.catalogue, content: app.content };

  // GET /robots.txt – crawl rules and the sitemap index; everything closed on a private site
  app.get('/robots.txt', async (_request, reply) => {
    const options = await app.content.siteOptions();
    const text = robotsTxt({ sitePublic: options.public, locales: enabledLocales(options), origin });
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(text);
  });

  // GET /sitemap.xml – the sitemap index: one file per locale and kind (404 on a private site)
  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await sitemapIndex(deps, origin)));

  // GET /sitemaps/:file – one sitemap file, e.g. /sitemaps/en-ca_objects-2.xml
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sitemaps/:file',
      { schema: { params: z.object({ file: z.string().max(60).describe('e.g. en-ca_objects-2.xml') }) } },
      async (request, reply) => {
        const file = parseSitemapName(request.params.file);
        return sendXml(reply, file ? await sitemapFile(deps, file, origin) : undefined);
      },
    );
}
