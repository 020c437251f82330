import type { SiteOptions } from '@archive/ui';

/**
 * Where a saved site options document would be handed to the rest of the page (theme, header,
 * footer) through the shared store: `archiveStore.setState({ siteOptions })`.
 *
 * Not done yet, on purpose: the shell's store subscriber (shell/src/bootstrap.tsx) answers a
 * siteOptions change by setting a fresh `enabledLocales` array before it records the new state, so
 * it re-enters itself until the stack overflows, and from then on every store update throws.
 * Until the shell records `last = next` first (or compares the locale list by value), the page
 * shows the saved options after a reload; the home sections editor shows its own saved copy
 * meanwhile (options-draft `getLastSaved`).
 */
export function publishSiteOptions(_options: SiteOptions): void {
  // Intentionally empty; see above.
}
