import { buildUrl } from '@archive/contracts/routes';
import { Link, useRoute } from '@archive/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../lib/components/form-alert';
import { PasswordField } from '../../../lib/components/password-field';
import { sharedMessages } from '../../../lib/messages';
import { openSignedInPage } from '../../../lib/open-signed-in-page';
import { redirectTarget } from '../../../lib/safe-redirect';
import { signIn } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { signInErrorText } from '../api/sign-in-error';
import { loginMessages } from '../messages';

/**
 * Email and password; on success the session is opened, the profile is in the shared store and
 * the visitor goes back to the page the guard sent them from, loaded whole so it comes drawn signed
 * in (open-signed-in-page.ts; history replaced, so Back does not return to the form). Failures are
 * announced and focused.
 */
export function LoginForm() {
  const intl = useIntl();
  const locale = useLocale();
  const route = useRoute();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; n: number } | null>(null);
  const fail = (message: string) => setError((e) => ({ message, n: (e?.n ?? 0) + 1 }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      fail(intl.formatMessage(loginMessages.missing));
      return;
    }
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password });
      openSignedInPage(redirectTarget(route.query, locale));
    } catch (err) {
      fail(signInErrorText(err, locale));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy} data-form="login">
      {error && <FormAlert kind="error" message={error.message} focusKey={error.n} />}
      <div className="auth-field">
        <label htmlFor="login-email">{intl.formatMessage(loginMessages.email)}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <PasswordField
        id="login-password"
        label={intl.formatMessage(loginMessages.password)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <div className="auth-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {intl.formatMessage(busy ? sharedMessages.sending : loginMessages.submit)}
        </button>
        <Link href={buildUrl('resetPassword', {}, locale)}>{intl.formatMessage(loginMessages.forgot)}</Link>
      </div>
    </form>
  );
}
