import type { CatalogueTable } from '@archive/contracts/catalogue';
import { catalogueSearchCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/**
 * Counts without results: a search with limit 0 answers the facets (tables, types, filter groups)
 * of the whole public catalogue, or of one table.
 */
export const useOverview = (tables?: CatalogueTable[], facetSize = 50) =>
  useCall(
    catalogueSearchCall,
    { limit: 0, facets: true, facetSize, ...(tables ? { tables } : {}) },
    { revalidateIfStale: false },
  );
