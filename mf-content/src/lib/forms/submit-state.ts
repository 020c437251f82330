import { messageIdForError } from '@archive/contracts/error-codes';
import type { Locale } from '@archive/contracts/locales';
import { type MessageId, t } from '@archive/contracts/messages';
import { ApiError } from '@archive/ui';

/** Where a visitor form stands: typing, sending, sent (with the thank-you text) or refused. */
export type SubmitState =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The text of a refused submission in the visitor's language. Known codes use the contracts'
 * wording; field errors keep the gateway's message (already in the caller's locale, because
 * the fetcher sends it); network failures get the generic message.
 */
export function failureMessage(err: unknown, locale: Locale): string {
  if (err instanceof ApiError) {
    if (err.code === 'VALIDATION' && err.message) return err.message;
    if (err.statusCode === 0) return t('error.generic', locale);
    const id: MessageId = messageIdForError(err.code);
    return id === 'error.generic' && err.statusCode < 500 && err.message ? err.message : t(id, locale);
  }
  return t('error.generic', locale);
}
