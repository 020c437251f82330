import type { RouteName } from '@archive/contracts/routes';
import { type ComponentType, lazy } from 'react';

/**
 * One entry per route this remote owns in the contracts route table; each page is its own chunk,
 * so a visitor opening a record never downloads the search page (and map, viewer, charts and QR
 * code load only inside the pages that show them).
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  search: lazy(() => import('./features/search/search-page')),
  explore: lazy(() => import('./pages/explore-page')),
  browse: lazy(() => import('./pages/browse-page')),
  record: lazy(() => import('./pages/record-page')),
  viewer: lazy(() => import('./pages/viewer-page')),
};
