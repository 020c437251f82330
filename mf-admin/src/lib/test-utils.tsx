import { providersRenderer, setStorePage } from '@archive/ui/testing';
import { italian, loadMessages } from '../messages';
import { discardDraft } from './options-draft';

/**
 * Component tests render with the real providers and the shared store set as the shell sets it
 * (`@archive/ui/testing`); here only what is this remote's: its catalogue, a manager by default,
 * no draft left over from another test, and a stored site options document.
 */
export { Failure, type FakeCall, type FakeRoute, fail, fakeFetch } from '@archive/ui/testing';

export const renderWithProviders = providersRenderer(italian, loadMessages);

export function setPage(url: string, level = 1 | 8) {
  discardDraft();
  setStorePage(url, {
    enabledLocales: ['it', 'en'],
    user: level > 1 ? { email: 'manager@example.org', level } : null,
    level,
  });
}

/** A stored site options document as getDocBySlug answers it. */
export const optionsDoc = (data: Record<string, unknown>, revision = 3, updatedBy?: string) => ({
  name: 'site',
  collection: 'options',
  locale: 'it',
  revision,
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...(updatedBy ? { updatedBy } : {}),
  data,
});
