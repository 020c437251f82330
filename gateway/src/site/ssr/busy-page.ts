import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { localePrefix } from '@archive/contracts/routes';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../head-html';

/**
 * Seconds a visitor (or a crawler) is asked to wait when the render line is full. The line empties
 * at a few hundred pages a second per process, so a couple of seconds is enough for it to move,
 * and short enough that a visitor who reloads by hand is not turned away again for nothing.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The answer to a page request when the line of server renders is full (render-queue.ts): 503 with
 * Retry-After, never stored by a cache, a small page in the page's language. Why not the
 * client-rendered page (a 200): it would make the visitor's browser ask the same overloaded
 * gateway for every API call the server would have made, and a crawler would index an empty page;
 * a 503 with Retry-After is what both know to come back after.
 */
export function sendBusyPage(reply: FastifyReply, locale: Locale) {
  const text = escapeHtml(t('error.notAccessible', locale));
  const status = escapeHtml(t('error.status', locale, { status: 503 }));
  const home = escapeHtml(t('error.backHome', locale));
  const homeUrl = localePrefix(locale) || '/';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:4rem auto;padding:0 1.5rem}a{color:#0a4d8c}</style></head><body><main><h1>${text}</h1><p>${status}</p><p><a href="${homeUrl}">${home}</a></p></main></body></html>`;
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(html);
}
