import { afterFirstPaint } from './after-first-paint';
import { firstInteraction, startAfterPaintOrInteraction } from './start-main';

// The `start` build's entry (scripts/rspack/create-config.ts): why, in start-main.ts.
void startAfterPaintOrInteraction(afterFirstPaint(), firstInteraction());
