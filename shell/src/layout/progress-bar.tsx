import { PROGRESS_BAR } from '@archive/contracts/constants';
import { useEffect, useState } from 'react';
import { useMsg } from './use-msg';

/**
 * Page-load progress: appears only if a navigation takes longer than 200 ms (throttle), creeps
 * towards the end over 5 s, and disappears when single-spa has mounted the new page (or never
 * appears when the navigation was cancelled).
 */
export function ProgressBar() {
  const m = useMsg();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (event: Event) => {
      const target = (event as CustomEvent<{ newUrl?: string } | undefined>).detail?.newUrl;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A refused navigation (unsaved changes) is undone silently, without a routing-event:
        // when the URL is no longer the one being loaded there is nothing to show progress for.
        if (!target || target === window.location.href) setActive(true);
      }, PROGRESS_BAR.throttleMs);
    };
    const done = () => {
      clearTimeout(timer);
      setActive(false);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', done);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', done);
    };
  }, []);
  if (!active) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={m('shell.loading')}
      style={{ animationDuration: `${PROGRESS_BAR.durationMs}ms` }}
    />
  );
}
