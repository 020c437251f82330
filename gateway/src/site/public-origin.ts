import type { FastifyRequest } from 'fastify';

/**
 * The one place absolute links come from (password-reset mails, canonical URLs, sitemaps...).
 * The Host header is the caller's to write: a link built from it sends a victim's reset token to
 * whoever sent `Host: evil.example`. So links come from configuration only:
 *
 * - `PUBLIC_URL` set: every link uses it, whatever Host the request named;
 * - else `ALLOWED_HOSTS` (host or host:port): the request's own origin when its Host is listed;
 * - else only loopback hosts (localhost, 127.0.0.1, [::1]) so development works untouched.
 *
 * A request whose Host is not allowed gets no origin (undefined): callers make no link at all.
 */
export interface PublicOriginSettings {
  PUBLIC_URL?: string | undefined;
  ALLOWED_HOSTS: readonly string[];
  NODE_ENV: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `PUBLIC_URL` without a trailing slash (it may carry a base path). */
const configured = (url: string) => url.replace(/\/+$/, '');

const hostName = (host: string) =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');

/** Whether links may be built for a request that named `host` (Host or a trusted X-Forwarded-Host). */
export function isAllowedHost(settings: PublicOriginSettings, host: string): boolean {
  const h = host.trim().toLowerCase();
  if (!h || /[^a-z0-9.:[\]-]/.test(h)) return false;
  if (settings.ALLOWED_HOSTS.length)
    return settings.ALLOWED_HOSTS.includes(h) || settings.ALLOWED_HOSTS.includes(hostName(h));
  return LOOPBACK.has(hostName(h));
}

/** The origin (scheme://host[:port][/base]) for absolute links, or undefined when none may be made. */
export function publicOriginFor(
  settings: PublicOriginSettings,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string | undefined {
  if (settings.PUBLIC_URL) return configured(settings.PUBLIC_URL);
  if (!isAllowedHost(settings, request.host)) return undefined;
  return `${request.protocol}://${request.host.toLowerCase()}`;
}

/** Same, reading the settings from the app's config. */
export const publicOrigin = (request: FastifyRequest) => publicOriginFor(request.server.config, request);

/** `path` (starting with /) as an absolute URL for this request, or undefined (see publicOriginFor). */
export function absoluteUrl(request: FastifyRequest, path: string): string | undefined {
  const origin = publicOrigin(request);
  return origin === undefined ? undefined : `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The warning `npm start` prints in production without PUBLIC_URL; undefined when all is well. */
export function publicUrlWarning(settings: PublicOriginSettings): string | undefined {
  if (settings.NODE_ENV !== 'production' || settings.PUBLIC_URL) return undefined;
  const hosts = settings.ALLOWED_HOSTS.length
    ? `links are built only for requests naming ${settings.ALLOWED_HOSTS.join(', ')}`
    : 'no ALLOWED_HOSTS either: links (password-reset mails, canonical URLs) are made only for localhost';
  return `WARNING: PUBLIC_URL is not set (NODE_ENV=production); ${hosts}. Set PUBLIC_URL=https://your.site`;
}
