import type { RouteName } from './routes';

/**
 * Screens whose texts a manager edits in place in edit mode (issue 18): the home, and the document
 * pages (about, generic and policy pages, a news item, an institute, a path), and the login screen's
 * title and text for a signed-in manager (issue 25). Lists, catalogue
 * screens and record pages draw nothing a manager writes here (records come from the catalogue
 * backend), so the user bar says so instead of offering the edit switch.
 */
export const IN_PLACE_EDIT_ROUTES = [
  'home',
  'page',
  'cookiepolicy',
  'privacy',
  'newsItem',
  'institutesItem',
  'pathsItem',
  'login',
] as const satisfies readonly RouteName[];

export const hasInPlaceEditing = (route: string): boolean =>
  (IN_PLACE_EDIT_ROUTES as readonly string[]).includes(route);
