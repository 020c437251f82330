import type { FastifyRequest } from 'fastify';

/** The session and CSRF cookies' names and how a request's scheme chooses them (cookies.ts sets them). */

export const SESSION_COOKIE = 'oa_session';
export const CSRF_COOKIE = 'oa_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Secure cookies when the request came over https or the public URL is https. */
export const isSecure = (request: FastifyRequest) =>
  request.protocol === 'https' || Boolean(request.server.config.PUBLIC_URL?.startsWith('https:'));

/**
 * Over https cookies are named `__Host-…`: browsers then accept them only when Secure, for Path=/
 * and without a Domain, so a sibling subdomain cannot plant or overwrite them. Over plain http
 * (development) the prefix would be refused, so the bare name is used, and only that one is read.
 */
export const cookieName = (request: FastifyRequest, base: string) =>
  isSecure(request) ? `__Host-${base}` : base;

/** The session cookie this request carries, under the name its scheme allows. */
export const sessionCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[cookieName(request, SESSION_COOKIE)] || undefined;
