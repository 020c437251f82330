import { changePasswordCall } from '@archive/contracts/content-endpoints';
import { t } from '@archive/contracts/messages';
import { checkPassword, checkPasswordConfirmation } from '@archive/contracts/password';
import { ApiError, callApi, useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { userMessages as m } from '../messages';

/** The signed-in user's own password: 'Password cambiata' or 'Errore nel cambio password'. */
export function OwnPasswordForm() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const policy = useArchive((s) => s.siteOptions.password) as Parameters<typeof checkPassword>[1];
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    const check = checkPassword(password, policy, locale);
    const same = checkPasswordConfirmation(password, confirmation, locale);
    if (!check.ok || !same.ok) {
      setResult({ ok: false, text: !check.ok ? check.message : same.ok ? '' : same.message });
      return;
    }
    try {
      await callApi(changePasswordCall, {
        ...(current ? { currentPassword: current } : {}),
        password,
        confirmation,
      });
      setResult({ ok: true, text: t('auth.passwordChanged', locale) });
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch (err) {
      setResult({
        ok: false,
        text: err instanceof ApiError && err.message ? err.message : t('auth.passwordChangeFailed', locale),
      });
    }
  };

  const input = (id: string, label: string, value: string, set: (v: string) => void, auto: string) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={auto}
        value={value}
        onChange={(e) => set(e.currentTarget.value)}
      />
    </div>
  );

  return (
    <form
      className="admin-own-password"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>{intl.formatMessage(m.ownPassword)}</legend>
        {input('own-current', intl.formatMessage(m.currentPassword), current, setCurrent, 'current-password')}
        {input('own-new', intl.formatMessage(m.newPassword), password, setPassword, 'new-password')}
        {input(
          'own-confirm',
          intl.formatMessage(m.confirmation),
          confirmation,
          setConfirmation,
          'new-password',
        )}
        {result && (
          <p className={result.ok ? 'admin-success' : 'admin-error'} role="status">
            {result.text}
          </p>
        )}
        <button type="submit" className="btn btn-primary">
          {intl.formatMessage(m.changePassword)}
        </button>
      </fieldset>
    </form>
  );
}
