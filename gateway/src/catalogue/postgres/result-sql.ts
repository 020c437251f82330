import type { Filtro } from '@archive/contracts/catalogue';
import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import type { Locale } from '@archive/contracts/locales';
import type { MapPoint } from '../port';
import { yearHistogram } from '../year-histogram';

/**
 * Facets, map points and the timeline from the counts PostgreSQL groups, shaped and ordered as the
 * embedded engine's results.ts does. "First seen" means the record with the lowest place (seq) in
 * the locale, the embedded index's ordinals: a facet value's canonical name and path, a table's and
 * a type's order among equals.
 */
export interface FilterFirst {
  filtro: Filtro;
  first: number;
}

export interface ResultCounts {
  count: number;
  dateFrom: number | null;
  dateTo: number | null;
  tables: { tbl: string; n: number; first: number }[];
  types: { id: number; name: string; n: number; first: number }[];
  filters: { id: string; n: number; first: string }[];
}

export function facetsFrom(
  locale: Locale,
  counts: ResultCounts,
  canonical: Map<string, FilterFirst>,
  facetSize: number,
): CatalogueFacets {
  const values = counts.filters
    .map((f) => ({ ...canonical.get(f.id)!, n: f.n }))
    .filter((v) => v.filtro)
    .sort((a, b) => a.first - b.first);
  const groups = new Map<string, { type: string; pathRoot: string; values: typeof values }>();
  for (const v of values) {
    const pathRoot = `/${v.filtro.path.split('/')[1] ?? ''}`;
    const key = `${v.filtro.type}\u0000${pathRoot}`;
    const group = groups.get(key);
    if (group) group.values.push(v);
    else groups.set(key, { type: v.filtro.type, pathRoot, values: [v] });
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return {
    groups: [...groups.values()]
      .map((g) => ({
        type: g.type,
        pathRoot: g.pathRoot,
        total: g.values.length,
        values: g.values
          .sort((a, b) => b.n - a.n || collator.compare(a.filtro.name, b.filtro.name))
          .slice(0, facetSize)
          .map((v) => ({ id: v.filtro.id, name: v.filtro.name, path: v.filtro.path, count: v.n })),
      }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    tables: [...counts.tables]
      .sort((a, b) => a.first - b.first)
      .map((t) => ({ table: t.tbl, count: t.n })) as CatalogueFacets['tables'],
    types: [...counts.types]
      .sort((a, b) => a.first - b.first)
      .sort((a, b) => b.n - a.n)
      .map((t) => ({ id: t.id, name: t.name, count: t.n })),
    dateRange: { from: counts.dateFrom, to: counts.dateTo },
  };
}

export function mapPointsFrom(
  filters: { id: string; n: number }[],
  canonical: Map<string, FilterFirst>,
): MapPoint[] {
  const points: MapPoint[] = [];
  for (const { id, n } of filters) {
    const f = canonical.get(id)?.filtro;
    if (f?.path.startsWith('/place/') && f.cord)
      points.push({ id: f.id, name: f.name, path: f.path, cord: f.cord, count: n });
  }
  return points.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Records per year (each counts in every year from its start to its end), zeros included. */
export function timelineFrom(
  spans: { first: number; last: number; n: number }[],
  from?: number,
  to?: number,
): { year: number; count: number }[] {
  return yearHistogram(
    (add) => {
      for (const span of spans) add(span.first, span.last, span.n);
    },
    from,
    to,
  );
}
