import { t } from '@archive/contracts/messages';
import { type FormEvent, type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { useLocale } from '../site';

/**
 * Labelled inputs with custom validity messages in the page's language (the browser's own would
 * follow the browser's language, not the site's): "required" and "invalid email" from contracts.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

function useValidity() {
  const locale = useLocale();
  return {
    onInvalid: (e: FormEvent<Field>) => {
      const el = e.currentTarget;
      if (el.validity.valueMissing) el.setCustomValidity(t('validation.required', locale));
      else if (el.validity.typeMismatch) el.setCustomValidity(t('validation.emailInvalid', locale));
    },
    // A new value gets a new verdict: clear the custom message so the browser checks again.
    onInput: (e: FormEvent<Field>) => e.currentTarget.setCustomValidity(''),
  };
}

/** Label of a field, with a visual star for required ones ("required" is said by the input itself). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function TextField({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string }) {
  const id = useId();
  return (
    <p className="form-field">
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input id={id} type="text" {...input} {...useValidity()} />
    </p>
  );
}

export function TextAreaField({
  label,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string }) {
  const id = useId();
  return (
    <p className="form-field">
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <textarea id={id} rows={5} {...input} {...useValidity()} />
    </p>
  );
}

/**
 * Anti-spam field people never see nor reach with the keyboard; bots fill it and the gateway
 * refuses the request.
 */
export function Honeypot({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
