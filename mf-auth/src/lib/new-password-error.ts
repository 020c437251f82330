import type { Locale } from '@archive/contracts/locales';
import { type MessageId, t } from '@archive/contracts/messages';
import {
  checkPassword,
  checkPasswordConfirmation,
  type PasswordSettingsInput,
  passwordPolicyMessage,
} from '@archive/contracts/password';
import { ApiError } from '@archive/ui';
import type { NewPasswordField } from './components/new-password-fields';

export interface FieldError {
  message: string;
  field: NewPasswordField | null;
}

/** The check both password forms run before calling: policy first, then the confirmation. */
export function checkNewPasswordFields(
  password: string,
  confirmation: string,
  settings: PasswordSettingsInput | undefined,
  locale: Locale,
): FieldError | null {
  const policy = checkPassword(password, settings, locale);
  if (!policy.ok) return { message: policy.message, field: 'password' };
  const same = checkPasswordConfirmation(password, confirmation, locale);
  if (!same.ok) return { message: same.message, field: 'confirmation' };
  return null;
}

/**
 * A refused change, in the visitor's words: the site's policy text, 'Le password non
 * corrispondono', rate limiting, a missing session, or `fallback` ('Errore nel cambio password'
 * for the change form).
 */
export function newPasswordServerError(
  err: unknown,
  settings: PasswordSettingsInput | undefined,
  locale: Locale,
  fallback: MessageId,
): FieldError {
  if (!(err instanceof ApiError)) return { message: t(fallback, locale), field: null };
  switch (err.code) {
    case 'PASSWORD_POLICY':
      return { message: passwordPolicyMessage(settings, locale), field: 'password' };
    case 'PASSWORD_MISMATCH':
      return { message: t('auth.passwordMismatch', locale), field: 'confirmation' };
    case 'SESSION_REQUIRED':
      return { message: t('error.sessionRequired', locale), field: null };
  }
  if (err.code === 'RATE_LIMITED' || err.statusCode === 429)
    return { message: err.message.trim() || t('error.rateLimited', locale), field: null };
  return { message: t(fallback, locale), field: null };
}
