import { CONSENT_COOKIE } from '@archive/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../auth';
import type { RenderVisitor } from '../ssr/transport';

/**
 * Which visitors share a cached page, and with what they are drawn.
 *
 * Cookies that change the HTML: only the consent choice (the shell's cookie bar is drawn from it;
 * dark mode lives in the browser's storage, the language in the path). The session and CSRF cookies
 * make a page personal: a request carrying either, valid or not, is never answered from the cache
 * nor stored (checking the cookie is cheaper and safer than asking whether the session is live).
 * Every other cookie (analytics, a stale language cookie) is ignored: the page is drawn with the
 * consent cookie alone, so what is stored cannot depend on anything else the visitor sent.
 */
const PERSONAL = new Set([SESSION_COOKIE, `__Host-${SESSION_COOKIE}`, CSRF_COOKIE, `__Host-${CSRF_COOKIE}`]);
const CONSENT_VALUES = new Set(['necessary', 'all', 'declined', 'removed']);

/** True when the request carries a cookie that makes its page personal. */
export function isPersonal(request: Pick<FastifyRequest, 'cookies'>): boolean {
  const cookies = request.cookies ?? {};
  for (const name in cookies) if (PERSONAL.has(name)) return true;
  return false;
}

/** The consent choice the cookie bar reads ('' when none): `__Host-` first, as ui's readCookie. */
export function consentVariant(request: Pick<FastifyRequest, 'cookies'>): string {
  const value = request.cookies?.[`__Host-${CONSENT_COOKIE}`] ?? request.cookies?.[CONSENT_COOKIE];
  return value && CONSENT_VALUES.has(value) ? value : '';
}

/** The request a cached page is drawn for: no session, no CSRF token, the consent choice only. */
export function variantVisitor(variant: string): RenderVisitor {
  return {
    headers: variant ? { cookie: `${CONSENT_COOKIE}=${variant}` } : {},
    cookies: variant ? { [CONSENT_COOKIE]: variant } : {},
  };
}

/**
 * The cache key of an anonymous page: the origin its links are drawn with (PUBLIC_URL, or the
 * request's allowed host), the URL exactly as asked (the page embeds it and the browser hydrates
 * only when it matches its own address: a reordered query would draw anew in the browser, so it is
 * not folded into another URL's entry), and the consent variant. GET and HEAD share entries.
 */
export const pageKey = (origin: string, url: string, variant: string) => `${origin}\n${url}\n${variant}`;
