import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  cookieName,
  isSecure,
  SESSION_COOKIE,
  sessionCookieOf,
} from './cookie-names';
import { handedSession } from './render-session';

// Re-exported where they were before they moved to their leaf file.
export { CSRF_COOKIE, CSRF_HEADER, cookieName, isSecure, SESSION_COOKIE, sessionCookieOf };

const options = (request: FastifyRequest, httpOnly: boolean) => ({
  httpOnly,
  sameSite: 'lax' as const,
  secure: isSecure(request),
  path: '/',
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(cookieName(request, SESSION_COOKIE), value, {
    ...options(request, true),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request, SESSION_COOKIE), options(request, true));
  reply.clearCookie(cookieName(request, CSRF_COOKIE), options(request, false));
}

/**
 * The CSRF token of a session: an HMAC of the session cookie (which names the session) under a key
 * derived from the session secret. Another site can make the browser send the cookies but can read
 * neither; a token copied from one session, or planted as a cookie, is worth nothing for another.
 */
export const csrfTokenOf = (server: FastifyInstance, session: string) =>
  server.identity.signer.mac('csrf', session);
const tokenFor = (request: FastifyRequest, session: string) => csrfTokenOf(request.server, session);

/**
 * Sets the readable oa_csrf cookie (the front end copies it into x-csrf-token) and answers its
 * value: the session's token, or, without a session, a random one (nothing needs it then).
 * `session` is the cookie value just set, when a session was opened on this answer.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  session = sessionCookieOf(request),
): string {
  const token = session ? tokenFor(request, session) : randomBytes(32).toString('base64url');
  reply.setCookie(cookieName(request, CSRF_COOKIE), token, options(request, false));
  return token;
}

/** Whether x-csrf-token is this request's session token (constant-time). */
export function csrfMatches(request: FastifyRequest): boolean {
  const session = sessionCookieOf(request);
  const header = request.headers[CSRF_HEADER];
  if (!session || typeof header !== 'string') return false;
  // A server render's calls all carry one session: its token is computed once (render-session.ts).
  const handed = handedSession(request);
  const token = handed?.csrfToken ?? tokenFor(request, session);
  if (handed) handed.csrfToken = token;
  const a = Buffer.from(token);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
