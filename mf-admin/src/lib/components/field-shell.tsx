import { type ReactNode, useId } from 'react';

/**
 * Label, hint and error messages around one input; the input gets the ids through the render prop
 * so screen readers announce the hint and the error with it.
 */
export function FieldShell({
  label,
  hint,
  errors = [],
  children,
  className,
}: {
  label: string;
  hint?: string | undefined;
  errors?: readonly { message: string }[];
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field ${className ?? ''} ${errors.length ? 'has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: errors.length > 0 })}
      {hint && (
        <p id={hintId} className="admin-hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="admin-error" role="alert">
          {errors.map((e) => e.message).join(' · ')}
        </p>
      )}
    </div>
  );
}
