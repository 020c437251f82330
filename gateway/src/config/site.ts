/** Bundle serving, remotes registry and SPA entry settings (owned by the site feature). */
export const siteConfigShape = {};
