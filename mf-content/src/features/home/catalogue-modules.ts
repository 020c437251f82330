import type { HomeSectionType } from '@archive/contracts/site-options';

/**
 * Home sections drawn by mf-catalogue's exposed components, loaded at run time. When the catalogue
 * remote is not deployed or does not expose the module (yet), the section is left out for
 * visitors and marked unavailable for editors.
 */
export const CATALOGUE_MODULES: Partial<Record<HomeSectionType, string>> = {
  hierarchy: 'mf_catalogue/HierarchyTree',
  shuffle: 'mf_catalogue/Shuffle',
  map: 'mf_catalogue/MapTeaser',
  timeline: 'mf_catalogue/TimelineTeaser',
};

/** Record counts shown in the search teaser when the catalogue exposes them; optional. */
export const COUNTS_MODULE = 'mf_catalogue/Counts';

/**
 * Props given to the exposed catalogue components (mf-catalogue README): they draw their own
 * heading, so the section passes its localised title and level 2 instead of drawing one itself.
 */
export interface CatalogueSectionProps {
  title?: string;
  headingLevel?: 2 | 3;
  /** Shuffle: how many images (spec section 9: 4 by default). */
  count?: number;
}
