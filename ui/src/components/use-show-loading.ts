import { FETCH_MIN_DELAY_MS } from '@archive/contracts/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether a page shows its loading state (spec section 9: fetch minimum delay 200 ms). Read as the
 * rule that stops flashing: a load that ends within 200 ms shows no loading state at all, and a
 * loading state once shown stays at least 200 ms, so it never blinks in and out. False on the server
 * and on the first browser render (timers run in effects only), so hydration draws what the server did.
 */
export function useShowLoading(loading: boolean, delayMs: number = FETCH_MIN_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (loading && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (!loading && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, shownAt.current + delayMs - Date.now()));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [loading, shown, delayMs]);
  return shown;
}
