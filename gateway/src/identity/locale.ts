import { LOCALE_COOKIE } from '@archive/contracts/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@archive/contracts/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's locale for messages: the body's `locale` field (spec section 7 adds it to every
 * body), else the locale cookie, else Italian.
 */
export function localeOf(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  if (body && typeof body === 'object' && isLocale(body.locale)) return body.locale;
  const query = request.query as { locale?: unknown } | undefined;
  if (query && typeof query === 'object' && isLocale(query.locale)) return query.locale;
  const cookie = request.cookies?.[LOCALE_COOKIE.name];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
