import type { CatalogueTable } from '@archive/contracts/catalogue';
import { catalogueRandomImagesCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/** POST /api/public/catalogue/random-images; the same seed gives the same pick (shareable, testable). */
export const useRandomImages = (
  count: number,
  orientation: 'any' | 'vertical' | 'horizontal',
  seed: number,
  tables?: CatalogueTable[],
) =>
  useCall(
    catalogueRandomImagesCall,
    { count, orientation, seed, ...(tables ? { tables } : {}) },
    { keepPreviousData: true, revalidateIfStale: false },
  );
