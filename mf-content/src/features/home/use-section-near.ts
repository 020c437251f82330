import { useNearGate, useNearViewport } from '@archive/ui';

/**
 * The home page's loading rule: a section asks for its code and data (mf-catalogue's component, a
 * teaser's list, a form) once it comes within one screen height of the viewport. `[ref, near]` as
 * `useNearViewport`; every deferred section (catalogue sections, the search teaser's counts, news,
 * paths, institutes, forms) uses this one margin.
 */
export const useSectionNear = () => useNearViewport('100%');

/**
 * The gate of a section mf-catalogue draws (ui's useNearGate): within a screen of the viewport, as
 * above, for a section the browser draws; a section the server drew is already on screen, so its
 * code waits until it is in view (or pointed at, or focused): a visitor who reads the top of the
 * page downloads nothing for the sections below.
 */
export const useCatalogueGate = () => useNearGate(marginOf);
const marginOf = (element: Element) => (element.querySelector('[data-exposed]') ? '0px' : '100%');
