// Async boundary: Module Federation must negotiate the shared singletons before any React code runs.
//
// This file runs once the browser has painted the server's HTML and its lead picture: the page's
// first script (start/start.ts) adds it then. A phone shows the page first, then spends its time on
// the code. Lighthouse measured the difference: when the first frame came after these requests had
// started, its largest paint (the page's own text, later the home's hero picture) was counted as
// waiting for them (LCP 2.6-3.2 s instead of 0.9-1.5 s).
void import('./bootstrap');
