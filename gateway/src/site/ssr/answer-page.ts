import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { publicOrigin } from '../public-origin';
import { pageHead } from './head';
import { type RenderedPage, renderPage } from './render-page';
import { type RenderClass, RenderQueueFull } from './render-queue';
import type { ObservedCall, RenderVisitor, SharedRender } from './transport';

/**
 * The server-rendered page for a URL the SPA entry would answer, or undefined when it cannot be
 * had in time (no server build, a build that throws, the budget spent): the caller then sends the
 * client-rendered page with the same status. Failures are logged, never shown. A full render line
 * throws RenderQueueFull (the route answers 503 with Retry-After).
 */
export async function serverRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  config: Pick<AppConfig, 'SERVER_RENDERING' | 'SERVER_RENDER_BUDGET_MS' | 'PUBLIC_URL'>,
  shared?: SharedRender,
): Promise<Buffer | undefined> {
  const publicUrl = publicUrlOf(request, config);
  // Drawn for this visitor alone: a signed-in page (or any page with the cache off) goes first in line.
  return (
    await serverRender(app, request, url, config, {
      publicUrl,
      line: 'personal',
      ...(shared ? { shared } : {}),
    })
  )?.body;
}

/**
 * The same render for a visitor other than the request itself (the page cache draws with the
 * consent cookie only), with every API call it makes shown to `observe`; the whole RenderedPage,
 * so the caller sees the parts left to the browser.
 */
export async function serverRender(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'log'> & RenderVisitor,
  url: string,
  config: Pick<AppConfig, 'SERVER_RENDERING' | 'SERVER_RENDER_BUDGET_MS'>,
  options: {
    publicUrl: string | undefined;
    observe?: (call: ObservedCall) => void;
    shared?: SharedRender;
    /** Which line the render waits in (render-queue.ts): anonymous cache fills are 'shared'. */
    line: RenderClass;
  },
): Promise<RenderedPage | undefined> {
  if (!config.SERVER_RENDERING) return undefined;
  const { registry, shellDir, builds, renders } = app.site;
  try {
    // The budget starts when the render does: waiting in line is not drawing (render-queue.ts).
    const page = await renders.run(options.line, () =>
      renderPage(
        {
          app,
          registry,
          shellDir,
          builds,
          budgetMs: config.SERVER_RENDER_BUDGET_MS,
          ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
          headHtml: pageHead,
          ...(options.observe ? { observe: options.observe } : {}),
          ...(options.shared ? { shared: options.shared } : {}),
        },
        request,
        url,
      ),
    );
    if (page.errors.length)
      request.log.warn({ url, errors: page.errors }, 'server render left parts to the browser');
    return page;
  } catch (err) {
    // A full line is the caller's to answer (503 with Retry-After: busy-page.ts), not a failure.
    if (err instanceof RenderQueueFull) throw err;
    request.log.warn({ url, err }, 'server render failed: sending the client-rendered page');
    return undefined;
  }
}

/** The origin head links use: PUBLIC_URL, or the request's own origin when its Host is allowed. */
export function publicUrlOf(
  request: FastifyRequest,
  config: Pick<AppConfig, 'PUBLIC_URL'>,
): string | undefined {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return publicOrigin(request);
}
