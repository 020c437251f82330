import { describe, expect, it } from 'vitest';
import {
  ADMIN_BIT,
  ANONYMOUS_LEVEL,
  canEdit,
  DEFAULT_PROFILE,
  hasInstitutes,
  hasNews,
  isAdmin,
  isManager,
  levelFromRoles,
  MANAGER_BIT,
  PROTECTED_LEVEL,
  routeRequirement,
  sharesBit,
} from './access';
import { levelSchema } from './access-schema';

describe('level bits', () => {
  it('has the spec values', () => {
    expect([ANONYMOUS_LEVEL, MANAGER_BIT, ADMIN_BIT, PROTECTED_LEVEL]).toEqual([1, 8, 16, 24]);
  });
});

describe('levelFromRoles', () => {
  it('gives anonymous level 1 to no roles', () => {
    expect(levelFromRoles([])).toBe(1);
    expect(levelFromRoles(undefined)).toBe(1);
    expect(levelFromRoles(null)).toBe(1);
  });
  it('adds 16 for either admin role name', () => {
    expect(levelFromRoles(['ROLE_PIMCORE_ADMIN'])).toBe(17);
    expect(levelFromRoles(['admin'])).toBe(17);
  });
  it('adds 8 for either manager role name', () => {
    expect(levelFromRoles(['ROLE_MANAGER'])).toBe(9);
    expect(levelFromRoles(['operatoriRole'])).toBe(9);
  });
  it('adds each bit once even with duplicate or synonymous roles', () => {
    expect(levelFromRoles(['admin', 'ROLE_PIMCORE_ADMIN', 'admin'])).toBe(17);
    expect(levelFromRoles(['admin', 'ROLE_MANAGER', 'operatoriRole'])).toBe(25);
  });
  it('ignores unknown roles and role names in a different case', () => {
    expect(levelFromRoles(['editor', 'ADMIN', 'role_manager'])).toBe(1);
  });
  it('ignores non-string entries from untyped sources', () => {
    expect(levelFromRoles([42, 'admin'] as unknown as string[])).toBe(17);
  });
});

describe('routeRequirement and sharesBit', () => {
  it('uses the declared requirement first', () => {
    expect(routeRequirement(24, true)).toBe(24);
    expect(routeRequirement(1, false)).toBe(1);
  });
  it('defaults to 1 on a public site and 24 on a private one', () => {
    expect(routeRequirement(undefined, true)).toBe(1);
    expect(routeRequirement(undefined, false)).toBe(24);
  });
  it('lets anonymous visitors in only where bit 1 is required', () => {
    expect(sharesBit(1, 1)).toBe(true);
    expect(sharesBit(1, 24)).toBe(false);
  });
  it('lets managers and admins through the protected requirement', () => {
    expect(sharesBit(levelFromRoles(['ROLE_MANAGER']), 24)).toBe(true);
    expect(sharesBit(levelFromRoles(['admin']), 24)).toBe(true);
  });
  it('keeps managers out of an admin-only requirement', () => {
    expect(sharesBit(9, 16)).toBe(false);
  });
  it('never matches a zero requirement', () => {
    expect(sharesBit(31, 0)).toBe(false);
  });
});

describe('canEdit, isAdmin, isManager', () => {
  it('opens editing to bits 8 or 16 only', () => {
    expect(canEdit(1)).toBe(false);
    expect(canEdit(9)).toBe(true);
    expect(canEdit(17)).toBe(true);
    expect(canEdit(25)).toBe(true);
  });
  it('tells admins from managers', () => {
    expect(isAdmin(17)).toBe(true);
    expect(isAdmin(9)).toBe(false);
    expect(isManager(9)).toBe(true);
    expect(isManager(17)).toBe(false);
  });
});

describe('site profile bits', () => {
  it('defaults to news and institutes on', () => {
    expect(DEFAULT_PROFILE).toBe(6);
    expect(hasNews(DEFAULT_PROFILE)).toBe(true);
    expect(hasInstitutes(DEFAULT_PROFILE)).toBe(true);
  });
  it('reads each bit independently', () => {
    expect(hasNews(2)).toBe(true);
    expect(hasInstitutes(2)).toBe(false);
    expect(hasNews(4)).toBe(false);
    expect(hasInstitutes(4)).toBe(true);
    expect(hasNews(0)).toBe(false);
  });
});

describe('levelSchema', () => {
  it('accepts bitmask integers and refuses the rest', () => {
    expect(levelSchema.safeParse(25).success).toBe(true);
    expect(levelSchema.safeParse(1.5).success).toBe(false);
    expect(levelSchema.safeParse(-1).success).toBe(false);
    expect(levelSchema.safeParse('1').success).toBe(false);
  });
});
