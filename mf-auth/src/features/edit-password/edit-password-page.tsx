import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../lib/components/form-alert';
import { useLocale } from '../../lib/use-locale';
import { EditPasswordForm } from './components/edit-password-form';
import { editPasswordMessages } from './messages';

/**
 * /editPassword: the signed-in user changes their password. The route is exempt from the shell's
 * guard, so a visitor without a session is sent to login with a way back here.
 */
export default function EditPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const user = useArchive((s) => s.user);
  const [done, setDone] = useState(false);
  const self = buildUrl('editPassword', {}, locale);
  return (
    <section className="auth-page" aria-labelledby="edit-password-title">
      <h1 id="edit-password-title">{intl.formatMessage(editPasswordMessages.title)}</h1>
      {done ? (
        <FormAlert kind="success" message={t('auth.passwordChanged', locale)}>
          <p>
            {user ? (
              <Link href={buildUrl('home', {}, locale)}>
                {intl.formatMessage(editPasswordMessages.toSite)}
              </Link>
            ) : (
              <Link href={buildUrl('login', {}, locale, { redirect: buildUrl('home', {}, locale) })}>
                {intl.formatMessage(editPasswordMessages.toLogin)}
              </Link>
            )}
          </p>
        </FormAlert>
      ) : user ? (
        <EditPasswordForm onDone={() => setDone(true)} />
      ) : (
        <div className="auth-signed-out">
          <p>{intl.formatMessage(editPasswordMessages.signInFirst)}</p>
          <Link className="btn btn-primary" href={buildUrl('login', {}, locale, { redirect: self })}>
            {intl.formatMessage(editPasswordMessages.toLogin)}
          </Link>
        </div>
      )}
    </section>
  );
}
