import type { CatalogueSearchBody } from '@archive/contracts/catalogue-api';
import { catalogueDateHistogramCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/** POST /api/public/catalogue/date-histogram for the search's text and filters (drawn by the server too). */
export function useDateHistogram(body: Omit<CatalogueSearchBody, 'locale'> | null) {
  const query = body
    ? {
        text: body.text,
        filters: body.filters,
        ...(body.tables ? { tables: body.tables } : {}),
        ...(body.searchType ? { searchType: body.searchType } : {}),
        ...(body.excludeTypeIds ? { excludeTypeIds: body.excludeTypeIds } : {}),
        ...(body.hasMedia !== undefined ? { hasMedia: body.hasMedia } : {}),
        pins: body.pins,
      }
    : undefined;
  return useCall(query ? catalogueDateHistogramCall : null, query, { keepPreviousData: true });
}
