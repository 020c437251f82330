import { describe, expect, it } from 'vitest';
import { levelFromRoles } from './access';
import { DEFAULT_ROLES, keepsPassword, userFormSchema } from './users';

const form = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org', role: 'admin' };

describe('userFormSchema', () => {
  it('needs a password to create a user', () => {
    const res = userFormSchema.safeParse(form);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(['password']);
    expect(userFormSchema.safeParse({ ...form, password: 'Abcdef' }).success).toBe(true);
  });
  it('keeps the current password on edit when left empty', () => {
    const edit = userFormSchema.parse({ ...form, id: 'u1', password: '' });
    expect(keepsPassword(edit)).toBe(true);
    expect(keepsPassword(userFormSchema.parse({ ...form, id: 'u1', password: 'Abcdef' }))).toBe(false);
  });
  it('refuses missing login fields and bad emails', () => {
    expect(userFormSchema.safeParse({ ...form, id: 'u', role: '' }).success).toBe(false);
    expect(userFormSchema.safeParse({ ...form, id: 'u', email: 'x' }).success).toBe(false);
  });

  it('needs no name or surname: only what a login needs is required', () => {
    const parsed = userFormSchema.safeParse({
      email: 'desk@example.org',
      role: 'operatoriRole',
      password: 'x',
    });
    expect(parsed.success && parsed.data).toMatchObject({ name: '', surname: '' });
  });
});

describe('DEFAULT_ROLES', () => {
  it('grants the admin and manager bits', () => {
    expect(DEFAULT_ROLES.map((r) => levelFromRoles([r.id]))).toEqual([17, 9]);
  });
});
