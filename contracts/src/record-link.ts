import type { Locale } from './locales';

/**
 * Record page path used by the catalogue's derived `link`. Temporary local rule until routes.ts (the
 * route table, owned by the routes work) exports recordLink; then this delegates to it.
 */
const TABLE_SLUGS: Record<string, Record<string, string>> = {
  it: {
    ca_objects: 'oggetti',
    ca_occurrences: 'occorrenze',
    ca_entities: 'entita',
    ca_places: 'luoghi',
    ca_collections: 'collezioni',
    objects: 'data',
  },
  en: {
    ca_objects: 'objects',
    ca_occurrences: 'occurrences',
    ca_entities: 'entities',
    ca_places: 'places',
    ca_collections: 'collections',
    objects: 'data',
  },
  fr: {
    ca_objects: 'objets',
    ca_occurrences: 'evenements',
    ca_entities: 'entites',
    ca_places: 'lieux',
    ca_collections: 'collections',
    objects: 'data',
  },
};

const kebab = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

export function catalogueRecordPath(table: string, id: string, label: string, locale: Locale): string {
  const slug = (TABLE_SLUGS[locale] ?? TABLE_SLUGS.en)?.[table] ?? table;
  const prefix = locale === 'it' ? '' : `/${locale}`;
  const title = kebab(label);
  return `${prefix}/${slug}/${encodeURIComponent(id)}${title ? `-${title}` : ''}`;
}
