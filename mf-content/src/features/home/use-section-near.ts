import { useNearViewport } from '@archive/ui';

/**
 * The home page's loading rule: a section asks for its code and data (mf-catalogue's component, a
 * teaser's list, a form) once it comes within one screen height of the viewport. `[ref, near]` as
 * `useNearViewport`; every deferred section (catalogue sections, the search teaser's counts, news,
 * paths, institutes, forms) uses this one margin.
 */
export const useSectionNear = () => useNearViewport('100%');
