import { t } from '@archive/contracts/messages';
import { ApiError } from '@archive/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../lib/components/form-alert';
import { errorText } from '../../../lib/error-text';
import { sharedMessages } from '../../../lib/messages';
import { useLocale } from '../../../lib/use-locale';
import { requestPasswordReset } from '../api/reset-password';
import { resetMessages } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks for the account email and sends the reset mail. The answer is the same neutral sentence
 * whether or not the address has an account (so the form cannot be used to find accounts); only
 * rate limiting and outages say something else.
 */
export function ResetRequestForm() {
  const intl = useIntl();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; message: string; n: number } | null>(
    null,
  );
  const say = (kind: 'error' | 'success', message: string) =>
    setAnswer((a) => ({ kind, message, n: (a?.n ?? 0) + 1 }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!EMAIL.test(email.trim())) return say('error', t('validation.emailInvalid', locale));
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      say('success', t('auth.resetRequested', locale));
    } catch (err) {
      const neutral =
        err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 429;
      if (neutral) say('success', t('auth.resetRequested', locale));
      else say('error', errorText(err, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy} data-form="reset-request">
      {answer && (
        <FormAlert id="reset-request-alert" kind={answer.kind} message={answer.message} focusKey={answer.n} />
      )}
      <p>{intl.formatMessage(resetMessages.requestIntro)}</p>
      <div className="auth-field">
        <label htmlFor="reset-email">{intl.formatMessage(resetMessages.email)}</label>
        <input
          id="reset-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={
            answer?.kind === 'error' && answer.message === t('validation.emailInvalid', locale)
              ? true
              : undefined
          }
          aria-describedby={answer?.kind === 'error' ? 'reset-request-alert' : undefined}
        />
      </div>
      <div className="auth-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {intl.formatMessage(busy ? sharedMessages.sending : resetMessages.send)}
        </button>
      </div>
    </form>
  );
}
