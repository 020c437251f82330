import { mailSendCall } from '@archive/contracts/content-api';
import type { RecordRef } from '@archive/contracts/documents';
import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Checkbox, callApi, Link } from '@archive/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../site';
import { Honeypot, TextAreaField, TextField } from './form-fields';
import { formMessages } from './messages';
import { failureMessage, type SubmitState } from './submit-state';

/**
 * Contact or access request (spec section 3): name, surname, email, text and the terms checkbox,
 * all required; posted to /api/public/mailgun/send, which mails the institution. A refusal keeps
 * what the visitor typed and says why in the visitor's language.
 */
export function ContactForm({
  kind = 'contact',
  record,
  titleId,
}: {
  kind?: 'contact' | 'access';
  record?: RecordRef;
  titleId?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const [values, setValues] = useState({ name: '', surname: '', email: '', text: '', website: '' });
  const [terms, setTerms] = useState(false);
  // Without a record, the visitor says what the request is for (general contact or access to material).
  const [chosenKind, setChosenKind] = useState<'contact' | 'access'>(kind);
  const kindName = useId();
  const [state, setState] = useState<SubmitState>({ kind: 'editing' });
  const set = (key: keyof typeof values) => (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Read now: React clears currentTarget once the event is handled, before the updater runs.
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      await callApi(mailSendCall, {
        ...values,
        terms: terms as true,
        kind: record ? kind : chosenKind,
        ...(record ? { record } : {}),
      });
      setState({ kind: 'sent', message: t('contact.success', locale) });
    } catch (err) {
      setState({ kind: 'failed', message: failureMessage(err, locale) });
    }
  };

  return (
    <div className="content-form contact-form">
      <h2 id={headingId}>
        <FormattedMessage {...(kind === 'access' ? formMessages.accessTitle : formMessages.contactTitle)} />
      </h2>
      {state.kind === 'sent' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : (
        <form onSubmit={submit} aria-labelledby={headingId} data-form={kind}>
          <p>
            {record ? (
              <FormattedMessage {...formMessages.aboutRecord} values={{ label: record.label || record.id }} />
            ) : (
              <FormattedMessage {...formMessages.contactIntro} />
            )}
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
          {!record && (
            <fieldset className="form-kind">
              <legend>
                <FormattedMessage {...formMessages.kind} />
              </legend>
              {(['contact', 'access'] as const).map((k) => (
                <label key={k}>
                  <input
                    type="radio"
                    name={kindName}
                    value={k}
                    checked={chosenKind === k}
                    onChange={() => setChosenKind(k)}
                  />{' '}
                  <FormattedMessage
                    {...(k === 'contact' ? formMessages.kindContact : formMessages.kindAccess)}
                  />
                </label>
              ))}
            </fieldset>
          )}
          <TextAreaField
            label={intl.formatMessage(formMessages.text)}
            name="text"
            required
            maxLength={5000}
            value={values.text}
            onChange={set('text')}
          />
          <Honeypot
            label={intl.formatMessage(formMessages.honeypot)}
            value={values.website}
            onChange={(website) => setValues((v) => ({ ...v, website }))}
          />
          <Checkbox
            name="terms"
            required
            checked={terms}
            onCheckedChange={setTerms}
            validityMessage={t('error.termsRequired', locale)}
            label={intl.formatMessage(formMessages.terms, {
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
              <FormattedMessage {...formMessages.send} />
            )}
          </button>
        </form>
      )}
    </div>
  );
}
