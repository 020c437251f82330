import { instituteDataSchema } from '@archive/contracts/documents';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { JsonRecord } from '../../../lib/object-path';
import { documentMessages as m } from '../messages';

type ContactKey = 'address' | 'phone' | 'email' | 'hours';

/** The stored email is checked with the gateway's own rule, so the page says it before a Save fails. */
const emailIsValid = (value: string) =>
  value.trim() === '' || instituteDataSchema.shape.email.safeParse(value.trim()).success;

/**
 * An institute's contacts (issue 25), edited in place where its page shows them (the aside beside
 * the text): address and opening hours as plain text (their line breaks are shown to visitors),
 * phone and email, each with its visible label. An empty field is dropped on save; a wrong email is
 * said under its field, in the manager's language, while typing.
 */
export function InstituteContactFields({
  data,
  onChange,
}: {
  data: JsonRecord;
  onChange: (patch: (data: JsonRecord) => JsonRecord) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const value = (key: ContactKey) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const set = (key: ContactKey, text: string) =>
    onChange(({ [key]: _old, ...rest }) => (text === '' ? rest : { ...rest, [key]: text }));
  const emailWrong = !emailIsValid(value('email'));
  const field = (key: ContactKey, input: 'textarea' | 'tel' | 'email') => (
    <div className={`admin-field${key === 'email' && emailWrong ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-${key}`}>{intl.formatMessage(m[key])}</label>
      {input === 'textarea' ? (
        <textarea
          id={`${id}-${key}`}
          rows={3}
          maxLength={500}
          value={value(key)}
          onChange={(e) => set(key, e.currentTarget.value)}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          type={input}
          maxLength={input === 'tel' ? 40 : 254}
          autoComplete="off"
          value={value(key)}
          aria-invalid={key === 'email' && emailWrong ? true : undefined}
          aria-describedby={key === 'email' && emailWrong ? `${id}-email-error` : undefined}
          onChange={(e) => set(key, e.currentTarget.value)}
        />
      )}
      {key === 'email' && emailWrong && (
        <p id={`${id}-email-error`} className="admin-error">
          {intl.formatMessage(m.emailInvalid)}
        </p>
      )}
    </div>
  );
  return (
    <aside className="institute-contacts" aria-labelledby={`${id}-title`} data-institute-contacts>
      <h2 id={`${id}-title`}>{intl.formatMessage(m.contacts)}</h2>
      {field('address', 'textarea')}
      {field('phone', 'tel')}
      {field('email', 'email')}
      {field('hours', 'textarea')}
    </aside>
  );
}
