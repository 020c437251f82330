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
 * password rule). A new public call is closed on a private site until it is listed here.
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

function isOpen(request: FastifyRequest, path: string): boolean {
  if (OPEN_ON_PRIVATE_SITE.has(path)) return true;
  if (path !== '/api/public/firebase/getDocBySlug') return false;
  const body = request.body as { collection?: unknown } | undefined;
  return typeof body?.collection === 'string' && OPEN_DOCUMENTS.has(body.collection);
}

export default fp(
  async (app: FastifyInstance) => {
    // preValidation: the body is parsed (getDocBySlug names its collection) and nothing has run yet.
    app.addHook('preValidation', async (request) => {
      // The matched route's pattern, not the raw URL: encodings and slashes cannot dodge the list.
      const path = request.routeOptions.url ?? '';
      if (!path.startsWith('/api/public/') || isOpen(request, path)) return;
      const options = await app.content.siteOptions();
      if (options.public) return;
      const session = await request.loadSession();
      const locale = localeOf(request);
      if (!session) throw new HttpError(401, t('error.sessionRequired', locale), 'SESSION_REQUIRED');
      if (!sharesBit(session.level, routeRequirement(undefined, false)))
        throw new HttpError(403, t('error.forbidden', locale), 'FORBIDDEN');
    });
  },
  { name: 'private-site', dependencies: ['content-stores'] },
);
