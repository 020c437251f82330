import { mailSendCall } from '@archive/contracts/content-endpoints';
import type { RecordRef } from '@archive/contracts/documents';
import { t } from '@archive/contracts/messages';
import { callApi } from '@archive/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../site';
import { TextAreaField } from './form-fields';
import { ConsentFields, PersonFields, useFormValues, useSubmit, VisitorForm } from './form-parts';
import { formMessages } from './messages';

/**
 * Contact or access request (spec section 3): name, surname, email, text and the terms checkbox,
 * all required; posted to /api/public/mailgun/send, which mails the institution. A refusal keeps
 * what the visitor typed and says why in the visitor's language.
 */
export function ContactForm({
  kind = 'contact',
  record,
  titleId,
  prefill,
}: {
  kind?: 'contact' | 'access';
  record?: RecordRef;
  titleId?: string;
  /** A first text for the message (an access request names the record and its link); editable. */
  prefill?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const ownId = useId();
  const { values, setValue, bind } = useFormValues({
    name: '',
    surname: '',
    email: '',
    text: prefill ?? '',
    website: '',
  });
  // A newer prefill (the link made absolute once in the browser) replaces the text only while the
  // visitor has not changed it.
  const lastPrefill = useRef(prefill);
  useEffect(() => {
    if (prefill === undefined || prefill === lastPrefill.current) return;
    if (values.text === '' || values.text === lastPrefill.current) setValue('text', prefill);
    lastPrefill.current = prefill;
  }, [prefill, values.text, setValue]);
  const [terms, setTerms] = useState(false);
  // Without a record, the visitor says what the request is for (general contact or access to material).
  const [chosenKind, setChosenKind] = useState<'contact' | 'access'>(kind);
  const kindName = useId();
  const { state, submit } = useSubmit(async () => {
    await callApi(mailSendCall, {
      ...values,
      terms: terms as true,
      kind: record ? kind : chosenKind,
      ...(record ? { record } : {}),
    });
    return t('contact.success', locale);
  });

  return (
    <VisitorForm
      className="contact-form"
      headingId={titleId ?? ownId}
      title={kind === 'access' ? formMessages.accessTitle : formMessages.contactTitle}
      intro={
        record ? (
          <FormattedMessage {...formMessages.aboutRecord} values={{ label: record.label || record.id }} />
        ) : (
          <FormattedMessage {...formMessages.contactIntro} />
        )
      }
      dataForm={kind}
      state={state}
      onSubmit={submit}
      submitLabel={formMessages.send}
    >
      <PersonFields values={values} bind={bind} />
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
              <FormattedMessage {...(k === 'contact' ? formMessages.kindContact : formMessages.kindAccess)} />
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
        onChange={bind('text')}
      />
      <ConsentFields
        website={values.website}
        onWebsite={(website) => setValue('website', website)}
        name="terms"
        label={formMessages.terms}
        validity="error.termsRequired"
        checked={terms}
        onCheckedChange={setTerms}
      />
    </VisitorForm>
  );
}
