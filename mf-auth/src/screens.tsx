import type { RouteName } from '@archive/contracts/routes';
import { type ComponentType, lazy } from 'react';

/**
 * One entry per route this remote owns in the contracts route table, each page in a chunk of its
 * own (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  login: lazy(() => import('./features/login/login-page')),
  editPassword: lazy(() => import('./features/edit-password/edit-password-page')),
  resetPassword: lazy(() => import('./features/reset-password/reset-password-page')),
};
