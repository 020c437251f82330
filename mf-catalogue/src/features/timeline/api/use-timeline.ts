import { catalogueTimelineCall } from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';

/** POST /api/public/catalogue/timeline: records per year, every year from the first to the last. */
export const useTimeline = (options: { filters?: string[]; from?: number; to?: number } = {}) =>
  useCall(
    catalogueTimelineCall,
    {
      filters: options.filters ?? [],
      ...(options.from !== undefined ? { from: options.from } : {}),
      ...(options.to !== undefined ? { to: options.to } : {}),
    },
    { revalidateIfStale: false },
  );
