import type { RouteName } from '@archive/contracts/routes';
import type { ComponentType } from 'react';
import { placeholder } from './pages/placeholder-page';

/**
 * One entry per route this remote owns in the contracts route table. To add a screen, replace its
 * placeholder with a lazily loaded page, e.g.
 *   'login': lazy(() => import('./features/login/login-page')),
 * (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  login: placeholder('login'),
  editPassword: placeholder('editPassword'),
  resetPassword: placeholder('resetPassword'),
};
