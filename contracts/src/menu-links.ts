import { DEFAULT_LOCALE, type Locale } from './locales';
import { buildUrl, type PathRouteName, parseLocalisedRouteName, ROUTE_NAMES } from './routes';
import { isExternalHttpUrl, isMailOrTel, isSitePath } from './safe-links';

/**
 * Custom menu entries point either to a route of the site, stored as route JSON
 * ('{"name":"news___it","params":{}}' as the original editor saved it, or an object), or to a URL.
 * `resolveMenuPath` turns either into an href, and refuses script URLs an editor might paste.
 *
 * No zod here: the shell resolves menu links and must not download zod for it. The schemas
 * (`routeRefSchema`, `menuPathSchema`) live in menu-links-schema.ts.
 */
export interface RouteRef {
  name: string;
  params?: Record<string, string>;
}
/** Route JSON, route object, site path (/...) or external URL (`menuPathSchema`). */
export type MenuPath = string | RouteRef;

/** The browser's check of a RouteRef, without zod: same rules as `routeRefSchema` (tested). */
export const isRouteRef = (value: unknown): value is RouteRef => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { name, params } = value as { name?: unknown; params?: unknown };
  if (typeof name !== 'string' || name.length === 0) return false;
  if (params === undefined) return true;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  return Object.values(params).every((v) => typeof v === 'string');
};

export interface ResolvedLink {
  href: string;
  external: boolean;
}

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
    return isRouteRef(path) ? fromRouteRef(path, locale) : undefined;
  }
  const value = path.trim();
  if (value.startsWith('{')) {
    try {
      const ref: unknown = JSON.parse(value);
      return isRouteRef(ref) ? fromRouteRef(ref, locale) : undefined;
    } catch {
      return undefined;
    }
  }
  if (isExternalHttpUrl(value) || isMailOrTel(value)) return { href: value, external: true };
  // Never `//host` nor `/\host`: both open another site (safe-links.ts).
  if (isSitePath(value)) return { href: value, external: false };
  return undefined;
};
