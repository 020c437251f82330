import { providersRenderer, type StorePage, setStorePage } from '@archive/ui/testing';
import { italian, loadMessages } from '../messages';
import { resetIdentityClient } from './identity';

/**
 * Component tests render with the real providers and the shared store set as the shell sets it
 * (`@archive/ui/testing`); here only what is this remote's: its catalogues, all six locales, and a
 * fresh identity client per page.
 */
export { Failure, type FakeCall, type FakeRoute, fail, fakeFetch } from '@archive/ui/testing';

export const renderWithProviders = providersRenderer(italian, loadMessages);

export function setPage(url: string, extra: Pick<StorePage, 'siteOptions' | 'user'> = {}) {
  resetIdentityClient();
  return setStorePage(url, { enabledLocales: ['it', 'en', 'fr', 'de', 'es', 'hr'], ...extra });
}
