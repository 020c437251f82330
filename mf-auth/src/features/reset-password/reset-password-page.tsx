import { buildUrl } from '@archive/contracts/routes';
import { Link, useRoute } from '@archive/ui';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../lib/messages';
import { useLocale } from '../../lib/use-locale';
import { ResetConfirmForm } from './components/reset-confirm-form';
import { ResetRequestForm } from './components/reset-request-form';
import { resetMessages } from './messages';

/**
 * /reset_password/{token?}: without a token, ask for the email and send the mail; with the token
 * of the mailed link, choose the new password. Keyed by token so following a new link starts over.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const route = useRoute();
  const token = route.params.token;
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{intl.formatMessage(resetMessages.title)}</h1>
      {token ? <ResetConfirmForm key={token} token={token} /> : <ResetRequestForm />}
      <p className="auth-secondary">
        <Link href={buildUrl('login', {}, locale)}>{intl.formatMessage(sharedMessages.backToLogin)}</Link>
      </p>
    </section>
  );
}
