import { messageIdForError } from '@archive/contracts/error-codes';
import type { Locale } from '@archive/contracts/locales';
import { type MessageId, t } from '@archive/contracts/messages';
import { ApiError } from '@archive/ui';

/**
 * The message a form shows for a failed call, in the visitor's locale. Rate limiting keeps the
 * gateway's own text (it may say how long to wait); a known error code shows the contracts'
 * wording for it; anything else (network down, a 500) shows `fallback`.
 */
export function errorText(err: unknown, locale: Locale, fallback: MessageId = 'error.generic'): string {
  if (!(err instanceof ApiError) || err.statusCode === 0) return t(fallback, locale);
  if (err.code === 'RATE_LIMITED' || err.statusCode === 429)
    return err.message.trim() ? err.message : t('error.rateLimited', locale);
  if (err.code && err.code !== 'INTERNAL' && messageIdForError(err.code) !== 'error.generic')
    return t(messageIdForError(err.code), locale);
  return t(fallback, locale);
}
