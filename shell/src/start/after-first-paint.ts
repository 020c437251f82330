/**
 * When the shell may start its code (the bootstrap, react-dom, the remotes): once the browser has
 * painted the server's HTML, and, on a page that leads with a picture (the home's hero, a record's
 * main image: the `<img fetchpriority="high">` the server drew), once that picture has arrived and
 * been painted too.
 *
 * Why: on a phone the code's evaluation holds the main thread for hundreds of milliseconds, and a
 * picture that arrives meanwhile is painted only after it; Lighthouse measured the home's largest
 * paint (its hero) waiting 1-2 s behind the code although the picture was loaded (render delay).
 * The code's requests also share the phone's bandwidth with the picture. The page is server-drawn
 * and its links work without the code, so the visitor reads it meanwhile; the wait is capped.
 *
 * A hidden tab paints no frame and a broken picture never loads: neither waits.
 */

/** The longest the code waits for the first frame (ms). */
export const FIRST_FRAME_CAP_MS = 100;
/** The longest the code waits for the lead picture (ms): a slow 4G phone gets a 70 KB picture in ~0.5 s. */
export const LEAD_PICTURE_CAP_MS = 1500;
/**
 * The longest the code waits, after the picture's frame, for the browser to report it painted (ms):
 * no report comes when something larger was painted first (a laptop's wide text block).
 */
export const PAINT_REPORT_CAP_MS = 100;

const hidden = (doc: Document) => doc.visibilityState === 'hidden';

function nextFrame(win: Window, capMs: number): Promise<void> {
  if (typeof win.requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, capMs);
    // After the frame's paint, not before it: a task queued from the frame callback runs after it.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** The picture the server marked as the page's lead (its largest paint), if any. */
export function leadPicture(doc: Document): HTMLImageElement | undefined {
  return doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]') ?? undefined;
}

function loaded(win: Window, img: HTMLImageElement, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.clearTimeout(timer);
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
      resolve();
    };
    const timer = win.setTimeout(done, capMs);
    img.addEventListener('load', done);
    img.addEventListener('error', done);
  });
}

/** Resolves once the picture is decoded, ready to paint (never rejects: a broken one is done too). */
function decoded(img: HTMLImageElement): Promise<void> {
  return typeof img.decode === 'function' ? img.decode().catch(() => undefined) : Promise.resolve();
}

export async function afterFirstPaint(win: Window = window): Promise<void> {
  const doc = win.document;
  if (hidden(doc)) return;
  await nextFrame(win, FIRST_FRAME_CAP_MS);
  const lead = leadPicture(doc);
  if (!lead || hidden(doc)) return;
  const started = Date.now();
  if (!lead.complete) await loaded(win, lead, LEAD_PICTURE_CAP_MS);
  // Loaded is not painted: a large picture is decoded off the main thread and shown by a later
  // frame, which a long task of the code would hold back (measured: LCP 3.3 s in one run of four).
  await Promise.race([
    decoded(lead),
    new Promise((resolve) =>
      win.setTimeout(resolve, Math.max(0, LEAD_PICTURE_CAP_MS - (Date.now() - started))),
    ),
  ]);
  await nextFrame(win, FIRST_FRAME_CAP_MS);
  await reportedPainted(win, lead, PAINT_REPORT_CAP_MS);
}

type PaintEntry = PerformanceEntry & { element?: Element | null };

/**
 * Resolves once the browser reports the picture as the page's largest paint so far (its
 * `largest-contentful-paint` entry, delivered once the frame was presented on screen), at most
 * `capMs`; at once where the browser reports no such entries.
 *
 * Why not the frame alone: the frame that draws the picture is presented a few ms after the main
 * thread's part of it, and a script starting in between starts before the picture's paint time.
 * Lighthouse then counts it, and its download, as work the largest paint waited for (measured: home
 * LCP 1.97 s with main.js evaluated 6 ms before the paint's time, 1.35 s with it 26 ms after).
 */
function reportedPainted(win: Window, img: HTMLImageElement, capMs: number): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      win.clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = win.setTimeout(done, capMs);
    observer = new Observer((list) => {
      if (list.getEntries().some((entry) => (entry as PaintEntry).element === img)) done();
    });
    // buffered: the report may already have come while the code waited for the frame.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
