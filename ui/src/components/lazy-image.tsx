import { LAZY_LOAD } from '@archive/contracts/constants';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import { useHydrated } from '../ssr/current-url';
import { useArchive } from '../store/use-archive';

/** Shown when an image fails and the site options set no placeholder (a neutral 300x200 SVG). */
export const DEFAULT_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#e5e5e5"/><path d="M110 130l25-30 20 22 15-15 30 23z" fill="#bdbdbd"/></svg>',
  );

/** 1.3 viewports ahead: the margin beyond the screen, in viewport heights. */
const PRELOAD_MARGIN = `${Math.round((LAZY_LOAD.preload - 1) * 100)}%`;

/**
 * An image loaded when it comes near the viewport (1.3 viewports ahead, spec section 9); on error
 * it falls back to the site's placeholder image, or the default one. A server-rendered page has
 * the real `src` in its HTML (with the browser's own `loading="lazy"`): crawlers and link previews
 * see the image, and the hydrating browser keeps it.
 *
 * `priority` is for the one picture a page is about (a record's main image): it is usually the
 * largest thing painted, so it is asked for at once and first (eager, high fetch priority), never
 * waiting for a script to see it near the viewport.
 *
 * `srcSet` (with `sizes`) offers responsive copies of the same picture; it is dropped while the
 * picture waits and when it failed.
 */
export function LazyImage({
  src,
  alt,
  placeholder,
  priority = false,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; placeholder?: string; priority?: boolean }) {
  const sitePlaceholder = useArchive((s) => s.siteOptions.placeholder);
  const fallback = placeholder || sitePlaceholder || DEFAULT_PLACEHOLDER;
  const [slot, visible] = useNearViewport(PRELOAD_MARGIN);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src deserves a new attempt
  useEffect(() => setFailed(false), [src]);
  const fromServer = useRef(false);
  if (!useHydrated()) fromServer.current = true;
  const shown = failed || !src ? fallback : priority || visible || fromServer.current ? src : undefined;
  // Responsive copies belong to the real picture: with the placeholder (or nothing yet) the browser
  // would otherwise keep choosing from them, so a failed picture would never give way.
  const srcSet = shown === src ? img.srcSet : undefined;
  return (
    <img
      {...img}
      ref={slot}
      alt={alt}
      src={shown}
      srcSet={srcSet}
      loading={priority ? 'eager' : 'lazy'}
      // React 18 does not know the attribute's camel-case name: passed as written in HTML.
      {...(priority ? { fetchpriority: 'high' } : {})}
      data-failed={failed || undefined}
      onError={(e) => {
        if (!failed) setFailed(true);
        img.onError?.(e);
      }}
    />
  );
}
