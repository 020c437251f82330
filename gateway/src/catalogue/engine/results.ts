import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import { yearOfSeconds } from '@archive/contracts/record-date';
import type { MapPoint, SearchRequest } from '../port';
import { yearHistogram } from '../year-histogram';
import type { Bitset } from './bitset';
import type { LocaleIndex, SortKey } from './locale-index';

/** First page of a result in the requested order, using the precomputed sort orders. */
export function pageOf(
  index: LocaleIndex,
  result: Bitset,
  count: number,
  sort: SearchRequest['sort'],
  skip: number,
  limit: number,
): number[] {
  const key = sort.field as SortKey;
  const order = index.order.get(key)!;
  const rank = index.rank.get(key)!;
  const desc = sort.order === 'desc';
  const wanted = skip + limit;
  const valued = order.length - (index.missing.get(key) ?? 0);
  if (limit === 0 || skip >= count) return [];
  // Descending walks the valued part backwards, then the docs without a value (always last).
  const position = (i: number) => (!desc ? i : i < valued ? valued - 1 - i : i);
  // Large results: walk the global order and keep members (stops after the page).
  if (count * 16 > index.size) {
    const page: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && seen < wanted; i++) {
      const doc = order[position(i)]!;
      if (result.has(doc)) {
        if (seen >= skip) page.push(doc);
        seen++;
      }
    }
    return page;
  }
  // Small results: sort the members by rank.
  const docs = result.toArray();
  const descKey = (doc: number) => (rank[doc]! < valued ? valued - rank[doc]! : rank[doc]!);
  docs.sort(desc ? (a, b) => descKey(a) - descKey(b) : (a, b) => rank[a]! - rank[b]!);
  return docs.slice(skip, wanted);
}

/** Facet counts over the whole result: per filtri type, per table, per record type, date range. */
export function facetsOf(index: LocaleIndex, result: Bitset, facetSize: number): CatalogueFacets {
  const counts = new Int32Array(index.filters.length);
  const tableCounts = new Int32Array(index.tableNames.length);
  const typeCounts = new Int32Array(index.types.length);
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  const { filterStart, filterOrdinals, starts, ends, tableOf, typeOf } = index;
  result.forEach((doc) => {
    for (let i = filterStart[doc]!; i < filterStart[doc + 1]!; i++) counts[filterOrdinals[i]!]!++;
    tableCounts[tableOf[doc]!]!++;
    typeCounts[typeOf[doc]!]!++;
    const s = starts[doc]!;
    if (s < from) from = s;
    const e = Number.isNaN(ends[doc]!) ? s : ends[doc]!;
    if (e > to) to = e;
  });
  const groups = new Map<string, { type: string; pathRoot: string; values: number[] }>();
  counts.forEach((count, ordinal) => {
    if (!count) return;
    const f = index.filters[ordinal]!;
    const pathRoot = `/${f.path.split('/')[1] ?? ''}`;
    const key = `${f.type}\u0000${pathRoot}`;
    const group = groups.get(key);
    if (group) group.values.push(ordinal);
    else groups.set(key, { type: f.type, pathRoot, values: [ordinal] });
  });
  const collator = new Intl.Collator(index.locale, { sensitivity: 'base' });
  return {
    groups: [...groups.values()]
      .map((g) => ({
        type: g.type,
        pathRoot: g.pathRoot,
        total: g.values.length,
        values: g.values
          .sort(
            (a, b) =>
              counts[b]! - counts[a]! || collator.compare(index.filters[a]!.name, index.filters[b]!.name),
          )
          .slice(0, facetSize)
          .map((o) => {
            const f = index.filters[o]!;
            return { id: f.id, name: f.name, path: f.path, count: counts[o]! };
          }),
      }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    // Counted per ordinal (table and type of each doc are typed arrays, not records to read).
    tables: index.tableNames
      .map((table, i) => ({ table, count: tableCounts[i]! }))
      .filter((t) => t.count > 0) as CatalogueFacets['tables'],
    types: index.types
      .map((t, i) => ({ id: t.id, name: t.name, count: typeCounts[i]! }))
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count),
    dateRange: {
      from: Number.isFinite(from) ? from : null,
      to: Number.isFinite(to) ? to : null,
    },
  };
}

/** Records per year: each record counts once in every year from its start to its end. */
export function timelineOf(
  index: LocaleIndex,
  result: Bitset,
  from?: number,
  to?: number,
): { year: number; count: number }[] {
  return yearHistogram(
    (add) =>
      result.forEach((doc) => {
        const s = index.starts[doc]!;
        if (Number.isNaN(s)) return;
        const e = Number.isNaN(index.ends[doc]!) ? s : index.ends[doc]!;
        add(yearOfSeconds(s)!, yearOfSeconds(Math.max(s, e))!, 1);
      }),
    from,
    to,
  );
}

/** Places of the result: filtri under /place/ with coordinates, with how many records each. */
export function mapPointsOf(index: LocaleIndex, result: Bitset): MapPoint[] {
  const counts = new Map<number, number>();
  result.forEach((doc) => {
    for (let i = index.filterStart[doc]!; i < index.filterStart[doc + 1]!; i++) {
      const ordinal = index.filterOrdinals[i]!;
      counts.set(ordinal, (counts.get(ordinal) ?? 0) + 1);
    }
  });
  const points: MapPoint[] = [];
  for (const [ordinal, count] of counts) {
    const f = index.filters[ordinal]!;
    if (f.path.startsWith('/place/') && f.cord)
      points.push({ id: f.id, name: f.name, path: f.path, cord: f.cord, count });
  }
  return points.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
