import type { CatalogueTable } from '@archive/contracts/catalogue';
import { CATALOGUE_TABLES } from '@archive/contracts/catalogue';
import { SEARCH_SORT_FIELDS } from '@archive/contracts/catalogue-api';
import { type FilterToken, parseFilterToken, serializeFilterToken } from '@archive/contracts/filters';
import type { Locale } from '@archive/contracts/locales';
import { buildUrl, type QueryValues } from '@archive/contracts/routes';

/**
 * The search page's state lives in its URL, so a search can be shared and back/forward work:
 *   tags     repeated, one search term each ("quoted" for a phrase), as the header search sends them
 *   filtro   repeated, one serialised filter token each (contracts/filters: type|v1|v2)
 *   page     1-based page number (20 per page)
 *   sort     field:order, e.g. data.start:desc
 *   tabella  a catalogue table (entry points of explore/browse)
 *   tipo     a record type id (entry points of explore/browse)
 */
export type SortField = (typeof SEARCH_SORT_FIELDS)[number];
export interface SearchSort {
  field: SortField;
  order: 'asc' | 'desc';
}
export const DEFAULT_SORT: SearchSort = { field: 'preferred_label', order: 'asc' };

export interface SearchState {
  tags: string[];
  filters: FilterToken[];
  page: number;
  sort: SearchSort;
  table?: CatalogueTable;
  typeId?: number;
}

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function readSearchState(query: QueryValues): SearchState & { rejected: string[] } {
  const tags = list(query.tags)
    .map((t) => t.trim())
    .filter(Boolean);
  const filters: FilterToken[] = [];
  const rejected: string[] = [];
  for (const text of list(query.filtro)) {
    const parsed = parseFilterToken(text);
    // A hand-edited or outdated link keeps what still makes sense instead of failing the page.
    if (parsed.ok) filters.push(parsed.token);
    else rejected.push(text);
  }
  const pageNumber = Number(list(query.page)[0] ?? '1');
  const [field, order] = (list(query.sort)[0] ?? '').split(':');
  const sort: SearchSort = (SEARCH_SORT_FIELDS as readonly string[]).includes(field ?? '')
    ? { field: field as SortField, order: order === 'desc' ? 'desc' : 'asc' }
    : DEFAULT_SORT;
  const table = list(query.tabella)[0];
  const typeId = Number(list(query.tipo)[0]);
  return {
    tags,
    filters,
    rejected,
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    sort,
    ...((CATALOGUE_TABLES as readonly string[]).includes(table ?? '')
      ? { table: table as CatalogueTable }
      : {}),
    ...(Number.isInteger(typeId) && list(query.tipo).length ? { typeId } : {}),
  };
}

export function searchQuery(state: Partial<SearchState>): QueryValues {
  const query: QueryValues = {};
  if (state.tags?.length) query.tags = state.tags;
  if (state.filters?.length) query.filtro = state.filters.map(serializeFilterToken);
  if (state.table) query.tabella = state.table;
  if (state.typeId !== undefined) query.tipo = String(state.typeId);
  if (state.sort && (state.sort.field !== DEFAULT_SORT.field || state.sort.order !== DEFAULT_SORT.order))
    query.sort = `${state.sort.field}:${state.sort.order}`;
  if (state.page && state.page > 1) query.page = String(state.page);
  return query;
}

/** URL of the search page for a state, in a locale. */
export const searchUrl = (locale: Locale, state: Partial<SearchState> = {}): string =>
  buildUrl('search', {}, locale, searchQuery(state));

/** Same token (compared by its serialised form). */
export const sameToken = (a: FilterToken, b: FilterToken) =>
  serializeFilterToken(a) === serializeFilterToken(b);

/** The search text sent to the gateway: tags joined, phrases keep their quotes. */
export const tagsToText = (tags: readonly string[]): string => tags.join(' ');
