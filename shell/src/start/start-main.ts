/**
 * The page's first script (the `start` entry, a few hundred bytes): it runs the shell's code
 * (`main.js`: the Module Federation runtime, then the bootstrap) once the browser has painted the
 * server's HTML and its lead picture. The page names `main.js` in a low-priority preload link
 * (`link[data-shell-main]`, scripts/rspack/late-main-script.ts), so the file arrives meanwhile
 * without being evaluated.
 *
 * Why not `<script defer src="main.js">` with the wait inside it, as before: a deferred script runs
 * before the first paint, and Lighthouse counts a script evaluated before the largest paint, and its
 * download, as work that paint waited for (issue 26: main.js is 24 KB and ~15 ms of evaluation
 * unthrottled, 60 ms at 4x). Evaluated after the paint, it is not.
 */
export function startMain(doc: Document = document): boolean {
  const main = doc.querySelector<HTMLLinkElement>('link[data-shell-main]');
  if (!main?.href) return false;
  const script = doc.createElement('script');
  script.src = main.href;
  doc.head.append(script);
  return true;
}

/**
 * Resolves at the visitor's first press, tap or key on the page (capture phase, before anything
 * else sees it). The code then starts at once instead of waiting for the lead picture: a visitor
 * who already acts on the server-drawn page (the cookie bar, the menu) gets the code's answers as
 * soon as it can give them, not after a picture on a slow network (up to 1.5 s).
 */
export function firstInteraction(target: Pick<EventTarget, 'addEventListener'> = window): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'touchstart'])
      target.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

/** The page's first script: the shell's code after the first paint, or at the first interaction. */
export function startAfterPaintOrInteraction(
  painted: Promise<void>,
  interacted: Promise<void>,
  start: () => unknown = startMain,
): Promise<void> {
  return Promise.race([painted, interacted]).then(() => {
    start();
  });
}
