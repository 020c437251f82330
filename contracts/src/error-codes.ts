import type { MessageId } from './messages';

/**
 * Stable machine codes of the error answer (`code` in errorResponseSchema) and the message each one
 * shows. The gateway sets the code; the front end shows `t(ERROR_MESSAGES[code], locale)` when it
 * prefers its own wording to the answer's message.
 */
export const ERROR_CODES = {
  LOGIN_FAILED: 'auth.loginFailed',
  SESSION_REQUIRED: 'error.sessionRequired',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  NOT_ACCESSIBLE: 'error.notAccessible',
  VALIDATION: 'error.validation',
  CONSENT_REQUIRED: 'error.consentRequired',
  TERMS_REQUIRED: 'error.termsRequired',
  STALE_REVISION: 'error.staleRevision',
  RATE_LIMITED: 'error.rateLimited',
  PASSWORD_POLICY: 'auth.passwordPolicy',
  PASSWORD_MISMATCH: 'auth.passwordMismatch',
  PASSWORD_CHANGE_FAILED: 'auth.passwordChangeFailed',
  RESET_TOKEN_INVALID: 'auth.resetTokenInvalid',
  UPLOAD_FAILED: 'upload.failure',
  INTERNAL: 'error.generic',
} as const satisfies Record<string, MessageId>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** Message of an error code, or the generic one for codes this build does not know. */
export const messageIdForError = (code: unknown): MessageId =>
  isErrorCode(code) ? ERROR_CODES[code] : 'error.generic';
