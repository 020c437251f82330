import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** current-password on login, new-password where one is chosen (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
  /** Marks the field invalid; the reason is in the form's alert, named by `errorId`. */
  invalid?: boolean;
  /** Id of the element that says what is wrong (the form alert), read out with the field. */
  errorId?: string | undefined;
  /** A hint shown under the field, such as the password policy. */
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled password input with a show/hide toggle. The toggle is a real button (keyboard and
 * screen readers reach it, aria-pressed tells its state) placed after the input, so Tab order
 * stays label -> input -> toggle.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  invalid,
  errorId,
  hint,
  required = true,
  disabled,
}: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-password">
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="btn auth-toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {intl.formatMessage(shown ? sharedMessages.hidePassword : sharedMessages.showPassword)}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
