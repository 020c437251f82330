import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive, useRoute } from '@archive/ui';
import { useIntl } from 'react-intl';
import { redirectTarget } from '../../lib/safe-redirect';
import { logout } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';
import { LoginForm } from './components/login-form';
import { loginMessages, signedInMessage } from './messages';

/**
 * /login (every locale). The shell draws the login layout around it: background image, title,
 * intro and bottom links of the environment document. A visitor already signed in is offered to
 * continue, change their password or sign out instead of a second form.
 */
export default function LoginPage() {
  const intl = useIntl();
  const locale = useLocale();
  const route = useRoute();
  const user = useArchive((s) => s.user);
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{intl.formatMessage(loginMessages.title)}</h1>
      {user ? (
        <div className="auth-signed-in">
          <p>{intl.formatMessage(signedInMessage, { email: user.email ?? '' })}</p>
          <div className="auth-actions">
            <Link className="btn btn-primary" href={redirectTarget(route.query, locale)}>
              {intl.formatMessage(loginMessages.continue)}
            </Link>
            <Link className="btn" href={buildUrl('editPassword', {}, locale)}>
              {intl.formatMessage(loginMessages.changePassword)}
            </Link>
            <button type="button" className="btn" onClick={() => void logout()}>
              {intl.formatMessage(loginMessages.logout)}
            </button>
          </div>
        </div>
      ) : (
        <LoginForm />
      )}
    </section>
  );
}
