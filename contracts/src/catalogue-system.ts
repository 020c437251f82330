/**
 * The two kinds of catalogue backend (spec section 1: collection management or content
 * management), chosen by the gateway's CATALOGUE_SYSTEM. Everything that differs between them in
 * the seed is decided here, once, so the gateway and the remotes agree. Zod-free: remotes read it.
 *
 * The gateway adds the system to the site options it answers (`catalogueSystem`, never stored:
 * the options schema does not name it, so a save drops it), which is how every page, server-rendered
 * or not, knows it without another call.
 */
export const CATALOGUE_SYSTEMS = ['collectiveaccess', 'pimcore'] as const;
export type CatalogueSystem = (typeof CATALOGUE_SYSTEMS)[number];
export const DEFAULT_CATALOGUE_SYSTEM: CatalogueSystem = 'collectiveaccess';

/**
 * The tables a catalogue is searched, browsed and explored by (spec section 9: "Default searched
 * tables: ca_objects, ca_entities, ca_occurrences, objects"). The list names both kinds' tables: a
 * collection-management catalogue fills the ca_* ones, a content-management one `objects`; so each
 * system's profile below takes its own part, and `searchTables` is the one source of truth the
 * gateway's search and the catalogue's browse and explore pages all read.
 */
export const SPEC_SEARCH_TABLES = ['ca_objects', 'ca_entities', 'ca_occurrences', 'objects'] as const;
export type SearchTable = (typeof SPEC_SEARCH_TABLES)[number];

export interface CatalogueSystemProfile {
  system: CatalogueSystem;
  /**
   * Tables a search covers when the caller names none, and the tables browse and explore offer:
   * this system's part of SPEC_SEARCH_TABLES, in that order.
   */
  searchTables: readonly SearchTable[];
  /** The site option listing the metadata fields of a record's summary header. */
  summarySetting: 'summaryHeader' | 'summaryPimcore';
  /** Label of the user bar's back-office link, per locale (Italian is the fallback). */
  backofficeLabel: Readonly<Record<string, string>>;
  /** Catalogue-mode user administration (/api/auth/ca/* users calls, Settings > Users). */
  userAdmin: boolean;
}

const PROFILES: Record<CatalogueSystem, CatalogueSystemProfile> = {
  collectiveaccess: {
    system: 'collectiveaccess',
    searchTables: ['ca_objects', 'ca_entities', 'ca_occurrences'],
    summarySetting: 'summaryHeader',
    backofficeLabel: {
      it: 'Gestione collezioni',
      en: 'Collection management',
      fr: 'Gestion des collections',
      de: 'Sammlungsverwaltung',
      es: 'Gestión de colecciones',
      hr: 'Upravljanje zbirkama',
    },
    userAdmin: true,
  },
  pimcore: {
    system: 'pimcore',
    searchTables: ['objects'],
    summarySetting: 'summaryPimcore',
    backofficeLabel: {
      it: 'Gestione contenuti',
      en: 'Content management',
      fr: 'Gestion des contenus',
      de: 'Inhaltsverwaltung',
      es: 'Gestión de contenidos',
      hr: 'Upravljanje sadržajem',
    },
    // Accounts live in the content-management system; its own back office manages them.
    userAdmin: false,
  },
};

export const isCatalogueSystem = (v: unknown): v is CatalogueSystem =>
  (CATALOGUE_SYSTEMS as readonly unknown[]).includes(v);

export const catalogueSystemProfile = (system: CatalogueSystem): CatalogueSystemProfile => PROFILES[system];

/** The system named by site options as the gateway answers them; the default when absent. */
export const catalogueSystemOf = (options: unknown): CatalogueSystemProfile => {
  const named = (options as { catalogueSystem?: unknown } | null | undefined)?.catalogueSystem;
  return PROFILES[isCatalogueSystem(named) ? named : DEFAULT_CATALOGUE_SYSTEM];
};

/** The back-office link's label in `locale`. */
export const backofficeLabel = (profile: CatalogueSystemProfile, locale: string): string =>
  profile.backofficeLabel[locale] ?? profile.backofficeLabel.it ?? '';
