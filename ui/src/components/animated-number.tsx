import { NUMBER_ANIMATION_MS } from '@archive/contracts/constants';
import { formatCount, formatNumberIt } from '@archive/contracts/format';
import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { useEffect, useRef, useState } from 'react';

/**
 * Italian number style: dots for thousands, comma for decimals (12.345,6). Browsers' it-IT format
 * leaves four-digit numbers ungrouped (2557), so the contracts formatter does it by hand.
 */
export const formatItalian = (value: number): string => formatNumberIt(value);

/**
 * A count in the page's language (contracts formatCount: '2.557', '2,557', '2 557'). It is drawn
 * with its real value from the first HTML on: the server's page, a page without JavaScript and a
 * screen reader all have the number (issue 26: they had 0, or "143149" mid-count). When the value
 * changes later it counts from the old one to the new over 1000 ms (spec section 9), for sighted
 * visitors only; screen readers get the final value; reduced motion sees it at once.
 */
export function AnimatedNumber({
  value,
  duration = NUMBER_ANIMATION_MS,
  className,
  locale = DEFAULT_LOCALE,
}: {
  value: number;
  duration?: number;
  className?: string;
  locale?: Locale;
}) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const origin = from.current;
    if (origin === value) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
      from.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(origin + (value - origin) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
      else from.current = value;
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      from.current = value;
    };
  }, [value, duration]);
  return (
    <span className={className}>
      <span aria-hidden="true">{formatCount(shown, locale)}</span>
      <span className="visually-hidden">{formatCount(value, locale)}</span>
    </span>
  );
}
