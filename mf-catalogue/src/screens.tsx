import type { RouteName } from '@archive/contracts/routes';
import type { ComponentType } from 'react';
import { placeholder } from './pages/placeholder-page';

/**
 * One entry per route this remote owns in the contracts route table. To add a screen, replace its
 * placeholder with a lazily loaded page, e.g.
 *   'search': lazy(() => import('./features/search/search-page')),
 * (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  search: placeholder('search'),
  explore: placeholder('explore'),
  browse: placeholder('browse'),
  record: placeholder('record'),
  viewer: placeholder('viewer'),
};
