import { afterFirstPaint } from './start/after-first-paint';

// Async boundary: Module Federation must negotiate the shared singletons before any React code runs.
//
// The bootstrap (and the chunks it asks for: react-dom, the remotes) is requested once the browser
// has painted the server's HTML and its lead picture (start/after-first-paint.ts): a phone shows the
// page first, then spends its time on the code. Lighthouse measured the difference: when the first
// frame came after these requests had started, its largest paint (the page's own text, later the
// home's hero picture) was counted as waiting for them (LCP 2.6-3.2 s instead of 0.9-1.5 s).
void afterFirstPaint().then(() => import('./bootstrap'));
