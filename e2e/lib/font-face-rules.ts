import type { Page } from 'playwright-core';

/**
 * How many `@font-face` rules the page's stylesheets hold for the text face (Source Sans 3, 400),
 * the Latin one only with `latinOnly`: a stylesheet applied twice (the server's inlined copy and the
 * code's own) shows as two of each, and its second copy restarts the face's `optional` wait.
 */
export function textFaceRules(page: Page, latinOnly = false): Promise<number> {
  return page.evaluate(
    (latin) =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter(
          (rule) =>
            rule instanceof CSSFontFaceRule &&
            rule.style.getPropertyValue('font-family').includes('Source Sans 3') &&
            rule.style.getPropertyValue('font-weight') === '400' &&
            (!latin || /U\+0?0?0?0-0?0?FF/i.test(rule.style.getPropertyValue('unicode-range'))),
        ).length,
    latinOnly,
  );
}
