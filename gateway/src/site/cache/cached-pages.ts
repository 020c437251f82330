import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { publicUrlOf, serverRender } from '../ssr/answer-page';
import type { ObservedCall } from '../ssr/transport';
import { tagsOfCalls } from './cache-tags';
import type { CachedPage, PageCache, PageRender, Render } from './page-cache';
import { consentVariant, isPersonal, pageKey, variantVisitor } from './page-key';
import { fingerprintOf, pageVersions } from './page-versions';

/**
 * What the page route asks before drawing a page: answer from the cache (`hit`), draw once and store
 * (`miss`, after the status is known), or leave the cache out (`bypass`: a personal request, the
 * cache or server rendering turned off, a catalogue store that cannot tell its version).
 */
export type Visit =
  | { kind: 'bypass' }
  | { kind: 'hit'; key: string; entry: CachedPage; stale: boolean }
  | { kind: 'miss'; key: string; fingerprint: string; render: Render };

type Config = Pick<
  AppConfig,
  'PAGE_CACHE' | 'SERVER_RENDERING' | 'SERVER_RENDER_BUDGET_MS' | 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'NODE_ENV'
>;

export async function visitPage(
  app: FastifyInstance,
  cache: PageCache,
  request: FastifyRequest,
  url: string,
  config: Config,
): Promise<Visit> {
  if (!config.PAGE_CACHE || !config.SERVER_RENDERING) return { kind: 'bypass' };
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isPersonal(request)) {
    cache.countBypass();
    return { kind: 'bypass' };
  }
  let versions: Awaited<ReturnType<typeof pageVersions>>;
  try {
    versions = await pageVersions({
      catalogue: app.catalogue.store,
      revision: app.content.revision,
      registry: app.site.registry,
      shellDir: app.site.shellDir,
    });
  } catch (err) {
    // The content store cannot say its revision: draw for this visitor alone rather than guess.
    request.log.warn({ err }, 'page cache: versions unavailable, page not cached');
    versions = undefined;
  }
  if (!versions) {
    cache.countBypass();
    return { kind: 'bypass' };
  }
  const origin = publicUrlOf(request, config) ?? '';
  const variant = consentVariant(request);
  const key = pageKey(origin, url, variant);
  const fingerprint = fingerprintOf(versions);
  const render: Render = (status) =>
    renderShared(app, request, url, variant, origin, status, config, fingerprint);
  const found = cache.lookup(key, fingerprint, render);
  if (found) return { kind: 'hit', key, ...found };
  return { kind: 'miss', key, fingerprint, render };
}

/**
 * Draws a page as any visitor with this consent choice would get it: no session, no other cookie.
 * Not shareable when an API call of the render set a cookie or answered a signed-in call (per-visitor
 * data), or when parts were left to the browser (a passing failure must not stay in the cache).
 */
async function renderShared(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  variant: string,
  origin: string,
  status: 200 | 404,
  config: Config,
  fingerprint: string,
): Promise<PageRender | undefined> {
  const calls: ObservedCall[] = [];
  const page = await serverRender(app, { log: request.log, ...variantVisitor(variant) }, url, config, {
    publicUrl: origin || undefined,
    observe: (call) => calls.push(call),
    shared: { answers: app.renderAnswers, fingerprint },
    line: 'shared',
  });
  if (!page) return undefined;
  const personal = calls.some((c) => c.setsCookie || (c.url.startsWith('/api/auth/') && c.status < 400));
  return { body: page.body, status, cacheable: !personal && !page.errors.length, tags: tagsOfCalls(calls) };
}
