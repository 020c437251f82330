import { t } from '@archive/contracts/messages';
import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { Checkbox } from '@archive/ui/controls';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useLocale } from '../site';
import { Honeypot, TextField } from './form-fields';
import { formMessages } from './messages';
import { failureMessage, type SubmitState } from './submit-state';

/** The pieces the visitor forms (newsletter, contact/access request) have in common. */

type Values = Record<string, string>;

/** Text values of a form; `bind(key)` is the onChange of the input for that key. */
export function useFormValues<V extends Values>(initial: V) {
  const [values, setValues] = useState(initial);
  const setValue = (key: keyof V, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const bind = (key: keyof V) => (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    // Read now: React clears currentTarget once the event is handled, before the updater runs.
    setValue(key, e.currentTarget.value);
  return { values, setValue, bind };
}

/**
 * Sending a form: `send` posts it and answers the thank-you text; a refusal keeps what the visitor
 * typed and says why in the visitor's language.
 */
export function useSubmit(send: () => Promise<string>) {
  const locale = useLocale();
  const [state, setState] = useState<SubmitState>({ kind: 'editing' });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: await send() });
    } catch (err) {
      setState({ kind: 'failed', message: failureMessage(err, locale) });
    }
  };
  return { state, submit };
}

/**
 * The frame of a visitor form: the heading (labelling the form), the thank-you status once sent,
 * otherwise the form with its intro and the required-fields note, then the caller's fields, the
 * refusal alert and the submit button.
 */
export function VisitorForm({
  className,
  headingId,
  title,
  intro,
  dataForm,
  state,
  onSubmit,
  submitLabel,
  children,
}: {
  className: string;
  headingId: string;
  title: MessageDescriptor;
  intro: ReactNode;
  dataForm: string;
  state: SubmitState;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: MessageDescriptor;
  children: ReactNode;
}) {
  // Sending replaces the form by its thank-you text, or disables the button that had focus: focus
  // would drop to the page's body (issue 26). It goes to the text that answers the visitor instead.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind === 'sent' || state.kind === 'failed') answer.current?.focus();
  }, [state]);
  return (
    <div className={`content-form ${className}`}>
      <h2 id={headingId}>
        <FormattedMessage {...title} />
      </h2>
      {state.kind === 'sent' ? (
        <p className="form-success" role="status" tabIndex={-1} ref={answer}>
          {state.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={headingId} data-form={dataForm}>
          <p>{intro}</p>
          <p className="form-note">
            <FormattedMessage {...formMessages.required} />
          </p>
          {children}
          {state.kind === 'failed' && (
            <p className="form-error" role="alert" tabIndex={-1} ref={answer}>
              {state.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
            <FormattedMessage {...(state.kind === 'sending' ? formMessages.sending : submitLabel)} />
          </button>
        </form>
      )}
    </div>
  );
}

/** Name and surname side by side, then the email: every visitor form asks for them, all required. */
export function PersonFields({
  values,
  bind,
}: {
  values: { name: string; surname: string; email: string };
  bind: (key: 'name' | 'surname' | 'email') => (e: FormEvent<HTMLInputElement>) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <div className="form-row">
        <TextField
          label={intl.formatMessage(formMessages.name)}
          name="name"
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.name}
          onChange={bind('name')}
        />
        <TextField
          label={intl.formatMessage(formMessages.surname)}
          name="surname"
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.surname}
          onChange={bind('surname')}
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
        onChange={bind('email')}
      />
    </>
  );
}

/**
 * The anti-spam field, then the required consent checkbox (privacy or terms) whose label links to
 * the privacy page; its refusal message is in the page's language.
 */
export function ConsentFields({
  website,
  onWebsite,
  name,
  label,
  validity,
  checked,
  onCheckedChange,
}: {
  website: string;
  onWebsite: (value: string) => void;
  name: 'privacy' | 'terms';
  label: MessageDescriptor;
  validity: 'error.consentRequired' | 'error.termsRequired';
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <Honeypot label={intl.formatMessage(formMessages.honeypot)} value={website} onChange={onWebsite} />
      <Checkbox
        name={name}
        required
        checked={checked}
        onCheckedChange={onCheckedChange}
        validityMessage={t(validity, locale)}
        label={intl.formatMessage(label, {
          link: (chunks: ReactNode[]) => (
            <Link key="privacy" href={buildUrl('privacy', {}, locale)}>
              {chunks}
            </Link>
          ),
        })}
      />
    </>
  );
}
