import { NUMBER_ANIMATION_MS } from '@archive/contracts/constants';
import { formatNumberIt } from '@archive/contracts/format';
import { useEffect, useRef, useState } from 'react';

/**
 * Italian number style: dots for thousands, comma for decimals (12.345,6). Browsers' it-IT format
 * leaves four-digit numbers ungrouped (2557), so the contracts formatter does it by hand.
 */
export const formatItalian = (value: number): string => formatNumberIt(value);

/**
 * Counts up to `value` over 1000 ms (spec section 9) and shows it Italian style. Screen readers get
 * the final value only; people who prefer reduced motion see it at once.
 */
export function AnimatedNumber({
  value,
  duration = NUMBER_ANIMATION_MS,
  className,
}: {
  value: number;
  duration?: number;
  className?: string;
}) {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
      setShown(value);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(origin + (value - origin) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
      else from.current = value;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, duration]);
  return (
    <span className={className}>
      <span aria-hidden="true">{formatItalian(shown)}</span>
      <span className="visually-hidden">{formatItalian(value)}</span>
    </span>
  );
}
