import type { CatalogueTable } from '@archive/contracts/catalogue';
import type { SEARCH_SORT_FIELDS } from '@archive/contracts/catalogue-api';
import { type FilterToken, serializeFilterToken } from '@archive/contracts/filters';
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
 * This module builds such URLs and is used by the components other remotes embed (map, timeline,
 * counts), so it imports nothing that needs zod at run time; reading them back, which validates
 * every token, is read-search-state.ts (search page only).
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
  /**
   * Writes the sort even when it is the default title order: a site whose searches with words
   * default to relevance (Settings > Browse) reads a URL without sort as relevance (issue 23).
   */
  keepSort?: boolean;
}

export function searchQuery(state: Partial<SearchState>): QueryValues {
  const query: QueryValues = {};
  if (state.tags?.length) query.tags = state.tags;
  if (state.filters?.length) query.filtro = state.filters.map(serializeFilterToken);
  if (state.table) query.tabella = state.table;
  if (state.typeId !== undefined) query.tipo = String(state.typeId);
  if (
    state.sort &&
    (state.keepSort || state.sort.field !== DEFAULT_SORT.field || state.sort.order !== DEFAULT_SORT.order)
  )
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
