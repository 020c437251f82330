import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { publicOrigin } from '../public-origin';
import { pageHead } from './head';
import { renderPage } from './render-page';

/**
 * The server-rendered page for a URL the SPA entry would answer, or undefined when it cannot be
 * had in time (no server build, a build that throws, the budget spent): the caller then sends the
 * client-rendered page with the same status. Failures are logged, never shown.
 */
export async function serverRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  config: Pick<AppConfig, 'SERVER_RENDERING' | 'SERVER_RENDER_BUDGET_MS' | 'PUBLIC_URL'>,
): Promise<string | undefined> {
  if (!config.SERVER_RENDERING) return undefined;
  const { registry, shellDir, builds } = app.site;
  try {
    const page = await renderPage(
      {
        app,
        registry,
        shellDir,
        builds,
        budgetMs: config.SERVER_RENDER_BUDGET_MS,
        publicUrl: publicUrlOf(request, config),
        headHtml: pageHead,
      },
      request,
      url,
    );
    if (page.errors.length)
      request.log.warn({ url, errors: page.errors }, 'server render left parts to the browser');
    return page.html;
  } catch (err) {
    request.log.warn({ url, err }, 'server render failed: sending the client-rendered page');
    return undefined;
  }
}

/** The origin head links use: PUBLIC_URL, or the request's own origin when its Host is allowed. */
function publicUrlOf(request: FastifyRequest, config: Pick<AppConfig, 'PUBLIC_URL'>): string | undefined {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return publicOrigin(request);
}
