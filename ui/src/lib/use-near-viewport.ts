import { startTransition, useEffect, useState } from 'react';

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
