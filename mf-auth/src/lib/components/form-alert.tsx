import { useEffect, useRef } from 'react';

export type AlertKind = 'error' | 'success' | 'info';

/**
 * The answer of a form: an error (role=alert) or a confirmation (role=status). It takes the focus
 * when it appears or changes, so keyboard and screen-reader users land on it instead of hunting
 * for it; `focusKey` re-focuses when the same text is answered again (a second wrong password).
 */
export function FormAlert({
  id,
  kind,
  message,
  focusKey,
  children,
}: {
  id?: string;
  kind: AlertKind;
  message: string;
  focusKey?: number;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusing again on each new answer is the point
  useEffect(() => {
    ref.current?.focus();
  }, [message, focusKey]);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`auth-alert auth-alert-${kind}`}
      data-alert={kind}
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
