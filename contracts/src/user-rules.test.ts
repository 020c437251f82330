import { describe, expect, it } from 'vitest';
import { canGrantRole, canManageUser, canManageUsers, grantableRoles } from './user-rules';

const ADMIN = 17;
const MANAGER = 9;
const VISITOR = 1;
const ROLES = [
  { id: 'admin' },
  { id: 'ROLE_MANAGER' },
  { id: 'operatoriRole' },
  { id: 'ROLE_PIMCORE_ADMIN' },
];

describe('user administration rules', () => {
  it('gives user management to managers and administrators only', () => {
    expect([ADMIN, MANAGER, 16, 8, VISITOR, 0].map(canManageUsers)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lets a manager manage users at or below the manager level, never an administrator', () => {
    expect(canManageUser(MANAGER, MANAGER)).toBe(true);
    expect(canManageUser(MANAGER, VISITOR)).toBe(true);
    expect(canManageUser(MANAGER, ADMIN)).toBe(false);
    expect(canManageUser(MANAGER, 25)).toBe(false);
    expect(canManageUser(ADMIN, ADMIN)).toBe(true);
    expect(canManageUser(VISITOR, VISITOR)).toBe(false);
  });

  it('never lets a manager grant a role carrying the admin bit', () => {
    expect(grantableRoles(MANAGER, ROLES).map((r) => r.id)).toEqual(['ROLE_MANAGER', 'operatoriRole']);
    expect(grantableRoles(ADMIN, ROLES)).toHaveLength(4);
    expect(canGrantRole(MANAGER, 'ROLE_PIMCORE_ADMIN')).toBe(false);
    expect(grantableRoles(VISITOR, ROLES)).toEqual([]);
  });
});
