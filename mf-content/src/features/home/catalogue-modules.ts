import type { HomeSectionType } from '@archive/contracts/site-options';

/**
 * Home sections drawn by mf-catalogue's exposed components, loaded at run time. When the catalogue
 * remote is not deployed or does not expose the module (yet), the section is left out for
 * visitors and marked unavailable for editors.
 */
export const CATALOGUE_MODULES: Partial<Record<HomeSectionType, string>> = {
  hierarchy: 'mf_catalogue/Hierarchy',
  shuffle: 'mf_catalogue/Shuffle',
  map: 'mf_catalogue/Map',
  timeline: 'mf_catalogue/Timeline',
};

/** Record counts shown in the search teaser when the catalogue exposes them; optional. */
export const COUNTS_MODULE = 'mf_catalogue/Counts';

/** Props every exposed catalogue section component receives. */
export interface CatalogueSectionProps {
  locale: string;
  /** Shuffle: how many images (spec section 9: 4 by default). */
  count?: number;
  /** Where the component may put its own heading under the section's h2. */
  headingLevel?: number;
}
