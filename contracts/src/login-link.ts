import { buildUrl, type RouteMatch } from './routes';

/**
 * The login link of a page: `/login?redirect=<this page>`, so signing in from a news item comes
 * back to it. The return path is rebuilt from the route table (a site path by construction; the
 * login page checks it again, refusing `//host`, `/\host` and schemes). Pages that make no sense to
 * come back to (login itself, password reset, an unknown URL) give the plain login link.
 */
const NO_RETURN = new Set<RouteMatch['route']>(['login', 'resetPassword', 'notFound']);

export function loginLinkFor(here: RouteMatch): string {
  if (here.route === 'notFound' || NO_RETURN.has(here.route)) return buildUrl('login', {}, here.locale);
  let back: string;
  try {
    back = buildUrl(here.route, here.params, here.locale, here.query);
  } catch {
    // Parameters the table cannot write back (a hand-made URL): the login page alone is still right.
    return buildUrl('login', {}, here.locale);
  }
  // The login page returns to the home by itself: no return path to carry from there.
  if (back === buildUrl('home', {}, here.locale)) return buildUrl('login', {}, here.locale);
  return buildUrl('login', {}, here.locale, { redirect: back });
}
