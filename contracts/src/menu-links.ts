import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { buildUrl, type PathRouteName, parseLocalisedRouteName, ROUTE_NAMES } from './routes';

/**
 * Custom menu entries point either to a route of the site, stored as route JSON
 * ('{"name":"news___it","params":{}}' as the original editor saved it, or an object), or to a URL.
 * `resolveMenuPath` turns either into an href, and refuses script URLs an editor might paste.
 */
export const routeRefSchema = z
  .object({
    name: z.string().min(1).describe('Route name, with or without the ___locale suffix'),
    params: z.record(z.string(), z.string()).optional().describe('Route parameters, e.g. { slug }'),
  })
  .describe('Reference to a route of the site');
export type RouteRef = z.infer<typeof routeRefSchema>;

export const menuPathSchema = z
  .union([z.string().max(2000), routeRefSchema])
  .describe('Route JSON, route object, site path (/...) or external URL (https:, mailto:, tel:)');
export type MenuPath = z.infer<typeof menuPathSchema>;

export interface ResolvedLink {
  href: string;
  external: boolean;
}

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

const fromRouteRef = (ref: RouteRef, locale: Locale): ResolvedLink | undefined => {
  const localised = parseLocalisedRouteName(ref.name);
  const name = localised?.route ?? ref.name;
  if (name === 'notFound' || !(ROUTE_NAMES as readonly string[]).includes(name)) return undefined;
  try {
    return { href: buildUrl(name as PathRouteName, ref.params ?? {}, locale), external: false };
  } catch {
    return undefined;
  }
};

/** Href of a menu entry in a locale; undefined for anything that is not a safe link. */
export const resolveMenuPath = (
  path: MenuPath | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): ResolvedLink | undefined => {
  if (path == null) return undefined;
  if (typeof path !== 'string') {
    const ref = routeRefSchema.safeParse(path);
    return ref.success ? fromRouteRef(ref.data, locale) : undefined;
  }
  const value = path.trim();
  if (value.startsWith('{')) {
    try {
      const ref = routeRefSchema.safeParse(JSON.parse(value));
      return ref.success ? fromRouteRef(ref.data, locale) : undefined;
    } catch {
      return undefined;
    }
  }
  if (EXTERNAL.test(value)) return { href: value, external: true };
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false };
  return undefined;
};
