import { sharesBit } from '@archive/contracts/access';
import type { Locale } from '@archive/contracts/locales';
import {
  getRoute,
  isGuardExempt,
  matchUrl,
  type RemoteName,
  type RouteMatch,
  remoteForRoute,
  requiredLevel,
} from '@archive/contracts/routes';

/**
 * Turns the contracts route table into single-spa activity: a remote is active when the URL names
 * one of its routes, the route is switched on for this site (profile bits) and the visitor passes
 * the route's level. Pure functions of the URL and the site state, so single-spa can call them at
 * any time.
 */
export interface AccessContext {
  enabledLocales: readonly Locale[];
  level: number;
  sitePublic: boolean;
  profile: number;
}

/** The access context from the store's values (site options: public flag and profile bits). */
export const accessContextOf = (s: {
  enabledLocales: readonly Locale[];
  level: number;
  siteOptions: { public?: boolean; profile?: unknown };
}): AccessContext => ({
  enabledLocales: s.enabledLocales,
  level: s.level,
  sitePublic: s.siteOptions.public !== false,
  profile: typeof s.siteOptions.profile === 'number' ? s.siteOptions.profile : 6,
});

export type PageState =
  | { kind: 'remote'; remote: RemoteName; match: RouteMatch }
  | { kind: 'notFound'; match: RouteMatch }
  | { kind: 'notAccessible'; match: RouteMatch }
  | { kind: 'login'; match: RouteMatch };

export function pageState(url: string, ctx: AccessContext): PageState {
  return pageStateOf(matchUrl(url, ctx.enabledLocales), ctx);
}

/** The same decision from a URL already matched (the store's route). */
export function pageStateOf(match: RouteMatch, ctx: AccessContext): PageState {
  if (match.route === 'notFound') return { kind: 'notFound', match };
  const def = getRoute(match.route);
  if (def.profileBit && !sharesBit(ctx.profile, def.profileBit)) return { kind: 'notAccessible', match };
  if (!isGuardExempt(match.route) && !sharesBit(ctx.level, requiredLevel(match.route, ctx.sitePublic))) {
    return { kind: 'login', match };
  }
  return { kind: 'remote', remote: remoteForRoute(match.route), match };
}

export const activityFor =
  (remote: RemoteName, context: () => AccessContext) =>
  (location: Location): boolean => {
    const state = pageState(location.pathname + location.search, context());
    return state.kind === 'remote' && state.remote === remote;
  };
