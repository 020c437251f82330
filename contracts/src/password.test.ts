// Every locale registered, as on the server (in the browser the shell loads the page's locale).
import './messages-all';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkPassword,
  checkPasswordConfirmation,
  DEFAULT_PASSWORD_PATTERN,
  isSafePattern,
  passwordPolicyMessage,
} from './password';
import { passwordSettingsSchema } from './password-schema';

describe('default policy', () => {
  it('accepts 6+ characters with a lowercase and an uppercase letter', () => {
    expect(checkPassword('Abcdef')).toEqual({ ok: true });
    expect(checkPassword('aB3$xyz!')).toEqual({ ok: true });
  });
  it('refuses short, single-case or empty passwords with the Italian message', () => {
    for (const bad of ['Abcde', 'abcdef', 'ABCDEF', '123456', '']) {
      const res = checkPassword(bad);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.message).toMatch(/almeno 6 caratteri/);
    }
  });
  it('answers in English for English visitors', () => {
    const res = checkPassword('abc', undefined, 'en');
    expect(res).toEqual({ ok: false, message: expect.stringMatching(/at least 6 characters/) });
  });
  it('refuses non-strings and absurdly long input', () => {
    expect(checkPassword(undefined).ok).toBe(false);
    expect(checkPassword(123456).ok).toBe(false);
    expect(checkPassword(`Aa${'x'.repeat(300)}`).ok).toBe(false);
  });
});

describe('configured policy', () => {
  const settings = {
    pattern: '^(?=.*\\d).{8,}$',
    messages: { it: 'Almeno 8 caratteri e una cifra', en: 'At least 8 characters and a digit' },
  };
  it('uses the site pattern', () => {
    expect(checkPassword('abcdefg1', settings).ok).toBe(true);
    expect(checkPassword('Abcdefgh', settings).ok).toBe(false);
  });
  it('uses the site messages, English for non-Italian locales', () => {
    expect(checkPassword('x', settings, 'it')).toEqual({
      ok: false,
      message: 'Almeno 8 caratteri e una cifra',
    });
    expect(checkPassword('x', settings, 'fr')).toEqual({
      ok: false,
      message: 'At least 8 characters and a digit',
    });
  });
  it('falls back to the default message when the custom one is blank', () => {
    expect(passwordPolicyMessage({ messages: { it: '  ' } }, 'it')).toMatch(/almeno 6/);
  });
  it('falls back to the default pattern when the configured one is unsafe', () => {
    expect(checkPassword('Abcdef', { pattern: '(a+)+$' }).ok).toBe(true);
    expect(checkPassword('abcdef', { pattern: '(a+)+$' }).ok).toBe(false);
  });
});

describe('isSafePattern', () => {
  it('accepts the default and ordinary patterns', () => {
    expect(isSafePattern(DEFAULT_PASSWORD_PATTERN)).toBe(true);
    expect(isSafePattern('^.{8,}$')).toBe(true);
    expect(isSafePattern('^[A-Za-z0-9]{10,64}$')).toBe(true);
  });
  it('refuses broken, empty, huge and backtracking-prone patterns', () => {
    expect(isSafePattern('(')).toBe(false);
    expect(isSafePattern('')).toBe(false);
    expect(isSafePattern('a'.repeat(201))).toBe(false);
    expect(isSafePattern('(a+)+$')).toBe(false);
    expect(isSafePattern('(?:x*)*')).toBe(false);
    expect(isSafePattern('(ab{2,}){3}')).toBe(false);
    expect(isSafePattern('(a)\\1')).toBe(false);
  });
});

describe('passwordSettingsSchema', () => {
  it('defaults to the spec rule', () => {
    expect(passwordSettingsSchema.parse({})).toEqual({ pattern: DEFAULT_PASSWORD_PATTERN, messages: {} });
  });
  it('refuses an unsafe pattern', () => {
    expect(passwordSettingsSchema.safeParse({ pattern: '(.*)*' }).success).toBe(false);
  });
});

describe('confirmation', () => {
  it('says the passwords do not match', () => {
    expect(checkPasswordConfirmation('Abcdef', 'Abcdeg')).toEqual({
      ok: false,
      message: 'Le password non corrispondono',
    });
    expect(checkPasswordConfirmation('Abcdef', 'Abcdef')).toEqual({ ok: true });
    expect(checkPasswordConfirmation('a', 'b', 'en')).toEqual({
      ok: false,
      message: 'The passwords do not match',
    });
  });
  it('checks the policy before the confirmation', () => {
    expect(checkNewPassword('abc', 'xyz').ok).toBe(false);
    const res = checkNewPassword('abc', 'xyz');
    if (!res.ok) expect(res.message).not.toBe('Le password non corrispondono');
    expect(checkNewPassword('Abcdef', 'Abcdeg')).toEqual({
      ok: false,
      message: 'Le password non corrispondono',
    });
    expect(checkNewPassword('Abcdef', 'Abcdef')).toEqual({ ok: true });
  });
});
