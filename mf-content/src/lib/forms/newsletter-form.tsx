import { newsletterCall } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Checkbox, callApi, Link } from '@archive/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../site';
import { Honeypot, TextField } from './form-fields';
import { formMessages } from './messages';
import { failureMessage, type SubmitState } from './submit-state';

/**
 * Newsletter sign-up (spec section 3): name, surname, email and the privacy checkbox, all required.
 * The browser refuses an incomplete form with messages in the page's language; the gateway refuses
 * it again (400 CONSENT_REQUIRED). A refusal keeps what the visitor typed.
 */
export function NewsletterForm({ titleId, list = 'newsletter' }: { titleId?: string; list?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const [values, setValues] = useState({ name: '', surname: '', email: '', website: '' });
  const [privacy, setPrivacy] = useState(false);
  const [state, setState] = useState<SubmitState>({ kind: 'editing' });
  const set = (key: keyof typeof values) => (e: FormEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget once the event is handled, before the updater runs.
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      await callApi(newsletterCall, {
        name: list,
        data: {
          name: values.name,
          surname: values.surname,
          email: values.email,
          privacy: privacy as true,
          website: values.website,
        },
      });
      setState({ kind: 'sent', message: t('newsletter.success', locale) });
    } catch (err) {
      setState({ kind: 'failed', message: failureMessage(err, locale) });
    }
  };

  return (
    <div className="content-form newsletter-form">
      <h2 id={headingId}>
        <FormattedMessage {...formMessages.newsletterTitle} />
      </h2>
      {state.kind === 'sent' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : (
        <form onSubmit={submit} aria-labelledby={headingId} data-form="newsletter">
          <p>
            <FormattedMessage {...formMessages.newsletterIntro} />
          </p>
          <p className="form-note">
            <FormattedMessage {...formMessages.required} />
          </p>
          <div className="form-row">
            <TextField
              label={intl.formatMessage(formMessages.name)}
              name="name"
              autoComplete="given-name"
              required
              maxLength={100}
              value={values.name}
              onChange={set('name')}
            />
            <TextField
              label={intl.formatMessage(formMessages.surname)}
              name="surname"
              autoComplete="family-name"
              required
              maxLength={100}
              value={values.surname}
              onChange={set('surname')}
            />
          </div>
          <TextField
            label={intl.formatMessage(formMessages.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={values.email}
            onChange={set('email')}
          />
          <Honeypot
            label={intl.formatMessage(formMessages.honeypot)}
            value={values.website}
            onChange={(website) => setValues((v) => ({ ...v, website }))}
          />
          <Checkbox
            name="privacy"
            required
            checked={privacy}
            onCheckedChange={setPrivacy}
            validityMessage={t('error.consentRequired', locale)}
            label={intl.formatMessage(formMessages.privacy, {
              link: (chunks: React.ReactNode[]) => (
                <Link key="privacy" href={buildUrl('privacy', {}, locale)}>
                  {chunks}
                </Link>
              ),
            })}
          />
          {state.kind === 'failed' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? (
              <FormattedMessage {...formMessages.sending} />
            ) : (
              <FormattedMessage {...formMessages.subscribe} />
            )}
          </button>
        </form>
      )}
    </div>
  );
}
