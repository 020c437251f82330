// No zod here: mf-content composes the visitor's home from these (homeSectionSchema, in
// site-options.ts, checks a section; mf-content's lenient reader is held to it by its test).

/** Home page sections, composable and reorderable by editors. */
export const HOME_SECTION_TYPES = [
  'hero',
  'about',
  'search',
  'hierarchy',
  'shuffle',
  'map',
  'timeline',
  'news',
  'paths',
  'institutes',
  'newsletter',
  'contact',
  'text',
] as const;
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** A section as the default home lists it (site-options.ts's HomeSection adds the optional colours). */
export interface DefaultHomeSection {
  id: string;
  type: HomeSectionType;
  visible: boolean;
}

export const DEFAULT_HOME_SECTIONS: DefaultHomeSection[] = [
  { id: 'hero', type: 'hero', visible: true },
  { id: 'about', type: 'about', visible: true },
  { id: 'hierarchy', type: 'hierarchy', visible: true },
  { id: 'shuffle', type: 'shuffle', visible: true },
  { id: 'news', type: 'news', visible: true },
  { id: 'paths', type: 'paths', visible: true },
  { id: 'institutes', type: 'institutes', visible: true },
  { id: 'newsletter', type: 'newsletter', visible: true },
];

/**
 * The home's sections as stored, or the defaults for a home that never chose (no list). Saving
 * drops an empty list (stripEmpty), so a home emptied on purpose carries `emptied: true` and stays
 * empty (issue 25). Shared by the schema and mf-content's zod-free reader.
 */
export const homeSectionsOr = <S>(sections: S[] | undefined, emptied: unknown): (S | DefaultHomeSection)[] =>
  sections ?? (emptied === true ? [] : DEFAULT_HOME_SECTIONS.map((s) => ({ ...s })));
