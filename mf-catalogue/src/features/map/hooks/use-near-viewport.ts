import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and true from then on. The map
 * uses it so Leaflet (about 50 KB gzip with clustering) is downloaded only when a visitor scrolls
 * to a map, not by every page that merely contains one further down (the home page teaser).
 * Without IntersectionObserver (old browsers, some test environments) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
