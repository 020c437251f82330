import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../site/public-origin';
import { csrfMatches } from './cookies';

/** How a request showed it came from the site's own pages, or why it is refused. */
export type SameOriginVerdict =
  | { sameOrigin: true; by: 'sec-fetch-site' | 'csrf' | 'origin' | 'referer' }
  | { sameOrigin: false; reason: string };

const originOf = (url: string | undefined): string | undefined => {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a request that changes something without a body (the seed's `GET /api/auth/logout`)
 * comes from the site's own pages. Browsers write Sec-Fetch-Site, Origin and Referer themselves and
 * no page of another site can set them, nor read the session's CSRF token; so any of these is
 * proof, and a link, an <img> or a top-level navigation from another site has none of them.
 * A Sec-Fetch-Site naming another site (or a sibling subdomain) is a refusal even when a Referer
 * is missing, unless the CSRF token (which only our pages can read) rides along.
 */
export function judgeSameOrigin(request: FastifyRequest): SameOriginVerdict {
  if (csrfMatches(request)) return { sameOrigin: true, by: 'csrf' };
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return { sameOrigin: true, by: 'sec-fetch-site' };
  if (site === 'cross-site' || site === 'same-site')
    return { sameOrigin: false, reason: `Sec-Fetch-Site: ${site}` };
  const own = originOf(publicOrigin(request));
  if (!own) return { sameOrigin: false, reason: 'the site has no known origin (PUBLIC_URL)' };
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null')
    return originOf(origin) === own
      ? { sameOrigin: true, by: 'origin' }
      : { sameOrigin: false, reason: 'Origin of another site' };
  if (originOf(request.headers.referer) === own) return { sameOrigin: true, by: 'referer' };
  return { sameOrigin: false, reason: 'no Sec-Fetch-Site, CSRF token, Origin or Referer of this site' };
}
