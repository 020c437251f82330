import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'oa_session';
export const CSRF_COOKIE = 'oa_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Secure cookies when the request came over https or the public URL is https. */
export const isSecure = (request: FastifyRequest) =>
  request.protocol === 'https' || Boolean(request.server.config.PUBLIC_URL?.startsWith('https:'));

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
  });
}

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * Double-submit CSRF token: a random value in a cookie scripts can read (not httpOnly), which the
 * front end copies into the x-csrf-token header. Another site can make the browser send the cookie
 * but cannot read it to set the header. An existing well-formed token is kept, so open tabs stay valid.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, fresh = false): string {
  const existing = request.cookies[CSRF_COOKIE];
  const token = !fresh && existing && TOKEN.test(existing) ? existing : randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
  });
  return token;
}

/** Whether the header matches the cookie (constant-time). */
export function csrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !TOKEN.test(cookie)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
