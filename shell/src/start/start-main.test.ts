import { afterEach, describe, expect, it } from 'vitest';
import { startMain } from './start-main';

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
});
