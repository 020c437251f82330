import { catalogueMapCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/** POST /api/public/catalogue/map: places (/place/ filtri with coordinates) of the selected records. */
export const useMapPoints = (filters: string[] = [], enabled = true) =>
  useCall(enabled ? catalogueMapCall : null, { filters }, { revalidateIfStale: false });
