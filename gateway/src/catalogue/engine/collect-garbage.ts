import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection between locale loads. Parsing a 100k-record snapshot leaves
 * hundreds of MB of short-lived strings; collecting them before the next locale keeps the peak (and
 * so the resident size the process keeps) near one locale's garbage instead of three.
 */
let gc: (() => void) | undefined;
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
