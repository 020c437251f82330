import { EDITOR_BITS, levelFromRoles } from '@archive/contracts/access';
import { catalogueSystemProfile } from '@archive/contracts/catalogue-system';
import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { canGrantRole, canManageUser } from '@archive/contracts/user-rules';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requireLevel, sessionOf } from '../../../../auth';
import { localeOf } from '../../../../identity/locale';
import { HttpError } from '../../../../lib/http-error';

/**
 * Access to the users calls (getUserList, getRoleList, upsert, delete), one rule for the four
 * (contracts/src/user-rules.ts): managers and administrators; a manager only for users and roles
 * at or below the manager level. With a content-management catalogue (CATALOGUE_SYSTEM=pimcore)
 * accounts are managed in its back office and these calls answer 404 USERS_NOT_OFFERED.
 */
export const requireUserAdmin = (app: FastifyInstance): preHandlerAsyncHookHandler[] => [
  requireLevel(EDITOR_BITS),
  async (request) => {
    if (!catalogueSystemProfile(app.content.catalogueSystem).userAdmin)
      throw new HttpError(404, t('users.notOffered', localeOf(request)), 'USERS_NOT_OFFERED');
  },
];

const forbidden = (locale: Locale) => new HttpError(403, t('users.adminOnly', locale), 'ADMIN_ONLY');

/** 403 ADMIN_ONLY unless the caller may give `role`. */
export function assertCanGrant(request: FastifyRequest, role: string, locale: Locale): void {
  if (!canGrantRole(sessionOf(request).level, role)) throw forbidden(locale);
}

/**
 * 403 ADMIN_ONLY unless the caller may edit or delete the user `id`. An unknown id passes: the
 * caller answers 404 as before, and a manager learns no more than that it does not exist.
 */
export async function assertCanManage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  locale: Locale,
): Promise<void> {
  const target = await app.identity.users.get(id);
  if (target && !canManageUser(sessionOf(request).level, levelFromRoles(target.roles)))
    throw forbidden(locale);
}
