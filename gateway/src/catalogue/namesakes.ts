import { type CatalogueRecord, dateDisplayOf } from '@archive/contracts/catalogue';
import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import type { Locale } from '@archive/contracts/locales';

/** Facet paths that name a record of the catalogue, and its table: people and bodies today. */
const RECORD_PATHS: [RegExp, string][] = [[/^\/entity\/([^/]+)$/, 'ca_entities']];

/**
 * Namesakes looked up per answer at most: a facet list of 500 values (the largest facetSize) all
 * sharing names would otherwise cost 500 record reads on a database store for one search.
 */
const MAX_LOOKUPS = 60;

type RecordLookup = (
  locale: Locale,
  table: string,
  id: string,
) => Promise<{ record: CatalogueRecord } | null>;

/**
 * Two people called "Luigi Lombardi" in one facet list looked the same (issue 26): values whose
 * name another value of the group shares get the dates of their own record, when it is public and
 * has them. Only namesakes are looked up, the first MAX_LOOKUPS of an answer (values come most
 * frequent first), so most answers cost nothing and none costs more than that many reads by id.
 */
export async function tellNamesakesApart(
  facets: CatalogueFacets,
  locale: Locale,
  lookup: RecordLookup,
): Promise<CatalogueFacets> {
  let budget = MAX_LOOKUPS;
  const groups = await Promise.all(
    facets.groups.map(async (group) => {
      const seen = new Map<string, number>();
      for (const v of group.values) seen.set(v.name, (seen.get(v.name) ?? 0) + 1);
      if (![...seen.values()].some((n) => n > 1)) return group;
      const values = await Promise.all(
        group.values.map(async (value) => {
          if ((seen.get(value.name) ?? 0) < 2 || budget <= 0) return value;
          budget--;
          const dates = await datesOf(value.path, locale, lookup);
          return dates ? { ...value, dates } : value;
        }),
      );
      return { ...group, values };
    }),
  );
  return { ...facets, groups };
}

async function datesOf(path: string, locale: Locale, lookup: RecordLookup): Promise<string | undefined> {
  for (const [pattern, table] of RECORD_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (!id) continue;
    const found = await lookup(locale, table, id).catch(() => null);
    // The facet is public; the record behind it may not be: its dates stay private with it.
    if (found?.record.access !== 1) return undefined;
    return dateDisplayOf(found.record)?.slice(0, 300);
  }
  return undefined;
}
