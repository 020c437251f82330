import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { USER_BAR } from './login';

/**
 * Turns the user bar's edit mode on. The page arrives server-rendered: a click that lands before
 * hydration does nothing, so click until the switch says it is on.
 */
export async function turnEditOn(page: Page) {
  const editSwitch = page.locator(`${USER_BAR} [role="switch"]`);
  await expect
    .poll(
      async () => {
        if ((await editSwitch.getAttribute('aria-checked')) !== 'true') await editSwitch.click();
        return editSwitch.getAttribute('aria-checked');
      },
      { interval: 300, timeout: 10_000 },
    )
    .toBe('true');
}
