import type { RouteName } from '@archive/contracts/routes';
import { type ComponentType, lazy } from 'react';

/**
 * One entry per route this remote owns in the contracts route table. To add a screen, replace its
 * placeholder with a lazily loaded page, e.g.
 *   'home': lazy(() => import('./features/home/home-page')),
 * (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  home: lazy(() => import('./features/home/home-page')),
  page: lazy(() => import('./features/pages/page-screens').then((m) => ({ default: m.GenericPage }))),
  cookiepolicy: lazy(() =>
    import('./features/pages/page-screens').then((m) => ({ default: m.CookiePolicyPage })),
  ),
  privacy: lazy(() =>
    import('./features/pages/page-screens').then((m) => ({ default: m.PrivacyPolicyPage })),
  ),
  newsList: lazy(() => import('./features/news/news-pages').then((m) => ({ default: m.NewsListPage }))),
  newsItem: lazy(() => import('./features/news/news-pages').then((m) => ({ default: m.NewsItemPage }))),
  institutesList: lazy(() =>
    import('./features/institutes/institutes-pages').then((m) => ({ default: m.InstitutesListPage })),
  ),
  institutesItem: lazy(() =>
    import('./features/institutes/institutes-pages').then((m) => ({ default: m.InstitutesItemPage })),
  ),
  pathsList: lazy(() => import('./features/paths/paths-pages').then((m) => ({ default: m.PathsListPage }))),
  pathsItem: lazy(() => import('./features/paths/paths-pages').then((m) => ({ default: m.PathItemPage }))),
  contact: lazy(() => import('./features/contact/contact-page')),
  styleguide: lazy(() => import('./features/styleguide/styleguide-page')),
};
