import type { HomeSectionType } from '@archive/contracts/home-sections';

/**
 * How much weight a home section carries on the page (issue 26: a hierarchy instead of equal
 * stacks): the lead (the hero, the first screen), secondary sections (what the collection holds:
 * drawn large, with room around them) and reference ones (forms and institutes: compact, on a
 * quiet surface, at the end). The styles are content.css's `.home-tier-*`.
 */
export type SectionTier = 'lead' | 'secondary' | 'reference';

const TIERS: Record<HomeSectionType, SectionTier> = {
  hero: 'lead',
  about: 'secondary',
  search: 'secondary',
  hierarchy: 'secondary',
  shuffle: 'secondary',
  map: 'secondary',
  timeline: 'secondary',
  news: 'secondary',
  paths: 'secondary',
  text: 'secondary',
  institutes: 'reference',
  newsletter: 'reference',
  contact: 'reference',
};

export const sectionTier = (type: HomeSectionType): SectionTier => TIERS[type];
