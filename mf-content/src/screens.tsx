import type { RouteName } from '@archive/contracts/routes';
import type { ComponentType } from 'react';
import { placeholder } from './pages/placeholder-page';

/**
 * One entry per route this remote owns in the contracts route table. To add a screen, replace its
 * placeholder with a lazily loaded page, e.g.
 *   'home': lazy(() => import('./features/home/home-page')),
 * (the page module's default export is the component). See README.md.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  home: placeholder('home'),
  page: placeholder('page'),
  cookiepolicy: placeholder('cookiepolicy'),
  privacy: placeholder('privacy'),
  newsList: placeholder('newsList'),
  newsItem: placeholder('newsItem'),
  institutesList: placeholder('institutesList'),
  institutesItem: placeholder('institutesItem'),
  pathsList: placeholder('pathsList'),
  pathsItem: placeholder('pathsItem'),
  styleguide: placeholder('styleguide'),
};
