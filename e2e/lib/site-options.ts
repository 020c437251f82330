import type { BrowserContext } from 'playwright-core';
import { apiCall } from './login';

/**
 * The site options document of the site under test, read and written through the gateway with a
 * signed-in context (manager or admin): tests change the options for a case and put them back.
 */
export interface OptionsDoc {
  revision: number;
  data: Record<string, unknown>;
}

export const getOptions = (context: BrowserContext) =>
  apiCall<OptionsDoc>(context, 'POST', '/api/public/firebase/getDocBySlug', {
    name: 'options',
    collection: 'options',
  });

/** Saves `data` as the options, over `base`'s revision (default: the revision stored now). */
export async function saveOptions(context: BrowserContext, data: Record<string, unknown>, base?: OptionsDoc) {
  const { revision } = base ?? (await getOptions(context));
  return apiCall(context, 'POST', '/api/auth/firebase/saveDoc', {
    name: 'options',
    collection: 'options',
    data,
    revision,
  });
}

/** Puts the options back as `original` had them, whatever was saved since (for afterAll). */
export const restoreOptions = (context: BrowserContext, original: OptionsDoc) =>
  saveOptions(context, original.data);
