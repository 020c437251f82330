import type { CatalogueTable } from '@archive/contracts/catalogue';
import { CATALOGUE_TABLES, SEARCH_SORT_FIELDS } from '@archive/contracts/constants';
import { type FilterToken, parseFilterToken } from '@archive/contracts/filters';
import type { QueryValues } from '@archive/contracts/routes';
import { DEFAULT_SORT, type SearchSort, type SearchState, type SortField } from './search-url';

/** The search state of a search page URL's query (see search-url.ts); bad filter tokens are set aside. */
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
