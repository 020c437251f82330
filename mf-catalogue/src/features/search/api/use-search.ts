import type { CatalogueTable } from '@archive/contracts/catalogue';
import type { CatalogueSearchBody } from '@archive/contracts/catalogue-api';
import { catalogueSearchCall } from '@archive/contracts/catalogue-endpoints';
import { serializeFilterToken } from '@archive/contracts/filters';
import { useCall } from '@archive/ui';
import type { PinList } from '../../../lib/pins';
import { type SearchState, tagsToText } from '../../../lib/search-url';

/** Page size of the search (spec section 9). */
export const PAGE_SIZE = 20;

/** The semantic search body for a page state (URL) plus the visitor's pins and the site's searchType. */
export function searchBody(
  state: SearchState,
  pins: PinList,
  options: { searchType?: 'and' | 'or' | undefined; excludeTypeIds?: number[] } = {},
): Omit<CatalogueSearchBody, 'locale'> {
  return {
    text: tagsToText(state.tags).slice(0, 200),
    filters: state.filters.map(serializeFilterToken),
    ...(state.table ? { tables: [state.table] } : {}),
    ...(options.searchType ? { searchType: options.searchType } : {}),
    ...(options.excludeTypeIds ? { excludeTypeIds: options.excludeTypeIds } : {}),
    pins: pins.map((p) => ({ id: p.id, table: p.table })),
    sort: state.sort,
    limit: PAGE_SIZE,
    skip: (state.page - 1) * PAGE_SIZE,
    facets: true,
    facetSize: 100,
  };
}

/** POST /api/public/catalogue/search; the previous answer stays shown while the next one loads. */
export const useSearch = (body: Omit<CatalogueSearchBody, 'locale'> | null) =>
  useCall(body ? catalogueSearchCall : null, body ?? undefined, { keepPreviousData: true });

/** Types of one table, to narrow a search to a single type (the API only excludes type ids). */
export const useTableTypes = (table: CatalogueTable | undefined) =>
  useCall(
    table ? catalogueSearchCall : null,
    table ? { tables: [table], limit: 0, facets: true } : undefined,
  );
