import { archiveStore, type SiteOptions } from '@archive/ui';

/**
 * Hands a saved site options document to the rest of the page (theme, header, footer, language
 * switcher) through the shared store, so a manager sees the result without reloading.
 */
export function publishSiteOptions(options: SiteOptions): void {
  archiveStore.setState({ siteOptions: options });
}
