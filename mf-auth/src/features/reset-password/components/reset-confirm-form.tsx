import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { ApiError, Link, useArchive } from '@archive/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../lib/components/form-alert';
import { NewPasswordFields } from '../../../lib/components/new-password-fields';
import { sharedMessages } from '../../../lib/messages';
import {
  checkNewPasswordFields,
  type FieldError,
  newPasswordServerError,
} from '../../../lib/new-password-error';
import { passwordSettingsOf } from '../../../lib/password-settings';
import { useLocale } from '../../../lib/use-locale';
import { confirmPasswordReset } from '../api/reset-password';
import { resetMessages } from '../messages';

const ALERT_ID = 'reset-confirm-alert';

type Answer =
  | { kind: 'error'; message: string; field: FieldError['field']; n: number }
  | { kind: 'tokenInvalid'; message: string; n: number }
  | { kind: 'done' };

/**
 * New password with the token of the mailed link. An expired or already used token says so and
 * offers a new mail; success offers the login page.
 */
export function ResetConfirmForm({ token }: { token: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useArchive((s) => s.siteOptions);
  const settings = useMemo(() => passwordSettingsOf(options), [options]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const n = () => (answer && 'n' in answer ? answer.n + 1 : 1);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = checkNewPasswordFields(password, confirmation, settings, locale);
    if (invalid) return setAnswer({ kind: 'error', ...invalid, n: n() });
    setBusy(true);
    try {
      await confirmPasswordReset({ token, password, confirmation });
      setAnswer({ kind: 'done' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RESET_TOKEN_INVALID') {
        // The gateway says why in details.reason; an unknown reason gets the contracts' wording.
        const reason = (err.details as { reason?: unknown } | undefined)?.reason;
        const message =
          reason === 'expired' || reason === 'used'
            ? intl.formatMessage(resetMessages[reason])
            : t('auth.resetTokenInvalid', locale);
        setAnswer({ kind: 'tokenInvalid', message, n: n() });
      } else {
        setAnswer({
          kind: 'error',
          ...newPasswordServerError(err, settings, locale, 'error.generic'),
          n: n(),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  if (answer?.kind === 'done')
    return (
      <FormAlert kind="success" message={t('auth.passwordChanged', locale)}>
        <p>
          <Link className="btn btn-primary" href={buildUrl('login', {}, locale)}>
            {intl.formatMessage(resetMessages.toLogin)}
          </Link>
        </p>
      </FormAlert>
    );

  if (answer?.kind === 'tokenInvalid')
    return (
      <FormAlert kind="error" message={answer.message} focusKey={answer.n}>
        <p>
          <Link className="btn btn-primary" href={buildUrl('resetPassword', {}, locale)}>
            {intl.formatMessage(resetMessages.newLink)}
          </Link>
        </p>
      </FormAlert>
    );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy} data-form="reset-confirm">
      {answer?.kind === 'error' && (
        <FormAlert id={ALERT_ID} kind="error" message={answer.message} focusKey={answer.n} />
      )}
      <p>{intl.formatMessage(resetMessages.setIntro)}</p>
      <NewPasswordFields
        idPrefix="reset"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        settings={settings}
        invalid={answer?.kind === 'error' ? answer.field : null}
        errorId={ALERT_ID}
        disabled={busy}
      />
      <div className="auth-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {intl.formatMessage(busy ? sharedMessages.sending : resetMessages.save)}
        </button>
      </div>
    </form>
  );
}
