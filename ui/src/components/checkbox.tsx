import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** A native checkbox with its label (and an optional custom validity message for forms). */
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
  return (
    <span className={`checkbox ${className ?? ''}`}>
      <input
        {...input}
        id={input.id ?? id}
        type="checkbox"
        onChange={(e) => {
          if (validityMessage) e.currentTarget.setCustomValidity('');
          input.onChange?.(e);
          onCheckedChange?.(e.currentTarget.checked);
        }}
        onInvalid={(e) => {
          if (validityMessage) e.currentTarget.setCustomValidity(validityMessage);
          input.onInvalid?.(e);
        }}
      />
      <label htmlFor={input.id ?? id}>{label}</label>
    </span>
  );
}
