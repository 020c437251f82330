import { DEFAULT_LOCALE, type Locale } from './locales';
import { t } from './messages';
import { backtrackingRisk, regexShape } from './regex-shape';

/**
 * Password rule (spec section 5): by default at least 6 characters with a lowercase and an
 * uppercase letter. Site options may replace the pattern and its Italian and English messages; a
 * pattern typed by an administrator is checked before use so it cannot hang the gateway.
 */
export const DEFAULT_PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z]).{6,}$';
export const PASSWORD_PATTERN_MAX_LENGTH = 200;
/** Longest password we test against a pattern; longer input is refused before any regex runs. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Whether a configured pattern is usable: it compiles, is short, and has none of the shapes that
 * backtrack badly (regex-shape.ts, the parser the raw catalogue queries use: nested quantifiers,
 * overlapping open-ended repeats, backreferences). Lookarounds are allowed: the default rule needs
 * them, and a password is at most PASSWORD_MAX_LENGTH characters.
 */
export const isSafePattern = (source: string): boolean => {
  if (source.length === 0 || source.length > PASSWORD_PATTERN_MAX_LENGTH) return false;
  try {
    new RegExp(source, 'u');
  } catch {
    return false;
  }
  return backtrackingRisk(regexShape(source, 'u'), { lookaround: true }) === null;
};

/**
 * The site's password policy as the options hold it (password-schema.ts validates it and checks, at
 * compile time, that its input fits this shape). Plain types: no zod at run time here, since mf-auth
 * checks passwords on its pages.
 */
export interface PasswordSettingsInput {
  pattern?: string | undefined;
  messages?: { it?: string | undefined; en?: string | undefined } | undefined;
}

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/** The message shown when a password fails the policy, in the visitor's locale. */
export const passwordPolicyMessage = (
  settings: PasswordSettingsInput | undefined,
  locale: Locale,
): string => {
  const custom = locale === 'it' ? settings?.messages?.it : settings?.messages?.en;
  if (custom?.trim()) return custom;
  return t('auth.passwordPolicy', locale);
};

const compile = (settings: PasswordSettingsInput | undefined): RegExp => {
  const source = settings?.pattern;
  // An unsafe configured pattern falls back to the default instead of locking everyone out.
  return new RegExp(source && isSafePattern(source) ? source : DEFAULT_PASSWORD_PATTERN, 'u');
};

/** Checks a new password against the site's policy. */
export const checkPassword = (
  password: unknown,
  settings?: PasswordSettingsInput,
  locale: Locale = DEFAULT_LOCALE,
): PasswordCheck => {
  if (
    typeof password !== 'string' ||
    password.length > PASSWORD_MAX_LENGTH ||
    !compile(settings).test(password)
  ) {
    return { ok: false, message: passwordPolicyMessage(settings, locale) };
  }
  return { ok: true };
};

/** Checks the confirmation field: 'Le password non corrispondono'. */
export const checkPasswordConfirmation = (
  password: string,
  confirmation: string,
  locale: Locale = DEFAULT_LOCALE,
): PasswordCheck =>
  password === confirmation ? { ok: true } : { ok: false, message: t('auth.passwordMismatch', locale) };

/** Both checks, policy first, as the change and reset password forms run them. */
export const checkNewPassword = (
  password: string,
  confirmation: string,
  settings?: PasswordSettingsInput,
  locale: Locale = DEFAULT_LOCALE,
): PasswordCheck => {
  const policy = checkPassword(password, settings, locale);
  return policy.ok ? checkPasswordConfirmation(password, confirmation, locale) : policy;
};
