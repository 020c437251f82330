// Async boundary: Module Federation must negotiate the shared singletons before any React code runs.
//
// The bootstrap (and the chunks it asks for: react-dom, the remotes) is requested once the browser
// has painted the server's HTML: a phone shows the page first, then spends its time on the code.
// Lighthouse measured the difference: when the first frame came after these requests had started,
// its largest paint (the page's own text) was counted as waiting for them (LCP 2.6-3.2 s instead of
// 0.9-1.5 s, same page). A hidden tab paints no frame, so it does not wait; nor more than 100 ms.
function afterFirstFrame(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function')
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

void afterFirstFrame().then(() => import('./bootstrap'));
