import { useId } from 'react';

/** An on/off switch (role="switch"), labelled, operable with Space and Enter like any button. */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <span className={`switch ${checked ? 'is-on' : ''} ${className ?? ''}`}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className="switch-track"
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
    </span>
  );
}
