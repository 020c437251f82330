import type { Locale } from '@archive/contracts/locales';
import { buildUrl, matchUrl, type QueryValues, type RouteName } from '@archive/contracts/routes';

/**
 * Where a visitor goes after signing in. The shell's guard sends them to
 * `/login?redirect=<path and query>`; anything that is not a same-origin path is refused (an
 * attacker's `?redirect=https://evil.example` or `//evil.example` would otherwise turn the login
 * page into an open redirect), and so are the auth pages themselves (no loop back to /login).
 */
export const REDIRECT_PARAMS = ['redirect', 'from'] as const;

const AUTH_ROUTES: readonly RouteName[] = ['login', 'resetPassword'];
const DUMMY_ORIGIN = 'https://same-origin.invalid';

/** The value as a same-origin path with query and hash, or undefined when it is not one. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  // Only root-relative paths: not `//host`, not `/\host` (browsers read a backslash as a slash),
  // no scheme, no control characters that URL parsing would silently strip.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== DUMMY_ORIGIN) return undefined;
  return url.pathname + url.search + url.hash;
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page to return to after login: the `redirect` (or `from`) query value when it is a safe
 * same-origin path that is not an auth page, else the home page in the visitor's locale.
 */
export function redirectTarget(query: QueryValues, locale: Locale): string {
  for (const key of REDIRECT_PARAMS) {
    const path = sameOriginPath(firstValue(query[key]));
    if (path && !AUTH_ROUTES.includes(matchUrl(path).route)) return path;
  }
  return buildUrl('home', {}, locale);
}
