import {
  DEFAULT_PASSWORD_PATTERN,
  isSafePattern,
  type PasswordSettingsInput,
} from '@archive/contracts/password';
import type { SiteOptions } from '@archive/ui';

/**
 * The password policy of the site options (`password`: pattern and Italian/English messages).
 * The store holds the options as the gateway sent them; anything malformed means the default
 * policy (at least 6 characters, a lowercase and an uppercase letter).
 *
 * Read without zod: it answers what `passwordSettingsSchema.safeParse` would (password-settings.test.ts
 * compares them), so once contracts/password.ts keeps its schemas in a module of their own, mf-auth
 * downloads no zod for the password forms.
 */
export function passwordSettingsOf(options: SiteOptions): PasswordSettingsInput | undefined {
  const raw = options.password ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { pattern = DEFAULT_PASSWORD_PATTERN, messages = {} } = raw as Record<string, unknown>;
  if (typeof pattern !== 'string' || !isSafePattern(pattern)) return undefined;
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return undefined;
  const out: { it?: string; en?: string } = {};
  for (const key of ['it', 'en'] as const) {
    const text = (messages as Record<string, unknown>)[key];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > 500) return undefined;
    out[key] = text;
  }
  return { pattern, messages: out };
}
