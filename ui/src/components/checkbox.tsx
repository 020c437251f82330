import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

/**
 * A native checkbox with its label (and an optional custom validity message for forms). The message
 * is also written under the box while it stands: the browser's bubble goes away at once and is
 * missed by many, and a screen reader finds the message again through aria-describedby.
 */
export function Checkbox({
  label,
  validityMessage,
  onCheckedChange,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  validityMessage?: string;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  const errorId = `${input.id ?? id}-error`;
  const shown = refused && validityMessage;
  return (
    <span className={`checkbox ${className ?? ''}`}>
      <input
        {...input}
        id={input.id ?? id}
        type="checkbox"
        {...(shown ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        onChange={(e) => {
          if (validityMessage) e.currentTarget.setCustomValidity('');
          if (e.currentTarget.checked) setRefused(false);
          input.onChange?.(e);
          onCheckedChange?.(e.currentTarget.checked);
        }}
        onInvalid={(e) => {
          if (validityMessage) {
            e.currentTarget.setCustomValidity(validityMessage);
            setRefused(true);
          }
          input.onInvalid?.(e);
        }}
      />
      <label htmlFor={input.id ?? id}>{label}</label>
      {shown ? (
        <span className="field-error form-error" id={errorId}>
          {validityMessage}
        </span>
      ) : null}
    </span>
  );
}
