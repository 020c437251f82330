import { ADMIN_BIT, canEdit, isAdmin, levelFromRoles } from './access';

/**
 * Who manages whom (spec section 6: managers and administrators manage users). Zod-free so the
 * gateway enforces and the settings screen draws the same rule:
 * - an administrator manages everyone and grants every role;
 * - a manager manages users at or below the manager level: never edits or deletes an
 *   administrator, never grants a role that carries the admin bit (so cannot become one either);
 * - nobody else manages users.
 */
export const canManageUsers = (level: number): boolean => canEdit(level);

/** Whether a user of `actorLevel` may edit or delete a user of `targetLevel`. */
export const canManageUser = (actorLevel: number, targetLevel: number): boolean =>
  canManageUsers(actorLevel) && (isAdmin(actorLevel) || (targetLevel & ADMIN_BIT) === 0);

/** Whether a user of `actorLevel` may give the role `roleId`. */
export const canGrantRole = (actorLevel: number, roleId: string): boolean =>
  canManageUser(actorLevel, levelFromRoles([roleId]));

/** The roles a user of `actorLevel` may give, in the backend's order. */
export const grantableRoles = <R extends { id: string }>(actorLevel: number, roles: readonly R[]): R[] =>
  roles.filter((r) => canGrantRole(actorLevel, r.id));
