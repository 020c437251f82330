import { describe, expect, it } from 'vitest';
import { isPinned, loginFormSchema, pinSchema, sessionUserSchema, togglePin } from './auth';

describe('loginFormSchema', () => {
  it('accepts email and password', () => {
    expect(loginFormSchema.parse({ email: 'a@b.it', password: 'x' })).toEqual({
      email: 'a@b.it',
      password: 'x',
    });
  });
  it('refuses bad input with message ids', () => {
    expect(loginFormSchema.safeParse({ email: 'a', password: 'x' }).error?.issues[0]?.message).toBe(
      'validation.emailInvalid',
    );
    expect(loginFormSchema.safeParse({ email: 'a@b.it', password: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(loginFormSchema.safeParse({ email: 'a@b.it', password: 'x'.repeat(300) }).success).toBe(false);
    expect(loginFormSchema.safeParse({}).success).toBe(false);
  });
});

describe('session user', () => {
  it('defaults roles, pins and profile and normalises pin ids', () => {
    const user = sessionUserSchema.parse({
      uid: 'u1',
      email: 'a@b.it',
      level: 9,
      pins: [{ id: 12, table: 'ca_objects' }],
    });
    expect(user.roles).toEqual([]);
    expect(user.profile).toEqual({});
    expect(user.pins).toEqual([{ id: '12', table: 'ca_objects' }]);
  });
  it('refuses pins of unknown tables and impossible levels', () => {
    expect(pinSchema.safeParse({ id: '1', table: 'users' }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ uid: 'u', email: 'a@b.it', level: 64 }).success).toBe(false);
  });
});

describe('togglePin', () => {
  it('adds then removes a pin', () => {
    const added = togglePin([], { id: 5, table: 'ca_objects' });
    expect(added).toEqual([{ id: '5', table: 'ca_objects' }]);
    expect(isPinned(added, 'ca_objects', 5)).toBe(true);
    expect(togglePin(added, { id: '5', table: 'ca_objects' })).toEqual([]);
  });
  it('tells tables apart', () => {
    const pins = togglePin([{ id: '5', table: 'ca_objects' }], { id: '5', table: 'ca_entities' });
    expect(pins).toHaveLength(2);
    expect(isPinned(pins, 'ca_places', '5')).toBe(false);
  });
});
