import { routeRequirement, sharesBit } from '@archive/contracts/access';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeOf } from '../identity/locale';
import { HttpError } from '../lib/http-error';

/**
 * A private site (site options `public: false`) at the API: the public calls answer 401 to
 * anonymous callers and 403 to signed-in users without the level every page of a private site
 * needs (24), exactly as the page guard sends them to login. Open stay only what the shell and the
 * login screen call before anyone signs in: sign-in steps, CSRF, password reset, the identity
 * settings, the login screen's environment and the site options (theme, title, languages,
 * password rule). A new public call is closed on a private site until it is listed here. The
 * uploads at /files/* close the same way.
 */
export const OPEN_ON_PRIVATE_SITE: ReadonlySet<string> = new Set([
  '/api/public/login',
  '/api/public/token',
  '/api/public/identity/token',
  '/api/public/session',
  '/api/public/csrf',
  '/api/public/identity/config',
  '/api/public/password-reset/request',
  '/api/public/password-reset/confirm',
  '/api/public/password/reset-request',
  '/api/public/password/reset',
  '/api/public/firebase/getEnvironment',
]);

/** getDocBySlug is open for the two documents the login screen draws from, closed for content. */
const OPEN_DOCUMENTS = new Set(['options', 'environment']);

/**
 * Uploads (`/files/*`: originals and their thumbnail, medium and large copies) are what managers
 * put on the site: a private site keeps them to the people who may see its pages.
 */
const FILES_ROUTE = '/files/';

function isOpen(request: FastifyRequest, path: string): boolean {
  if (OPEN_ON_PRIVATE_SITE.has(path)) return true;
  if (path !== '/api/public/firebase/getDocBySlug') return false;
  const body = request.body as { collection?: unknown } | undefined;
  return typeof body?.collection === 'string' && OPEN_DOCUMENTS.has(body.collection);
}

/**
 * Throws 401 to an anonymous caller and 403 to a signed-in one without the level every page of a
 * private site needs; returns whether the site is private (false: nothing was checked). Also used
 * by calls outside /api/public that answer published content to any session (auth getDocs).
 */
export async function assertSiteAccess(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const options = await app.content.siteOptions();
  if (options.public) return false;
  const session = await request.loadSession();
  const locale = localeOf(request);
  if (!session) throw new HttpError(401, t('error.sessionRequired', locale), 'SESSION_REQUIRED');
  if (!sharesBit(session.level, routeRequirement(undefined, false)))
    throw new HttpError(403, t('error.forbidden', locale), 'FORBIDDEN');
  return true;
}

export default fp(
  async (app: FastifyInstance) => {
    // preValidation: the body is parsed (getDocBySlug names its collection) and nothing has run yet.
    app.addHook('preValidation', async (request, reply) => {
      // The matched route's pattern, not the raw URL: encodings and slashes cannot dodge the list.
      const path = request.routeOptions.url ?? '';
      if (path.startsWith(FILES_ROUTE)) {
        // Served to a manager, an upload of a private site must not sit in a shared cache that would
        // hand it to the next visitor (files/serve.ts keeps a cache-control already set).
        if (await assertSiteAccess(app, request)) reply.header('cache-control', 'private, max-age=3600');
        return;
      }
      if (!path.startsWith('/api/public/') || isOpen(request, path)) return;
      await assertSiteAccess(app, request);
    });
  },
  { name: 'private-site', dependencies: ['content-stores'] },
);
