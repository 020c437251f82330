import { t } from '@archive/contracts/messages';
import { ApiError, useArchive } from '@archive/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../lib/components/form-alert';
import { NewPasswordFields } from '../../../lib/components/new-password-fields';
import { PasswordField } from '../../../lib/components/password-field';
import { sharedMessages } from '../../../lib/messages';
import {
  checkNewPasswordFields,
  type FieldError,
  newPasswordServerError,
} from '../../../lib/new-password-error';
import { passwordSettingsOf } from '../../../lib/password-settings';
import { useLocale } from '../../../lib/use-locale';
import { changePassword } from '../api/change-password';
import { editPasswordMessages } from '../messages';

type Field = FieldError['field'] | 'current';
const ALERT_ID = 'edit-password-alert';

/**
 * Current password, new password and confirmation. The policy and the confirmation are checked
 * here first (same rules and words as the gateway), then the gateway decides.
 */
export function EditPasswordForm({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useArchive((s) => s.siteOptions);
  const settings = useMemo(() => passwordSettingsOf(options), [options]);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: Field; n: number } | null>(null);
  const fail = (message: string, field: Field) => setError((e) => ({ message, field, n: (e?.n ?? 0) + 1 }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!current) return fail(t('validation.required', locale), 'current');
    const invalid = checkNewPasswordFields(password, confirmation, settings, locale);
    if (invalid) return fail(invalid.message, invalid.field);
    setBusy(true);
    try {
      await changePassword({ currentPassword: current, password, confirmation });
      onDone();
    } catch (err) {
      setBusy(false);
      // The gateway asks for the current password (a stolen session alone cannot change it).
      if (err instanceof ApiError && err.code === 'CURRENT_PASSWORD_WRONG')
        return fail(intl.formatMessage(editPasswordMessages.currentWrong), 'current');
      const refused = newPasswordServerError(err, settings, locale, 'auth.passwordChangeFailed');
      fail(refused.message, refused.field);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy} data-form="edit-password">
      {error && <FormAlert id={ALERT_ID} kind="error" message={error.message} focusKey={error.n} />}
      <PasswordField
        id="edit-password-current"
        label={intl.formatMessage(editPasswordMessages.current)}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        invalid={error?.field === 'current'}
        errorId={ALERT_ID}
        disabled={busy}
      />
      <NewPasswordFields
        idPrefix="edit-password"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        settings={settings}
        invalid={error?.field === 'current' ? null : error?.field}
        errorId={ALERT_ID}
        disabled={busy}
      />
      <div className="auth-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {intl.formatMessage(busy ? sharedMessages.sending : editPasswordMessages.submit)}
        </button>
      </div>
    </form>
  );
}
