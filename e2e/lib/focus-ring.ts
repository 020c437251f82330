import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// WCAG 2.4.7 / 2.4.11 as issue 25 reads them: the focused control has a ring of at least 2 px whose
// colour has at least 3:1 against what it sits on. Shared by the managers' keyboard walks.

/**
 * The focused element's ring: its outline, and the contrast of the outline's colour against the
 * first painted background behind it (the ring is drawn outside the element, on its parent).
 */
export async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', width: 0, contrast: 0 };
    const rgb = (css: string) => {
      const m = css.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/);
      return m
        ? { c: [Number(m[1]), Number(m[2]), Number(m[3])], a: m[4] === undefined ? 1 : Number(m[4]) }
        : null;
    };
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    let behind: number[] = [255, 255, 255];
    for (let e = el.parentElement; e; e = e.parentElement) {
      const bg = rgb(getComputedStyle(e).backgroundColor);
      if (bg && bg.a > 0) {
        behind = bg.c;
        break;
      }
    }
    const ring = rgb(style.outlineColor)?.c ?? behind;
    const [hi, lo] = [lum(ring), lum(behind)].sort((a, b) => b - a) as [number, number];
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
    return {
      element: `${el.tagName.toLowerCase()} ${label}`,
      width: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
      contrast: (hi + 0.05) / (lo + 0.05),
    };
  });
}
export async function expectVisibleFocus(page: Page) {
  const ring = await focusRing(page);
  expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
  return ring;
}
