import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createGate, type Gate } from '../remote/exposed-boundary';

/**
 * `[ref, near]`: pass `ref` as the element's ref; `near` turns true once the element has come
 * within `margin` of the viewport (CSS margin syntax: '200px', '100%' of the viewport's height),
 * and stays true. The map uses it so Leaflet (about 50 KB gzip with clustering) is downloaded only
 * when a visitor scrolls to a map, and the home page asks mf-catalogue for a section's component
 * only as the visitor approaches it. A callback ref, not a ref object: the
 * element may appear after the first render (the map renders nothing until its places arrive).
 * Without IntersectionObserver (old browsers, some test environments) `near` is true at once; on
 * the server it is false (nothing is on a screen there), and a hydrating browser's first render
 * says false too, as the server's HTML did, before it looks.
 */
export function useNearViewport(margin = '200px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // A transition: a page still hydrating server HTML below (a Suspense boundary waiting for
          // its chunk) must not get an urgent update, which would redraw that part (React #421).
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}

/**
 * `[ref, gate]`: like useNearViewport, but what it gives is a Gate (exposed-boundary.tsx) that opens
 * once the element comes within its margin of the viewport, or a pointer or the focus comes into it,
 * without any React update: the element's owner is not drawn again, so a Suspense boundary inside it
 * that still holds the server's HTML is not disturbed. `margin` may depend on the element as it is
 * when attached (a section the server drew can wait until it is in view: it is already on screen,
 * only its behaviour comes with the code). Without IntersectionObserver the gate opens when the
 * element is attached.
 */
export function useNearGate(
  margin: string | ((element: Element) => string) = '200px',
): [(element: Element | null) => void, Gate] {
  const [gate] = useState(() => createGate());
  const detach = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      detach.current?.();
      detach.current = null;
      if (!element || gate.isOpen) return;
      if (typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) gate.open();
        },
        { rootMargin: `${typeof margin === 'function' ? margin(element) : margin} 0px` },
      );
      observer.observe(element);
      const open = () => gate.open();
      const events = ['pointerover', 'focusin', 'touchstart'] as const;
      for (const type of events) element.addEventListener(type, open, { passive: true });
      const stop = () => {
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, open);
      };
      void gate.opened.then(stop);
      detach.current = stop;
    },
    [gate, margin],
  );
  return [ref, gate];
}
