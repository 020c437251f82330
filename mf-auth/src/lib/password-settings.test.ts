import { DEFAULT_PASSWORD_PATTERN } from '@archive/contracts/password';
import { passwordSettingsSchema } from '@archive/contracts/password-schema';
import type { SiteOptions } from '@archive/ui';
import { describe, expect, it } from 'vitest';
import { passwordSettingsOf } from './password-settings';

describe('passwordSettingsOf', () => {
  it('answers what the contracts schema answers for the site options password field', () => {
    const corpus: unknown[] = [
      undefined,
      null,
      {},
      'x',
      [],
      { pattern: '^.{8,}$' },
      { pattern: '^.{8,}$', messages: { it: 'Almeno 8 caratteri', en: 'At least 8 characters', fr: 'x' } },
      { pattern: '(a+)+$' },
      { pattern: '[' },
      { pattern: '' },
      { pattern: 8 },
      { messages: { it: 'a'.repeat(500) } },
      { messages: { en: 'a'.repeat(501) } },
      { messages: { it: 3 } },
      { messages: 'x' },
      { messages: null },
      { pattern: undefined, messages: undefined, other: 1 },
    ];
    for (const password of corpus) {
      const parsed = passwordSettingsSchema.safeParse(password ?? {});
      const options = { password } as unknown as SiteOptions;
      expect(passwordSettingsOf(options), JSON.stringify(password)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('gives the default pattern when the site sets none', () => {
    expect(passwordSettingsOf({} as SiteOptions)?.pattern).toBe(DEFAULT_PASSWORD_PATTERN);
  });
});
