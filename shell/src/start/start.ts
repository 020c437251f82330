import { afterFirstPaint } from './after-first-paint';
import { startMain } from './start-main';

// The `start` build's entry (scripts/rspack/create-config.ts): why, in start-main.ts.
void afterFirstPaint().then(() => startMain());
