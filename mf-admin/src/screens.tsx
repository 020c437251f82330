import type { RouteName } from '@archive/contracts/routes';
import { type ComponentType, lazy } from 'react';

/**
 * One entry per route this remote owns in the contracts route table; each page is its own chunk.
 * See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  settings: lazy(() => import('./pages/settings-home-page')),
  'settings.general': lazy(() => import('./features/settings/pages/general-page')),
  'settings.layout': lazy(() => import('./features/settings/pages/layout-page')),
  'settings.browse': lazy(() => import('./features/settings/pages/browse-page')),
  'settings.contents': lazy(() => import('./pages/contents-page')),
  'settings.developer': lazy(() => import('./features/settings/pages/developer-page')),
  'settings.multilanguage': lazy(() => import('./features/settings/pages/multilanguage-page')),
  'settings.footer': lazy(() => import('./features/settings/pages/footer-page')),
  'settings.contacts': lazy(() => import('./features/settings/pages/contacts-page')),
  'settings.newsletter': lazy(() => import('./features/settings/pages/newsletter-page')),
  'settings.import': lazy(() => import('./features/catalogue-import/import-page')),
  'settings.users': lazy(() => import('./pages/users-page')),
};
