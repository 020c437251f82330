import {
  type FakeRoute,
  fakeFetch as fakeGateway,
  providersRenderer,
  type StorePage,
  setStorePage,
} from '@archive/ui/testing';
import { italian, loadMessages } from '../messages';

/**
 * Component tests render with the real providers and the shared store set as the shell sets it
 * (`@archive/ui/testing`); here only what is this remote's: its catalogue, its locales, and routes
 * that also answer the paths below them (record ids in the path).
 */
export { fail } from '@archive/ui/testing';

export const renderWithProviders = providersRenderer(italian, loadMessages);

export const setPage = (url: string, extra: Pick<StorePage, 'siteOptions' | 'user'> = {}) =>
  setStorePage(url, { enabledLocales: ['it', 'en', 'fr'], ...extra });

export const fakeFetch = (routes: Record<string, FakeRoute>) => fakeGateway(routes, { prefix: true });
