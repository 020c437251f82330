import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], ' +
  '[contenteditable="true"], [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hidden && !el.closest('[hidden], [inert]') && el.getAttribute('aria-hidden') !== 'true',
  );

/**
 * Keeps the keyboard focus inside a modal while `active` (WCAG 2.4.3 focus order, 2.1.2 no trap
 * that cannot be left: Escape and the close button still close it). Tab past the last control goes
 * to the first, Shift+Tab before the first goes to the last, and focus that lands outside (a click
 * on the page behind, a screen reader's virtual cursor) is brought back. The same rule for the
 * shared modal and the full-screen popup; `<dialog>.showModal()` would also do it, but the modal's
 * content and the popup's callers expect ordinary elements in the page's stacking and styles.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const root = container.current;
      if (e.key !== 'Tab' || !root) return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        e.preventDefault();
        root.focus();
        return;
      }
      const inside = current instanceof Node && root.contains(current);
      if (e.shiftKey && (!inside || current === first || current === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || current === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      const root = container.current;
      if (root && e.target instanceof Node && !root.contains(e.target)) (focusables(root)[0] ?? root).focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container, active]);
}
