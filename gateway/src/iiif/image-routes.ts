import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';
import type { DiskCache } from './disk-cache';
import { imageCopy } from './image-copy';
import { imageInfo } from './image-info';
import { ImageRequestError, parseImageRequest } from './image-request';
import { fileFor, type ImageRoots, sourceInfo } from './image-source';
import { BusyError, type Limiter } from './limiter';

export const IMAGE_PREFIX = '/iiif/image';
const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
/** Images never change behind an identifier of an upload; the demo media may be redrawn, rarely. */
const IMAGE_CACHE = 'public, max-age=604800';
const INFO_CACHE = 'public, max-age=86400';

// Short, plain segments: anything longer or stranger is refused by validation (400) before any work.
const identifier = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_.~-]+$/, 'not an image identifier');
const segment = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9:,.!^-]+$/, 'not an Image API parameter');

export interface ImageRouteDeps {
  roots: ImageRoots;
  cache: DiskCache;
  limiter: Limiter;
}

/** IIIF answers are for any site's viewer: open to every origin (Image API "cors" feature). */
export const openToAll = (reply: FastifyReply) =>
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');

export const imageServiceUrl = (origin: string, id: string) => `${origin}${IMAGE_PREFIX}/${id}`;

export async function sourceOf(deps: Pick<ImageRouteDeps, 'roots'>, id: string) {
  const file = await fileFor(id, deps.roots);
  const source = file ? await sourceInfo(file) : undefined;
  if (!source) throw notFound(`No image ${id}`);
  return source;
}

/** The JSON-LD media type only when asked for by Accept, plain JSON otherwise (Image API 3.0, 7.1). */
const infoType = (request: FastifyRequest) =>
  /application\/ld\+json/.test(request.headers.accept ?? '')
    ? `application/ld+json;profile="${IMAGE_CONTEXT}"`
    : 'application/json';

export function imageRoutes(root: FastifyInstance, deps: ImageRouteDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // GET /iiif/image/:id – the base URI redirects to the image information (303)
  app.get(
    `${IMAGE_PREFIX}/:id`,
    { schema: { params: z.object({ id: identifier }) } },
    async (request, reply) =>
      openToAll(reply).redirect(`${IMAGE_PREFIX}/${request.params.id}/info.json`, 303),
  );

  // GET /iiif/image/:id/info.json – size, tiles, sizes and what the server can do for one image
  app.get(
    `${IMAGE_PREFIX}/:id/info.json`,
    { schema: { params: z.object({ id: identifier }) } },
    async (request, reply) => {
      const { id } = request.params;
      const origin = publicOrigin(request);
      if (!origin) throw notFound('No public URL for this host');
      const source = await sourceOf(deps, id);
      const key = `info|${origin}|${id}|${source.version}`;
      let body = await deps.cache.get(key, 'json');
      if (!body) {
        body = Buffer.from(
          JSON.stringify(imageInfo(imageServiceUrl(origin, id), source.width, source.height)),
        );
        await deps.cache.put(key, 'json', body);
      }
      return openToAll(reply)
        .header('content-type', infoType(request))
        .header('cache-control', INFO_CACHE)
        .header('vary', 'accept')
        .send(body);
    },
  );

  // GET /iiif/image/:id/:region/:size/:rotation/:quality.:format – one image answer (tiles, sizes)
  app.get(
    `${IMAGE_PREFIX}/:id/:region/:size/:rotation/:qualityFormat`,
    {
      schema: {
        params: z.object({
          id: identifier,
          region: segment(80),
          size: segment(40),
          rotation: segment(8),
          qualityFormat: segment(20),
        }),
      },
    },
    async (request, reply) => {
      const { id, ...parts } = request.params;
      const source = await sourceOf(deps, id);
      let plan: ReturnType<typeof parseImageRequest>;
      try {
        plan = parseImageRequest(parts, source.width, source.height);
      } catch (err) {
        if (err instanceof ImageRequestError) throw new HttpError(400, err.message, 'IIIF_BAD_REQUEST');
        throw err;
      }
      let body: Buffer;
      try {
        body = (await imageCopy(deps, source, plan)).body;
      } catch (err) {
        if (err instanceof BusyError) {
          reply.header('retry-after', '2');
          throw new HttpError(503, 'The image server is busy, try again shortly', 'BUSY');
        }
        // A source sharp cannot read (cut short, corrupt) is not an image the site can serve.
        request.log.warn({ err, id }, 'iiif render failed');
        throw notFound(`Image ${id} cannot be read`);
      }
      return openToAll(reply)
        .header('content-type', TYPES[plan.format])
        .header('cache-control', IMAGE_CACHE)
        .header('link', `<${IMAGE_CONTEXT}>;rel="profile"`)
        .send(body);
    },
  );
}
