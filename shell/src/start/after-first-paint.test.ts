import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, LEAD_PICTURE_CAP_MS, leadPicture, PAINT_REPORT_CAP_MS } from './after-first-paint';

/** The server's lead picture, still on its way (`complete` is false until it loads). */
function arrivingPicture(): HTMLImageElement {
  document.body.innerHTML = '<img fetchpriority="high" alt="">';
  const img = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(img, 'complete', { configurable: true, get: () => false });
  // Decoded at once once loaded (the browser's decode() resolves when the picture can be painted).
  Object.defineProperty(img, 'decode', { configurable: true, value: () => Promise.resolve() });
  return img;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(50);
  return () => done;
};

describe('the shell starts its code after the page and its lead picture are painted', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the lead picture to arrive before starting', async () => {
    vi.useFakeTimers();
    const img = arrivingPicture();
    const done = await settled(afterFirstPaint());
    expect(done()).toBe(false);
    img.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('starts anyway when the picture fails or takes too long', async () => {
    vi.useFakeTimers();
    const broken = arrivingPicture();
    const failed = await settled(afterFirstPaint());
    broken.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(200);
    expect(failed()).toBe(true);

    arrivingPicture();
    const slow = await settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(LEAD_PICTURE_CAP_MS - 100);
    expect(slow()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(slow()).toBe(true);
  });

  it('waits for a picture already loaded to be decoded, and for none without the priority hint', async () => {
    vi.useFakeTimers();
    const img = arrivingPicture();
    Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
    let decode: () => void = () => undefined;
    Object.defineProperty(img, 'decode', {
      configurable: true,
      value: () =>
        new Promise<void>((resolve) => {
          decode = resolve;
        }),
    });
    const loadedOnly = await settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(200);
    expect(loadedOnly()).toBe(false);
    decode();
    await vi.advanceTimersByTimeAsync(200);
    expect(loadedOnly()).toBe(true);
    vi.useRealTimers();

    document.body.innerHTML = '<img alt=""><img fetchpriority="low" alt="">';
    expect(leadPicture(document)).toBeUndefined();
    vi.useFakeTimers();
    const done = await settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });
});

describe("the shell's code waits for the browser's report of the lead picture's paint", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /** A window whose browser reports largest paints (jsdom reports none): `report` sends one. */
  function reportingWindow() {
    let callback: ((list: { getEntries: () => PerformanceEntry[] }) => void) | undefined;
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe() {}
      disconnect() {
        callback = undefined;
      }
    }
    const win = Object.assign(Object.create(window) as Window, { PerformanceObserver: Observer });
    for (const name of ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] as const)
      Object.assign(win, { [name]: window[name].bind(window) });
    Object.defineProperty(win, 'document', { value: document });
    return {
      win,
      report: (element: Element) =>
        callback?.({
          getEntries: () => [
            { entryType: 'largest-contentful-paint', element } as unknown as PerformanceEntry,
          ],
        }),
    };
  }

  it('starts once the picture is reported painted, and not on the report of another element', async () => {
    vi.useFakeTimers();
    const img = arrivingPicture();
    Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
    const { win, report } = reportingWindow();
    let done = false;
    void afterFirstPaint(win).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(40);
    report(document.body);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    report(img);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('starts anyway when no report comes (something larger was painted first)', async () => {
    vi.useFakeTimers();
    const img = arrivingPicture();
    Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
    const { win } = reportingWindow();
    let done = false;
    void afterFirstPaint(win).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_CAP_MS + 50);
    expect(done).toBe(true);
  });
});
