import { archiveStore, type SiteOptions } from '@archive/ui';

/**
 * Hands a saved site options document to the rest of the page (theme, header, footer, language
 * switcher) through the shared store, so a manager sees the result without reloading. The
 * catalogue system is not part of the saved document (the gateway adds it to what it answers), so
 * the one the page already knows is kept.
 */
export function publishSiteOptions(options: SiteOptions): void {
  archiveStore.setState((s) => {
    const system = (s.siteOptions as { catalogueSystem?: unknown }).catalogueSystem;
    return { siteOptions: system === undefined ? options : { ...options, catalogueSystem: system } };
  });
}
