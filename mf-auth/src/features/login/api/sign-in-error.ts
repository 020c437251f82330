import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';
import { ApiError } from '@archive/ui';
import { errorText } from '../../../lib/error-text';

/**
 * What the login form says when signing in fails. Refused credentials (401, or a 400 for input the
 * gateway will not even check) all read 'Nome utente o password errati.', so the answer never
 * tells which part was wrong; rate limiting and outages say what they are.
 */
export function signInErrorText(err: unknown, locale: Locale): string {
  if (
    err instanceof ApiError &&
    (err.code === 'LOGIN_FAILED' || err.statusCode === 401 || err.statusCode === 400)
  )
    return t('auth.loginFailed', locale);
  return errorText(err, locale);
}
