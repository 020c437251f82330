import type { CatalogueTable } from '@archive/contracts/catalogue';
import { fulltextSearchCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/** POST /api/public/catalogue/fulltext-search: the hits of `q` in one record's page text, by page. */
export const useDocumentSearch = (table: CatalogueTable, id: string | undefined, q: string) =>
  useCall(id && q.trim() ? fulltextSearchCall : null, id && q.trim() ? { table, id, q } : undefined, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
