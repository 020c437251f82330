import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import type { FilterToken } from '@archive/contracts/filters';
import type { CatalogueOptions } from '../../../lib/catalogue-options';

export type FacetGroup = CatalogueFacets['groups'][number];
export type FacetValue = FacetGroup['values'][number];

/** Groups in customjs.filtriOrder order; groups it does not name follow, by type name. */
export function orderGroups(
  groups: readonly FacetGroup[],
  options: Pick<CatalogueOptions, 'filtriOrder'>,
): FacetGroup[] {
  const rank = (type: string) => {
    const i = options.filtriOrder.indexOf(type);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups].sort((a, b) => rank(a.type) - rank(b.type) || a.type.localeCompare(b.type, 'it'));
}

/** Values ordered by customjs.order[type]: asc/desc by name, count (the default) most frequent first. */
export function orderValues(group: FacetGroup, options: Pick<CatalogueOptions, 'order'>): FacetValue[] {
  const order = options.order[group.type] ?? 'count';
  const values = [...group.values];
  if (order === 'asc') values.sort((a, b) => a.name.localeCompare(b.name, 'it'));
  else if (order === 'desc') values.sort((a, b) => b.name.localeCompare(a.name, 'it'));
  else values.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'it'));
  return values;
}

/** The filter token a facet value adds: collections by collection id, every other group by filtro id. */
export const tokenForFacet = (group: Pick<FacetGroup, 'pathRoot'>, value: FacetValue): FilterToken =>
  group.pathRoot === '/collection'
    ? { type: 'collection', id: value.id, name: value.name }
    : { type: 'common', id: value.id, name: value.name, path: value.path };

/**
 * customjs.regexFiltriInit: the groups whose type it matches are shown at first, the others behind
 * a button; a group holding an active filter is always shown, so a visitor sees what narrows the
 * results. Without an expression every group is shown.
 */
export function splitGroups(
  groups: readonly FacetGroup[],
  shownFirst: RegExp | undefined,
  filters: readonly FilterToken[],
): { first: FacetGroup[]; later: FacetGroup[] } {
  if (!shownFirst) return { first: [...groups], later: [] };
  const active = (group: FacetGroup) =>
    filters.some((f) => 'id' in f && group.values.some((v) => v.id === f.id));
  const first = groups.filter((g) => shownFirst.test(g.type) || active(g));
  return { first, later: groups.filter((g) => !first.includes(g)) };
}
