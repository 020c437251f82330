import type { RouteName } from '@archive/contracts/routes';
import type { ComponentType } from 'react';
import { placeholder } from './pages/placeholder-page';

/**
 * One entry per route this remote owns in the contracts route table. To add a screen, replace its
 * placeholder with a lazily loaded page, e.g.
 *   'settings': lazy(() => import('./features/settings/settings-page')),
 * (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  settings: placeholder('settings'),
  'settings.general': placeholder('settings.general'),
  'settings.layout': placeholder('settings.layout'),
  'settings.browse': placeholder('settings.browse'),
  'settings.contents': placeholder('settings.contents'),
  'settings.developer': placeholder('settings.developer'),
  'settings.multilanguage': placeholder('settings.multilanguage'),
  'settings.footer': placeholder('settings.footer'),
  'settings.contacts': placeholder('settings.contacts'),
  'settings.newsletter': placeholder('settings.newsletter'),
};
