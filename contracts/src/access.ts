import { ACCESS_LEVELS } from './constants';

/**
 * Access level bitmask (spec section 6). Anonymous visitors hold bit 1; managers add 8, admins 16.
 * A route's requirement is matched when the visitor's level shares at least one bit with it, so the
 * default protected requirement 24 (8|16) admits managers and admins and nobody else.
 */
export const ANONYMOUS_LEVEL = ACCESS_LEVELS.anonymous;
export const MANAGER_BIT = ACCESS_LEVELS.manager;
export const ADMIN_BIT = ACCESS_LEVELS.admin;
export const PROTECTED_LEVEL = ACCESS_LEVELS.protected;
/** Bits that open the user bar, edit mode and settings. */
export const EDITOR_BITS = MANAGER_BIT | ADMIN_BIT;

/** Role names that grant each bit; both backend kinds' names are accepted. */
export const ADMIN_ROLES = ['ROLE_PIMCORE_ADMIN', 'admin'] as const;
export const MANAGER_ROLES = ['ROLE_MANAGER', 'operatoriRole'] as const;

/** Access level bitmask, 0-31 (`levelSchema` in access-schema.ts). */
export type Level = number;

const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((r) => wanted.includes(r));

/**
 * Level of a user from their roles: starts at 1, adds 16 once for an admin role and 8 once for a
 * manager role, however many matching roles the user holds.
 */
export const levelFromRoles = (roles: readonly string[] | null | undefined): Level => {
  const list = Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  let level: number = ANONYMOUS_LEVEL;
  if (hasAny(list, ADMIN_ROLES)) level |= ADMIN_BIT;
  if (hasAny(list, MANAGER_ROLES)) level |= MANAGER_BIT;
  return level;
};

/** Required level of a route: the declared one, else 1 on a public site and 24 on a private one. */
export const routeRequirement = (declared: number | undefined, sitePublic: boolean): Level =>
  declared ?? (sitePublic ? ANONYMOUS_LEVEL : PROTECTED_LEVEL);

/** Whether a visitor with `level` passes a requirement: at least one shared bit. */
export const sharesBit = (level: number, required: number): boolean => (level & required) !== 0;

/** Managers and admins edit in place and open settings. */
export const canEdit = (level: number): boolean => sharesBit(level, EDITOR_BITS);
export const isAdmin = (level: number): boolean => sharesBit(level, ADMIN_BIT);
export const isManager = (level: number): boolean => sharesBit(level, MANAGER_BIT);

/** Site profile bitmask (site options `profile`): which optional sections the site shows. */
export const NEWS_BIT = 2;
export const INSTITUTES_BIT = 4;
/** News and institutes both on, the default profile. */
export const DEFAULT_PROFILE = NEWS_BIT | INSTITUTES_BIT;

export const hasNews = (profile: number): boolean => sharesBit(profile, NEWS_BIT);
export const hasInstitutes = (profile: number): boolean => sharesBit(profile, INSTITUTES_BIT);
