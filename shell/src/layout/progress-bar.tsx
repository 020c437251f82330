import { PROGRESS_BAR } from '@archive/contracts/constants';
import { useEffect, useState } from 'react';
import { useMsg } from './use-msg';

/** A page's content still loading its data (record pages, results) marks itself aria-busy. */
const pageBusy = () => document.querySelector('#main-content [aria-busy="true"]') !== null;
/** Longest wait on a busy page: a section that never loads must not keep the bar for ever. */
const BUSY_WAIT_MS = 10_000;
/** A remote already mounted draws the new page just after the routing event: looked at again then. */
const LATE_LOOK_MS = 50;

/**
 * Page-load progress: appears only if a navigation takes longer than 200 ms (throttle), creeps
 * towards the end over 5 s, and disappears when the new page is there: single-spa has mounted it
 * and its content is no longer busy loading its data (or never appears when the navigation was
 * cancelled). A result tapped on the search page opens the record in the remote already mounted:
 * the routing event comes at once, and the bar now stays while the record loads (issue 26: a blank
 * page with no progress).
 */
export function ProgressBar() {
  const m = useMsg();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let late: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    let watching: MutationObserver | undefined;
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(late);
      clearTimeout(cap);
      watching?.disconnect();
      watching = undefined;
      setActive(false);
    };
    const waitForPage = () => {
      const main = document.getElementById('main-content');
      if (!main || typeof MutationObserver === 'undefined') return finish();
      watching?.disconnect();
      watching = new MutationObserver(() => {
        if (!pageBusy()) finish();
      });
      watching.observe(main, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      clearTimeout(cap);
      cap = setTimeout(finish, BUSY_WAIT_MS);
    };
    const start = (event: Event) => {
      clearTimeout(late);
      const target = (event as CustomEvent<{ newUrl?: string } | undefined>).detail?.newUrl;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A refused navigation (unsaved changes) is undone silently, without a routing-event:
        // when the URL is no longer the one being loaded there is nothing to show progress for.
        if (!target || target === window.location.href) setActive(true);
      }, PROGRESS_BAR.throttleMs);
    };
    const done = () => {
      // Still loading its data: the bar (shown now, or after the throttle) waits for it.
      if (pageBusy()) return waitForPage();
      finish();
      late = setTimeout(() => {
        if (!pageBusy()) return;
        timer = setTimeout(() => setActive(true), PROGRESS_BAR.throttleMs - LATE_LOOK_MS);
        waitForPage();
      }, LATE_LOOK_MS);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', done);
    return () => {
      finish();
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
