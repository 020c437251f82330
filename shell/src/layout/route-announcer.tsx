import { useArchive } from '@archive/ui';
import { useEffect, useRef, useState } from 'react';

/** How long a page may take to draw its heading before focus settles on <main> instead. */
const HEADING_WAIT_MS = 6000;

/**
 * After a client-side page change, where a full page load would have put the visitor: focus on the
 * new page's heading (else on <main>), and its title said once in a polite live region. Without it
 * focus stays on the link just followed (or drops to the body when that link went away) and a
 * screen reader hears nothing. Only a new path counts: a filter or a page of results changes the
 * query and must leave focus where the visitor is working.
 */
export function RouteAnnouncer() {
  const route = useArchive((s) => s.route);
  const [said, setSaid] = useState('');
  const firstPath = useRef<string | null>(null);
  const loadedAt = useRef<string | null>(null);
  const key = `${route.locale} ${route.route} ${JSON.stringify(route.params)}`;
  useEffect(() => {
    const path = key;
    if (firstPath.current === null || firstPath.current === path) {
      // The first page was loaded by the browser, which put focus and reading at its start itself.
      firstPath.current ??= path;
      loadedAt.current ??= window.location.pathname;
      return;
    }
    // The store learning the first page's route (once its messages are loaded) is no page change.
    if (loadedAt.current === window.location.pathname) {
      firstPath.current = path;
      return;
    }
    loadedAt.current = '';
    firstPath.current = path;
    const main = document.getElementById('main-content');
    const old = main?.querySelector('h1') ?? null;
    const oldText = old?.textContent ?? '';
    const before = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const h1 = main?.querySelector<HTMLElement>('h1');
      const busy = main?.querySelector('[aria-busy="true"]');
      const drawn = h1 && !busy && (h1 !== old || h1.textContent !== oldText) && h1.textContent?.trim();
      if (!drawn && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = drawn ? h1 : main;
      if (!target) return;
      // Headings are not focusable by themselves; -1 keeps them out of the Tab order.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Focus the new page moved itself (a search field, a dialog) is left alone; focus still on
      // the link followed, or dropped with it to the body, moves.
      const active = document.activeElement;
      if (!active || active === document.body || active === before || !active.isConnected)
        target.focus({ preventScroll: true });
      setSaid((drawn ? h1.textContent : document.title)?.trim() ?? '');
    };
    setSaid('');
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer>
      {said}
    </div>
  );
}
