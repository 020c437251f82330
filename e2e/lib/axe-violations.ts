import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core on the page as it is (WCAG 2.1 A and AA rules by default; `tags` adds others, such as
 * `wcag22aa` for target-size, which Lighthouse's accessibility score counts): the rules it failed,
 * with the elements.
 */
export async function axeViolations(
  page: Page,
  tags: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
): Promise<string[]> {
  // Through the DevTools protocol, which the page's CSP does not govern (no inline script added).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (values) => {
    const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values },
    });
    return run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  }, tags);
}

/** The same WCAG 2.1 A/AA check inside some elements (new controls, an editor): rule and elements. */
export async function axeViolationsIn(page: Page, selectors: string | string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (include) => {
      const run = await (window as unknown as { axe: typeof axe }).axe.run(
        { include: include.map((s) => [s]) },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
      );
      return run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    typeof selectors === 'string' ? [selectors] : selectors,
  );
}
