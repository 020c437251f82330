import { levelFromRoles, sharesBit } from '@archive/contracts/access';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { localeOf } from '../identity/locale';
import type { IdentityService } from '../identity/service';
import { HttpError } from '../lib/http-error';
import { CSRF_COOKIE, csrfMatches, sessionCookieOf } from './cookies';
import { handedSession } from './render-session';
import type { SessionContext } from './session-context';

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';

export type { SessionContext } from './session-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession/requireLevel (or loadSession); null for anonymous callers. */
    session: SessionContext | null;
    /** Checks the session cookie once per request and caches the answer. */
    loadSession(): Promise<SessionContext | null>;
  }
}

const loaded = Symbol('session loaded');
type WithFlag = FastifyRequest & { [loaded]?: Promise<SessionContext | null> };

async function resolveSession(
  request: FastifyRequest,
  identity: IdentityService,
): Promise<SessionContext | null> {
  const cookie = sessionCookieOf(request);
  if (!cookie) return null;
  const verified = await identity.provider.verifySessionCookie(cookie);
  if (!verified) return null;
  const user = await identity.users.get(verified.uid);
  if (!user || user.disabled) return null;
  // A password or role change bumps the version: sessions opened before it end.
  if (verified.version !== undefined && verified.version !== user.sessionVersion) return null;
  return { uid: user.id, user, level: levelFromRoles(user.roles), cookie };
}

/** preHandler: 401 without a valid session. */
export const requireSession: preHandlerAsyncHookHandler = async (request) => {
  const session = await request.loadSession();
  if (!session) throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
};

/** preHandler: 401 without a session, 403 when the level shares no bit with `bits` (8 managers, 16 admins). */
export const requireLevel =
  (bits: number): preHandlerAsyncHookHandler =>
  async (request) => {
    const session = await request.loadSession();
    if (!session) throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
    if (!sharesBit(session.level, bits))
      throw new HttpError(403, t('error.forbidden', localeOf(request)), 'FORBIDDEN');
  };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sessions and CSRF for the whole app: `request.loadSession()`, and on every state-changing
 * request that carries the session cookie, x-csrf-token must be that session's token (an HMAC of
 * the session cookie, cookies.ts), else 403 code CSRF. Requests without the session cookie, or
 * with one that names no valid session, carry no ambient authority and need no token.
 */
export default fp(
  async (app: FastifyInstance) => {
    const identity = app.identity;
    app.decorateRequest('session', null);
    app.decorateRequest('loadSession', function (this: WithFlag) {
      if (this[loaded]) return this[loaded];
      // A server render's own API call: the session its page request resolved (render-session.ts).
      // A copy, so that nothing one call does to its request's session reaches the render's others.
      const handed = handedSession(this)?.session;
      if (handed) {
        this.session = { ...handed };
        this[loaded] = Promise.resolve(this.session);
      } else
        this[loaded] = resolveSession(this, identity).then((s) => {
          this.session = s;
          return s;
        });
      return this[loaded];
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !sessionCookieOf(request)) return;
      // A cookie that names no valid session (expired, revoked, from another install or made up)
      // carries no authority to abuse: the request goes on as an anonymous one, so signing in
      // replaces the cookie instead of answering 403 until the visitor clears it by hand.
      if (!csrfMatches(request) && (await request.loadSession())) {
        const message = `${t('error.forbidden', localeOf(request))} (CSRF: send the ${CSRF_COOKIE} cookie value in x-csrf-token)`;
        throw new HttpError(403, message, 'CSRF');
      }
    });
  },
  { name: 'auth', decorators: { fastify: ['identity'] } },
);

/** The session a requireSession/requireLevel hook has checked (throws 401 if used without one). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session)
    throw new HttpError(401, t('error.sessionRequired', localeOf(request)), 'SESSION_REQUIRED');
  return request.session;
}
