import { afterEach, describe, expect, it } from 'vitest';
import { firstInteraction, startAfterPaintOrInteraction, startMain } from './start-main';

describe("the page's first script starts the shell's code", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('runs the main script the page names in its preload link, once', () => {
    document.body.innerHTML =
      '<link rel="preload" as="script" fetchpriority="low" data-shell-main href="/main.0123456789.js">';
    expect(startMain()).toBe(true);
    const scripts = [...document.querySelectorAll('script')].map((s) => new URL(s.src).pathname);
    expect(scripts).toEqual(['/main.0123456789.js']);
  });

  it('runs nothing on a page that names no main script', () => {
    expect(startMain()).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("starts at the visitor's first press or key when the paint has not come yet, and only once", async () => {
    let starts = 0;
    const never = new Promise<void>(() => {});
    const started = startAfterPaintOrInteraction(never, firstInteraction(document), () => starts++);
    await Promise.resolve();
    expect(starts).toBe(0);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await started;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await Promise.resolve();
    expect(starts).toBe(1);
  });

  it('starts after the paint when the visitor has not acted', async () => {
    let starts = 0;
    await startAfterPaintOrInteraction(Promise.resolve(), new Promise<void>(() => {}), () => starts++);
    expect(starts).toBe(1);
  });
});
