import type { Page } from 'playwright-core';

/**
 * What hydration tests look at: the elements the server drew, taken before any of the page's code
 * runs, and whether they are still in the document afterwards (hydration keeps them; a second
 * render would replace them).
 */
export async function rememberServerElements(page: Page, selector: string): Promise<void> {
  await page.addInitScript((css: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __server: Element[] }).__server = [...document.querySelectorAll(css)];
    });
  }, selector);
}

/** How many remembered elements there were, and the start of each one no longer in the document. */
export function serverElementsKept(page: Page): Promise<{ total: number; detached: string[] }> {
  return page.evaluate(() => {
    const server = (window as unknown as { __server: Element[] }).__server;
    return {
      total: server.length,
      detached: server.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 80)),
    };
  });
}

/** Scrolls to the end half a screen at a time, as a reader would (below-the-fold parts come near). */
export function scrollThrough(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Waits until the first element matching `selector` is React's: with 'props' its event handlers are
 * attached (a click is handled in the page), with 'fiber' React at least owns the node.
 */
export async function waitForReact(
  page: Page,
  selector: string,
  what: 'props' | 'fiber' = 'props',
): Promise<void> {
  await page.waitForFunction(
    ([css, key]) => {
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((k) => k.startsWith(key));
    },
    [selector, what === 'props' ? '__reactProps' : '__reactFiber'] as const,
  );
}

/** The console errors among `errors` that tell of a hydration mismatch or another React error. */
export const reactErrors = (errors: string[]): string[] =>
  errors.filter((e) => /hydrat|Minified React error/i.test(e));
